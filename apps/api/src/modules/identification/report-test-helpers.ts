import type { TestApp } from "../../test-support/test-app.ts";
import { IDENTIFICATION_CALLBACK_PATH } from "./protocol/report.ts";
import { REPORT_SIGNATURE_HEADER, signReport } from "./protocol/report-signature.ts";

/** The identification's session and reference, as the provider knows them from the session request. */
export async function sessionOf(testApp: TestApp, id: string) {
  return testApp.context.db.selectFrom("identifications").select(["provider_session_id", "reference"]).where("id", "=", id).executeTakeFirstOrThrow();
}

/** The key the embedded demo identity provider signs with: Paraph's IDENT_CALLBACK_SECRET, as with any partner. */
export function callbackSecret(testApp: TestApp): string {
  const secret = testApp.context.config.IDENT_CALLBACK_SECRET;
  if (!secret) throw new Error("The test app runs the embedded demo identity provider");
  return secret;
}

/** Posts a report as the provider would (or as an impostor would, with `secret`/`timestamp`/`header` changed). */
export async function postReport(testApp: TestApp, report: object, options: { secret?: string; timestampSeconds?: number; header?: string | null } = {}) {
  const body = JSON.stringify(report);
  const secret = options.secret ?? callbackSecret(testApp);
  const timestamp = options.timestampSeconds ?? Math.floor(testApp.clock.now().getTime() / 1000);
  const header = options.header === undefined ? signReport(secret, body, timestamp) : options.header;
  const response = await testApp.request({
    method: "POST",
    url: IDENTIFICATION_CALLBACK_PATH,
    headers: { "content-type": "application/json", ...(header !== null ? { [REPORT_SIGNATURE_HEADER]: header } : {}) },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** A success report of the identification's own session, naming Anna Muster unless overridden. */
export async function successReport(testApp: TestApp, id: string, overrides: object = {}) {
  const session = await sessionOf(testApp, id);
  return {
    eventId: `evt_${crypto.randomUUID()}`,
    sessionId: session.provider_session_id,
    identificationId: id,
    reference: session.reference,
    appointmentStatus: "success",
    identity: { firstName: "Anna", lastName: "Muster", dateOfBirth: "1988-03-14", documentNumber: "C4X9R2T7K" },
    ...overrides,
  };
}
