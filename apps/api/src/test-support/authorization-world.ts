import sharp from "sharp";
import { addAttachment } from "../modules/documents/index.ts";
import { addToBusiness } from "../modules/businesses/test-helpers.ts";
import { provisionTestSeal } from "../modules/seals/test-helpers.ts";
import { invitationTokenOf } from "../modules/signature-requests/index.ts";
import { guestAuthorization } from "../modules/direct-sign/test-helpers.ts";
import { createActor, type Actor } from "./actors.ts";
import { uniqueEmail } from "./factories.ts";
import type { TestApp } from "./test-app.ts";
import { readGuestId, uploadPdfAs } from "./worlds.ts";

/** Everyone the authorization matrix asks on behalf of, in the order each row asks them. */
export const ROLES = ["anonymous", "rival", "stranger", "guest", "observer", "member", "signer", "admin", "owner"] as const;
export type Role = (typeof ROLES)[number];

/**
 * One seeded world: the owner's sent request with a signer, an observer and a guest (a signer
 * without an account), its document and attachment; the owner's visual signature; business A
 * (admin, member, and the owner as a member) with a seal, a logo, a domain and a pending
 * invitation; business B with its own admin (the rival); and a stranger in nothing at all.
 * `markers` are strings only an insider may ever see in an answer.
 */
export interface AuthorizationWorld {
  actors: Record<Exclude<Role, "anonymous" | "guest">, Actor> & { spare: Actor; invitee: Actor };
  guest: { guestId: string; requestId: string; email: string; signerId: string };
  requestId: string;
  documentId: string;
  spareDocumentId: string;
  signerId: string;
  observerId: string;
  attachmentId: string;
  visualSignatureId: string;
  businessId: string;
  rivalBusinessId: string;
  sealName: string;
  /** The username of business A's API user (docs/api-users.md). */
  apiUsername: string;
  domain: string;
  inviteId: string;
  signerGroupId: string;
  /** The owner's template shared with business A, one document of it, and its direct link's token (docs/templates.md). */
  templateId: string;
  templateDocumentId: string;
  templateLinkToken: string;
  /** A bulk send of the owner's from that template (docs/bulk-send.md), with one row. */
  bulkSendId: string;
  sendtoToken: string;
  /** Business A's webhook endpoint, and one delivery of it (the owner's request's events go to it). */
  webhookId: string;
  deliveryId: string;
  markers: string[];
}

export async function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: "#224466" } }).png().toBuffer();
}

async function expectStatus<R extends { statusCode: number; body: string }>(promise: Promise<R>, status: number, what: string): Promise<R> {
  const response = await promise;
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

export async function seedAuthorizationWorld(testApp: TestApp): Promise<AuthorizationWorld> {
  const tag = crypto.randomUUID().slice(0, 8);
  const actor = (firstName: string, lastName: string) => createActor(testApp, { firstName, lastName, email: uniqueEmail(firstName.toLowerCase()) });
  const [owner, signer, observer, stranger, member, admin, rival, spare, invitee] = await Promise.all([
    actor("Olivia", "Owner"),
    actor("Sami", "Signer"),
    actor("Oscar", "Observer"),
    actor("Stella", "Stranger"),
    actor("Max", "Member"),
    actor("Ada", "Admin"),
    actor("Rita", "Rival"),
    actor("Spare", "Member"),
    actor("Ivo", "Invitee"),
  ]);
  const request = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    testApp.request({ method, url: `/api${url}`, token, ...(payload ? { payload } : {}) });

  const businessName = `Matrix ${tag} AG`;
  const business = await expectStatus(
    request("POST", "/v2/businesses", admin.token, { name: businessName, email: "office@muster.ch", phone: "044 123 4567", gtc_accepted: true, dpa_accepted: true }),
    201,
    "business",
  );
  const businessId = (business.json() as { id: string }).id;
  const rivalBusiness = await expectStatus(
    request("POST", "/v2/businesses", rival.token, { name: `Rival ${tag} AG`, email: "office@rival.ch", phone: "044 765 4321", gtc_accepted: true, dpa_accepted: true }),
    201,
    "rival business",
  );
  for (const user of [member, owner, spare]) await addToBusiness(testApp, businessId, user.userId);
  const sealName = `seal-${tag}`;
  await provisionTestSeal(testApp, businessId, sealName, `Matrix ${tag} Seal`);
  const png = await tinyPng();
  await expectStatus(testApp.request({ method: "POST", url: `/api/v1/businesses/${businessId}/logo`, token: admin.token, headers: { "content-type": "image/png" }, payload: png }), 200, "logo");
  await expectStatus(
    testApp.request({ method: "POST", url: `/api/v1/businesses/${businessId}/seals/${sealName}/image`, token: admin.token, headers: { "content-type": "image/png" }, payload: png }),
    200,
    "seal image",
  );
  const domain = "example.ch";
  await expectStatus(request("POST", `/v1/businesses/${businessId}/domains`, admin.token, { domain }), 200, "domain");
  const invited = await expectStatus(request("POST", `/v1/businesses/${businessId}/members`, admin.token, { users: [invitee.email] }), 200, "invitation");
  const inviteId = (invited.json() as { invited: { id: string }[] }).invited[0]?.id ?? "";
  const apiUserDescription = `Matrix integration ${tag}`;
  const apiUser = await expectStatus(request("POST", `/v1/businesses/${businessId}/apis`, admin.token, { description: apiUserDescription }), 201, "API user");
  const apiUsername = (apiUser.json() as { username: string }).username;
  const signerGroupName = `Matrix group ${tag}`;
  const signerGroup = await expectStatus(request("POST", "/v3/groups", admin.token, { name: signerGroupName, members: [{ email: owner.email }] }), 201, "signer group");
  const signerGroupId = (signerGroup.json() as { id: string }).id;

  const webhook = await expectStatus(
    request("POST", `/v1/businesses/${businessId}/webhooks`, admin.token, { url: `https://hooks.receiver.example/matrix-${tag}`, events: ["signature_request.created"] }),
    201,
    "webhook",
  );
  const webhookId = (webhook.json() as { id: string }).id;

  const templateTitle = `Matrix template ${tag}`;
  const templateDocumentId = await uploadPdfAs(testApp, owner, `Matrix template document ${tag}`);
  const template = await expectStatus(
    request("POST", "/v3/templates", owner.token, { title: templateTitle, shared: true, documents: [templateDocumentId], roles: [{ name: "Signer" }, { name: "Approver" }] }),
    201,
    "template",
  );
  const templateId = (template.json() as { id: string }).id;
  const templateLink = await expectStatus(
    request("POST", `/v3/templates/${templateId}/direct-link`, owner.token, { openRole: "Signer", roles: { Approver: { email: admin.email } } }),
    201,
    "template link",
  );

  const bulkSend = await expectStatus(
    testApp.request({
      method: "POST",
      url: `/api/v3/templates/${templateId}/bulk-sends`,
      token: owner.token,
      headers: { "content-type": "text/csv" },
      payload: Buffer.from("Signer.email,Approver.email\nbulk.signer@example.ch,bulk.approver@example.ch\n"),
    }),
    202,
    "bulk send",
  );

  const requestTitle = `Matrix contract ${tag}`;
  const documentId = await uploadPdfAs(testApp, owner, `Matrix document ${tag}`);
  const spareDocumentId = await uploadPdfAs(testApp, owner, `Matrix spare ${tag}`);
  const guestEmail = uniqueEmail("matrix-guest");
  const created = await expectStatus(
    request("POST", "/v3/signature-requests", owner.token, {
      title: requestTitle,
      quality: "ses",
      documents: [documentId],
      signatures: [{ account_email: signer.email }, { account_email: guestEmail }],
    }),
    201,
    "request",
  );
  const view = created.json() as { id: string; signers: { id: string; email: string }[] };
  const requestId = view.id;
  const observed = await expectStatus(request("POST", `/v3/signature-requests/${requestId}/observers`, owner.token, { email: observer.email }), 200, "observer");
  const observerId = (observed.json() as { observers: { id: string; email: string }[] }).observers.find((entry) => entry.email === observer.email)?.id ?? "";
  await expectStatus(request("POST", `/v3/signature-requests/${requestId}/initiate`, owner.token), 200, "initiate");
  const signerId = view.signers.find((entry) => entry.email === signer.email)?.id ?? "";
  const guestSignerId = view.signers.find((entry) => entry.email === guestEmail)?.id ?? "";
  const guestId = await readGuestId(testApp, guestEmail, requestId);
  const attachment = await addAttachment(testApp.context, { userId: owner.userId, sessionId: "matrix" }, {
    requestId,
    fileName: `matrix-${tag}.txt`,
    contentType: "text/plain",
    source: Buffer.from(`attachment ${tag}`),
  });
  const visualSignatureName = `Olivia ${tag}`;
  const visual = await expectStatus(request("POST", "/v1/user/visual-signatures", owner.token, { name: visualSignatureName }), 201, "visual signature");
  const visualSignatureId = (visual.json() as { id: string }).id;
  await expectStatus(
    testApp.request({ method: "POST", url: `/api/v1/images/signature/${visualSignatureId}`, token: owner.token, headers: { "content-type": "image/png" }, payload: png }),
    200,
    "signature image",
  );

  return {
    actors: { owner, signer, observer, stranger, member, admin, rival, spare, invitee },
    guest: { guestId, requestId, email: guestEmail, signerId: guestSignerId },
    requestId,
    documentId,
    spareDocumentId,
    signerId,
    observerId,
    attachmentId: attachment.id,
    visualSignatureId,
    businessId,
    rivalBusinessId: (rivalBusiness.json() as { id: string }).id,
    sealName,
    apiUsername,
    domain,
    inviteId,
    signerGroupId,
    templateId,
    templateDocumentId,
    templateLinkToken: (templateLink.json() as { token: string }).token,
    bulkSendId: (bulkSend.json() as { id: string }).id,
    sendtoToken: await invitationTokenOf(testApp.context, guestSignerId),
    webhookId,
    deliveryId: (await testApp.context.db.selectFrom("webhook_deliveries").select("id").where("webhook_id", "=", webhookId).executeTakeFirstOrThrow()).id,
    markers: [`matrix-${tag}`, requestTitle, `Matrix document ${tag}`, businessName, apiUserDescription, apiUsername, signerGroupName, templateTitle, `Matrix template document ${tag}`, visualSignatureName, `matrix-${tag}.txt`, owner.email, signer.email, guestEmail],
  };
}

/** The Authorization header a role sends: a session, a guest's direct link, or none. */
export function authorizationOf(world: AuthorizationWorld, role: Role): Record<string, string> {
  if (role === "anonymous") return {};
  if (role === "guest") return { authorization: guestAuthorization(world.guest) };
  return { authorization: `Bearer ${world.actors[role].token}` };
}
