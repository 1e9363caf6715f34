import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors/app-error.ts";
import { attachmentDisposition } from "../http/file-reply.ts";
import { writeBackup, type BackupSources } from "./backup-archive.ts";
import { createOperatorToken, isOperatorToken, withdrawOperatorAccess } from "./operator-access.ts";

export const BACKUP_PATH = "/api/operator/backup";

/**
 * `POST /api/operator/backup` on an embedded installation: streams a backup (backup-archive.ts)
 * to `paraph backup`, which found the address and the token in `$DATA_DIR/operator.json`.
 * Anyone without that token gets 401 and nothing is read. Hidden from the API reference: it is
 * for the operator's command on the same machine, not for clients. Returns the token.
 */
export function registerBackupRoute(app: FastifyInstance, sources: BackupSources): string {
  const token = createOperatorToken();
  let isRunning = false;
  app.post(BACKUP_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!isOperatorToken(token, request.headers.authorization)) throw new AppError("unauthenticated");
    // One at a time: each holds blob deletions and copies every blob.
    if (isRunning) throw new AppError("service_unavailable", { reason: "a backup is running" });
    isRunning = true;
    const body = new PassThrough();
    const written = writeBackup(sources, body).finally(() => (isRunning = false));
    written.then(
      (manifest) => request.log.info({ blobs: manifest.blobs.length, files: manifest.files.length }, "backup written"),
      (error: unknown) => {
        request.log.error({ err: error }, "backup failed");
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return reply
      .type("application/gzip")
      .header("content-disposition", attachmentDisposition(`paraph-backup-${new Date().toISOString().slice(0, 10)}.tar.gz`))
      .header("cache-control", "no-store")
      .send(body);
  });
  app.addHook("onClose", async () => withdrawOperatorAccess(sources.dataDir, token));
  return token;
}
