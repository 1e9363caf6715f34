import { MessageChannel, type MessagePort, type TransferListItem } from "node:worker_threads";
import type { Piscina } from "piscina";

/** What a time-limited task carries to its worker: the port it says on that it took the task up. */
export interface TimeLimitedTask {
  taken: MessagePort;
}

/** A task ran in its worker past its time limit; the pool ended that worker and starts a fresh one. */
export class WorkerTimeLimitReached extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The task took longer than ${timeoutMs} ms in its worker`);
  }
}

/**
 * Runs `task` on `pool` with a time limit counted from when a worker takes it up, not from when it
 * was queued: a document waiting behind others on a busy installation, or for a fresh thread to
 * start (and load its modules) after one was ended or retired, is not refused for time it never
 * used. The worker calls `reportTaken` first; past the limit the pool ends that worker and this
 * throws WorkerTimeLimitReached.
 */
export async function runWithTimeLimit<Task, Result>(
  pool: Piscina<Task & TimeLimitedTask, Result>,
  task: Task,
  timeoutMs: number,
  transferList: TransferListItem[] = [],
): Promise<Result> {
  const deadline = new AbortController();
  const channel = new MessageChannel();
  let timer: NodeJS.Timeout | undefined;
  channel.port1.once("message", () => {
    timer = setTimeout(() => deadline.abort(), timeoutMs);
  });
  try {
    return await pool.run({ ...task, taken: channel.port2 }, { signal: deadline.signal, transferList: [...transferList, channel.port2] });
  } catch (error) {
    throw deadline.signal.aborted ? new WorkerTimeLimitReached(timeoutMs) : error;
  } finally {
    clearTimeout(timer);
    // Closes both ends: the worker's port goes with the task.
    channel.port1.close();
  }
}

/** In the worker, first thing in a time-limited task: its time limit starts now. */
export function reportTaken(task: TimeLimitedTask): void {
  task.taken.postMessage("taken");
}
