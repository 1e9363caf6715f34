import fs from "node:fs/promises";

/** Whether a file or folder is there: the cache's way of knowing a step already ran. */
export async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
