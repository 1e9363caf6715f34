import type { TestApp } from "../../test-support/test-app.ts";
import { createUser, loginAs } from "../../test-support/factories.ts";
import type { Guest } from "../direct-sign/test-helpers.ts";
import { callRequest, parseRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";

/** The newest TAN texted to `mobile` (the outbox keeps texts as mails to the number). */
export async function lastTan(testApp: TestApp, mobile: string): Promise<{ code: string; text: string }> {
  const [sms] = await testApp.mailsTo(mobile);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? "")?.[1];
  if (!code || !sms) throw new Error(`no TAN sent to ${mobile}`);
  return { code, text: sms.text };
}

/** A signed-in user with a mobile number confirmed by TAN (AES; QES also needs an identification). */
export async function userWithMobile(testApp: TestApp, mobile: string, fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(testApp, fields);
  const token = await loginAs(testApp, user);
  await callRequest(testApp, token, "POST", "/v1/user/mobile/send-tan", { mobile });
  await callRequest(testApp, token, "POST", "/v1/user/mobile/confirm", { tan: (await lastTan(testApp, mobile)).code });
  return { user, token };
}

/** A guest (no account) invited by `senderToken` to a sent QES request under `legislation`, with their direct link from the outbox. */
export async function invitedQualifiedGuest(testApp: TestApp, senderToken: string, legislation: "eidas" | "zertes"): Promise<Guest> {
  const email = `guest.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const [documentId] = await uploadDocuments(testApp, senderToken, 1);
  const created = await callRequest(testApp, senderToken, "POST", "/v3/signature-requests", { title: "Guest", quality: "qes", legislation, documents: [documentId], signatures: [{ account_email: email }] });
  const requestId = String(created.body.id);
  await callRequest(testApp, senderToken, "POST", `/v3/signature-requests/${requestId}/initiate`);
  const view = parseRequest((await callRequest(testApp, senderToken, "GET", `/v3/signature-requests/${requestId}`)).body);
  const secret = (await testApp.mailsTo(email)).flatMap((mail) => mail.links).map((link) => /\/sendto\/([A-Za-z0-9_-]{43})$/.exec(link)?.[1]).find(Boolean) ?? "";
  return { email, guestId: secret, requestId, signerId: view.signers[0]?.id ?? "" };
}

/** A sent QES request under `legislation` with one document, in which the sender signs (a field on page 1). */
export async function ownQualifiedRequest(testApp: TestApp, token: string, email: string, title: string, legislation: "eidas" | "zertes"): Promise<{ requestId: string; documentId: string }> {
  const [documentId = ""] = await uploadDocuments(testApp, token, 1);
  const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", {
    title,
    quality: "qes",
    legislation,
    documents: [documentId],
    signatures: [{ account_email: email, document_signatures: [{ document_id: documentId, page: 1, x: 40, y: 680, width: 220, height: 90 }] }],
  });
  const requestId = String(created.body.id);
  await callRequest(testApp, token, "POST", `/v3/signature-requests/${requestId}/initiate`);
  return { requestId, documentId };
}
