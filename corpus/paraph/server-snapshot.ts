import fs from "node:fs/promises";
import path from "node:path";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");

/**
 * A copy of the built server (`apps/api/dist`) for one run, beside links to the repository's
 * node_modules, web build and API assets: a corpus run lasts an hour, and a rebuild meanwhile (another
 * session's `npm run build`) must not swap the code of the server's worker threads mid-run.
 * Each run has its own copy (a sample may run beside a full run); answers its `main.js` and how
 * to remove it.
 */
export async function snapshotServerBuild(cacheDir: string): Promise<{ main: string; remove(): Promise<void> }> {
  await fs.mkdir(cacheDir, { recursive: true });
  const root = await fs.mkdtemp(path.join(cacheDir, "server-build-"));
  await fs.mkdir(path.join(root, "apps/web"), { recursive: true });
  await fs.cp(path.join(repositoryRoot, "apps/api/dist"), path.join(root, "apps/api/dist"), { recursive: true });
  await fs.symlink(path.join(repositoryRoot, "node_modules"), path.join(root, "node_modules"));
  await fs.symlink(path.join(repositoryRoot, "apps/web/dist"), path.join(root, "apps/web/dist"));
  // The fonts appearances are drawn in, found beside dist/ as in the image.
  await fs.symlink(path.join(repositoryRoot, "apps/api/assets"), path.join(root, "apps/api/assets"));
  const main = path.join(root, "apps/api/dist/main.js");
  const remove = () => fs.rm(root, { recursive: true, force: true });
  await fs.access(main).catch(async () => {
    await remove();
    throw new Error("No built server: run npm run build first");
  });
  return { main, remove };
}
