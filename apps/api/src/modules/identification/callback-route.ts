import type { FastifyInstance } from "fastify";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { applyIdentificationReport } from "./apply-report.ts";
import { configuredIdentityProvider } from "./protocol/identity-provider.ts";
import { IDENTIFICATION_CALLBACK_PATH } from "./protocol/report.ts";
import { REPORT_SIGNATURE_HEADER } from "./protocol/report-signature.ts";

/** A report is a few hundred bytes; anything far larger is not one. */
const REPORT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * `POST /api/v1/identification/callback`, where the identity provider reports (docs/identification.md,
 * "Reports"). Not a client call, so not a contract: the body is taken as the raw bytes the
 * provider signed (a parser of its own in this route's scope), then checked and applied.
 * Answers 200 `{ identificationId, status }`, or the refusal's error.
 */
export async function registerIdentificationCallbackRoute(app: FastifyInstance, context: PlatformContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: REPORT_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    scope.post(IDENTIFICATION_CALLBACK_PATH, { bodyLimit: REPORT_BODY_LIMIT_BYTES, schema: { hide: true } }, async (request, reply) => {
      const provider = configuredIdentityProvider(context);
      if (!provider) throw new AppError("identification_unavailable");
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers[REPORT_SIGNATURE_HEADER];
      const result = await applyIdentificationReport(context, provider, rawBody, typeof header === "string" ? header : undefined);
      request.log.info({ identificationId: result.identificationId, status: result.status }, "identification report applied");
      return reply.status(200).send(result);
    });
  });
}
