// The worker of worker-pool.test.ts: answers which thread ran the task, after an optional wait.
import { threadId } from "node:worker_threads";

export default async function probe({ value, waitMs = 0 }) {
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  return { value, threadId };
}
