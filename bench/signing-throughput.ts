import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { PadesLevel } from "../apps/api/src/pdf-engine/pades/pades-signer.ts";

const WORKER = fileURLToPath(new URL("./signing-throughput-worker.ts", import.meta.url));

function nextMessage(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`A signing process ended with ${code} before it answered`)));
  });
}

/**
 * Signatures per second of `processes` signing processes running at once (one per core), each
 * signing back to back for `seconds` after a warm-up: the engine's throughput on this machine.
 */
export async function signaturesPerSecond(options: {
  processes: number;
  dataDir: string;
  pageCount: number;
  level: PadesLevel;
  seconds: number;
  writer?: "incremental" | "full-parse";
}): Promise<number> {
  const args = [options.dataDir, String(options.pageCount), options.level, String(options.seconds), options.writer ?? "incremental"];
  const children = Array.from({ length: options.processes }, () => fork(WORKER, args, { execArgv: ["--import", "tsx"] }));
  await Promise.all(children.map(nextMessage));
  const results = children.map(nextMessage);
  for (const child of children) child.send("go");
  const counts = (await Promise.all(results)) as { signatures: number }[];
  return counts.reduce((sum, count) => sum + count.signatures, 0) / options.seconds;
}
