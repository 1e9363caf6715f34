import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { enrolQualifiedCredential } from "./qualified-credential.ts";
import type { IdentityProvider } from "./protocol/identity-provider.ts";
import { grantIdentityToUser } from "./grant-identity.ts";
import { identificationReportSchema, type IdentificationReport } from "./protocol/report.ts";
import { checkReportSignature } from "./protocol/report-signature.ts";
import { identityColumns, lockIdentification, noteRefusedReport, recordReportEvent, updateIdentification } from "./report-repository.ts";
import type { IdentificationRow } from "./repository.ts";

type Refusal = "identification_callback_replayed" | "identification_callback_wrong_person" | "identification_not_pending" | "not_found";

/**
 * Applies one report of the identity provider (docs/identification.md, "Reports"). Unsigned,
 * wrongly signed, late, replayed, for another person, or for a finished identification: it
 * changes nothing and is answered with its error; the refusal is noted on the identification
 * when the report is the provider's (validly signed), so the status page can say what happened.
 */
export async function applyIdentificationReport(
  context: PlatformContext,
  provider: IdentityProvider,
  rawBody: Buffer,
  signatureHeader: string | undefined,
): Promise<{ identificationId: string; status: IdentificationRow["status"] }> {
  const now = context.clock.now();
  const check = checkReportSignature(provider.callbackSecret, signatureHeader, rawBody, now.getTime(), context.config.IDENT_CALLBACK_TOLERANCE_SECONDS);
  if (check.verdict === "unsigned") throw new AppError("identification_callback_unsigned");
  if (check.verdict === "invalid") throw new AppError("identification_callback_signature_invalid");
  const report = parseReport(rawBody);
  if (check.verdict === "late") {
    await noteRefusedReport(context.db, report.identificationId, "identification_callback_late", now);
    throw new AppError("identification_callback_late", { signedAt: new Date(check.timestampSeconds * 1000).toISOString() });
  }
  type Outcome = { refusal: Refusal; row?: IdentificationRow } | { applied: Awaited<ReturnType<typeof applyToRow>> };
  const result = await context.db.transaction().execute(async (trx): Promise<Outcome> => {
    if (!(await recordReportEvent(trx, { eventId: report.eventId, identificationId: report.identificationId, outcome: "received", at: now }))) {
      return { refusal: "identification_callback_replayed" };
    }
    const row = await lockIdentification(trx, report.identificationId);
    if (!row || row.provider_session_id !== report.sessionId) return { refusal: "not_found" };
    if (row.reference !== report.reference) return { refusal: "identification_callback_wrong_person", row };
    if (row.status !== "initialized" && row.status !== "inprogress") return { refusal: "identification_not_pending", row };
    return { applied: await applyToRow(trx, provider, row, report, now) };
  });
  if ("refusal" in result) {
    if (result.refusal !== "not_found") await noteRefusedReport(context.db, report.identificationId, result.refusal, now);
    throw new AppError(result.refusal, result.refusal === "identification_not_pending" ? { status: result.row?.status } : {});
  }
  const { row, status, identity } = result.applied;
  // After the commit, as a trust service would after the identification: a qualified credential.
  if (status === "success" && row.user_id && identity) await enrolQualifiedCredential(context, row.user_id, identity);
  return { identificationId: row.id, status };
}

function parseReport(rawBody: Buffer): IdentificationReport {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString("utf8")) as unknown;
  } catch {
    throw new AppError("identification_callback_invalid", { reason: "The body is not JSON" });
  }
  const parsed = identificationReportSchema.safeParse(json);
  if (!parsed.success) throw new AppError("identification_callback_invalid", { reason: parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ") });
  return parsed.data;
}

async function applyToRow(trx: JobExecutor, provider: IdentityProvider, row: IdentificationRow, report: IdentificationReport, now: Date) {
  const base = { appointment_status: report.appointmentStatus, updated_at: now, rejected_callback_code: null, rejected_callback_at: null };
  if (report.appointmentStatus === "failure") {
    await updateIdentification(trx, row.id, { ...base, status: "failure", outcome: report.reason === "abandoned" ? "abandoned" : "failed", completed_at: now });
    return { row, status: "failure" as const, identity: undefined };
  }
  if (report.appointmentStatus !== "success" || !report.identity) {
    const status = report.appointmentStatus === "inprogress" ? "inprogress" : row.status;
    await updateIdentification(trx, row.id, { ...base, status });
    return { row, status, identity: undefined };
  }
  const identity = report.identity;
  if (row.user_id) {
    const verdict = await grantIdentityToUser(trx, { userId: row.user_id, legislation: row.legislation, providerName: provider.name, identity, now, firstMustMatchAccount: false });
    if (verdict === "serial_number_mismatch") {
      // A later identification naming someone else: the serial-number mismatch, no QES.
      await updateIdentification(trx, row.id, { ...base, ...identityColumns(identity), status: "failure", outcome: "serial_number_mismatch", completed_at: now });
      return { row, status: "failure" as const, identity: undefined };
    }
  }
  await updateIdentification(trx, row.id, { ...base, ...identityColumns(identity), status: "success", outcome: "completed", completed_at: now });
  return { row, status: "success" as const, identity };
}
