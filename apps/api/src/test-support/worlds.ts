import { generateTextPdf } from "./pdf-corpus.ts";
import { uniqueEmail } from "./factories.ts";
import type { Actor } from "./actors.ts";
import type { TestApp } from "./test-app.ts";

/** Uploads one generated PDF as the actor; returns the document id. */
export async function uploadPdfAs(testApp: TestApp, actor: Actor, title = "Contract"): Promise<string> {
  const bytes = await generateTextPdf({ pageCount: 1, title: `${title} ${crypto.randomUUID()}` });
  const response = await testApp.request({ method: "POST", url: "/api/v3/documents", token: actor.token, payload: { title, content: Buffer.from(bytes).toString("base64") } });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { documents: { id: string }[] }).documents[0]?.id ?? "";
}

/** Reads the guest id of a direct link from the invitation mailed to `email` for request `requestId`. */
export async function readGuestId(testApp: TestApp, email: string, requestId: string): Promise<string> {
  const links = (await testApp.mailsTo(email)).flatMap((mail) => mail.links);
  const guestId = links.map((link) => new RegExp(`/view/${requestId}/([A-Za-z0-9_-]{43})$`).exec(link)?.[1]).find(Boolean);
  if (!guestId) throw new Error(`no direct link mailed to ${email}`);
  return guestId;
}

/** An owner's sent simple-signature request with one guest (a signer without an account). */
export async function seedGuestRequest(testApp: TestApp, owner: Actor): Promise<{ requestId: string; documentId: string; signerId: string; guestId: string; guestEmail: string }> {
  const documentId = await uploadPdfAs(testApp, owner);
  const guestEmail = uniqueEmail("guest");
  const created = await testApp.request({
    method: "POST",
    url: "/api/v3/signature-requests",
    token: owner.token,
    payload: { title: "Guest contract", quality: "ses", documents: [documentId], signatures: [{ account_email: guestEmail }] },
  });
  if (created.statusCode !== 201) throw new Error(`request not created: ${created.statusCode} ${created.body}`);
  const view = created.json() as { id: string; signers: { id: string; email: string }[] };
  const initiated = await testApp.request({ method: "POST", url: `/api/v3/signature-requests/${view.id}/initiate`, token: owner.token });
  if (initiated.statusCode !== 200) throw new Error(`request not sent: ${initiated.statusCode} ${initiated.body}`);
  const signerId = view.signers.find((signer) => signer.email === guestEmail)?.id ?? "";
  return { requestId: view.id, documentId, signerId, guestId: await readGuestId(testApp, guestEmail, view.id), guestEmail };
}
