import type { PlatformContext } from "../../platform/context.ts";
import type { ErrorReporter } from "../../platform/errors/error-reporting.ts";
import type { RenewalBatch } from "./service.ts";

export const RENEWAL_FAILED_MAIL = "operator-archive-renewal-failed";

/**
 * Tells the operator what renewal could not do: each failure goes to error reporting (Sentry
 * when configured) and the log, and one mail per sweep lists them at OPERATOR_ALERT_EMAIL. The
 * mail is for the operator, in English, like the log.
 */
export async function alertOperatorOfFailures(context: PlatformContext, errorReporter: ErrorReporter | undefined, batch: Pick<RenewalBatch, "failed" | "notCured">): Promise<void> {
  const failures = batch.failed;
  if (failures.length === 0 && batch.notCured.length === 0) return;
  if (batch.notCured.length > 0) {
    context.log.error({ documents: batch.notCured.map((renewal) => renewal.documentId) }, "archive time-stamps renewed with an authority certificate that has the same problem");
  }
  for (const failure of failures) {
    context.log.error({ documentId: failure.documentId, version: failure.version, reason: failure.reason, attempts: failure.attempts, error: failure.error }, "archive time-stamp renewal failed");
    errorReporter?.report(new Error(`Archive time-stamp renewal failed: ${failure.error}`), { requestId: `archive-renewal:${failure.documentId}`, method: "JOB", route: "archive-time-stamp-renewal" });
  }
  const to = context.config.OPERATOR_ALERT_EMAIL;
  if (!to) return;
  const givenUp = failures.filter((failure) => failure.isGivenUp).length;
  await context.mailer.queueContent(context.db, {
    to,
    template: RENEWAL_FAILED_MAIL,
    lang: "en-gb",
    content: {
      subject: `Paraph: ${failures.length + batch.notCured.length} archive time-stamp renewal${failures.length + batch.notCured.length === 1 ? "" : "s"} need${failures.length + batch.notCured.length === 1 ? "s" : ""} attention`,
      heading: "Archive time-stamp renewal needs attention",
      paragraphs: [
        ...(failures.length > 0
          ? [`Renewing the archive time-stamp failed for ${failures.length} document${failures.length === 1 ? "" : "s"}${givenUp > 0 ? `; ${givenUp} will not be tried again automatically` : ""}. Their evidence stays as it is until a renewal succeeds.`]
          : []),
        ...(batch.notCured.length > 0
          ? [
              `${batch.notCured.length} document${batch.notCured.length === 1 ? " was" : "s were"} renewed, but the time-stamp authority's certificate has the same problem (it ends within LTV_RENEWAL_MARGIN_DAYS, or uses a weak algorithm): they are not renewed again for that reason until the authority's certificate is replaced.`,
            ]
          : []),
        ...failures.slice(0, 20).map((failure) => `Document ${failure.documentId} (version ${failure.version}, ${failure.reason}, attempt ${failure.attempts}): ${failure.error}`),
        "Check the time-stamp authority (SIGNING_TSA_URL) and the log, then run `paraph renew --dry-run` to see what is due and `paraph renew --now` to try again (docs/signing.md, Long-term validity).",
      ],
    },
  });
}
