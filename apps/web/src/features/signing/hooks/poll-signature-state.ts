import { SIGNATURE_STATUS_POLL_MS, type SignerStatus } from "@paraph/contracts";

interface PollOptions {
  /** Aborting stops the polling: the promise rejects with the signal's reason. */
  signal: AbortSignal;
  intervalMs?: number;
  /** Told each time the state was still open and the next look is scheduled. */
  onWaiting?: () => void;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** Waits `ms`, or rejects as soon as the signal aborts. */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Spec §4: the signature state starts as OPEN and is polled every 5 seconds until it is not OPEN
 * or polling is aborted. The first look is at once; resolves with the first state that is not open.
 */
export async function pollSignatureState(read: (signal: AbortSignal) => Promise<SignerStatus>, options: PollOptions): Promise<SignerStatus> {
  const { signal, intervalMs = SIGNATURE_STATUS_POLL_MS, onWaiting, sleep = abortableSleep } = options;
  for (;;) {
    signal.throwIfAborted();
    const state = await read(signal);
    signal.throwIfAborted();
    if (state !== "open") return state;
    onWaiting?.();
    await sleep(intervalMs, signal);
  }
}
