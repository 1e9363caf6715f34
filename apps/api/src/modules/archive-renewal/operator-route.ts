import type { FastifyInstance } from "fastify";
import { isOperatorToken } from "../../platform/backup/operator-access.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { SigningServices } from "../../pdf-engine/signing-services.ts";
import { listDueDocuments, type RenewalBatch } from "./service.ts";

export const ARCHIVE_RENEWAL_PATH = "/api/operator/archive-renewals";

/**
 * `POST /api/operator/archive-renewals?mode=dry-run|now` on an embedded installation, for
 * `paraph renew` while the server holds the database (as `paraph backup`): the token of
 * `$DATA_DIR/operator.json` or 401. Hidden from the API reference.
 */
export function registerArchiveRenewalRoute(
  app: FastifyInstance,
  token: string,
  context: PlatformContext,
  services: SigningServices,
  runBatch: (options: { includeGivenUp?: boolean }) => Promise<RenewalBatch>,
): void {
  app.post(ARCHIVE_RENEWAL_PATH, { schema: { hide: true } }, async (request) => {
    if (!isOperatorToken(token, request.headers.authorization)) throw new AppError("unauthenticated");
    const mode = (request.query as { mode?: string }).mode;
    if (mode === "dry-run") return { due: await listDueDocuments(context, services, { includeGivenUp: true }) };
    if (mode === "now") return { batch: await runBatch({ includeGivenUp: true }) };
    throw new AppError("validation_failed", { fields: [{ field: "mode", message: "dry-run or now" }] });
  });
}
