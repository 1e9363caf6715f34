import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, authorizationOf, seedAuthorizationWorld, tinyPng, type AuthorizationWorld, type Role } from "../test-support/authorization-world.ts";
import { readOpenApiOperations, type OpenApiOperation } from "../test-support/openapi-operations.ts";
import { STRONG_PASSWORD } from "../test-support/factories.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";

/**
 * Issue 12, standing suite 3: every operation with an id in its path, asked by everyone who
 * might ask. One seeded world (see authorization-world.ts); the table below is the expected
 * status per role. Beyond the table, one rule holds for every row: whoever is outside the row's
 * scope gets 400, 401 or 404 (never 2xx, never 403, which would confirm the resource exists)
 * and no answer to them names anything of the world. A path-id operation in the OpenAPI
 * document without a row fails the suite, so the matrix grows with the API.
 *
 * Columns: the roles in the order each row asks them, outsiders first and the owner last, so a
 * change made by an insider (withdraw, delete) cannot hide an outsider's answer. Each row that
 * is not a GET runs on a fresh world. Column heads: anon(ymous), rival (admin of business B),
 * str(an)g(e)r, guest, obs(erver), m(e)mb(e)r, sign(e)r, admin (of business A), owner.
 * Scopes (who may know the resource exists):
 *   request   owner, signer, observer, guest     business  owner (a member), member, admin
 *   owner     owner only                          guest     the guest, through their direct link
 *   users     every signed-in role: public business branding, and /sendto links, which are
 *             secrets mailed to one signer that whoever holds them may claim
 *             (docs/signature-requests.md: "anyone holding the invitation link")
 *   self      everyone (the path names the caller's own thing, not someone else's)
 *   nobody    no one (ids that exist for none of the roles)
 */
const SCOPES: Record<string, readonly Role[]> = {
  request: ["owner", "signer", "observer", "guest"],
  business: ["owner", "member", "admin"],
  owner: ["owner"],
  guest: ["guest"],
  users: ["rival", "stranger", "observer", "member", "signer", "admin", "owner"],
  self: ROLES,
  nobody: [],
};

const MATRIX = `
# operation                                                            anon rival strgr guest   obs membr signr admin owner   scope
GET    /v1/businesses/:id                                               401   404   404   401   404   200   404   200   200   business
PUT    /v1/businesses/:id                                               401   404   404   401   404   403   404   200   403   business
GET    /v1/businesses/:id/admins                                        401   404   404   401   404   200   404   200   200   business
POST   /v1/businesses/:id/change-to-admins                              401   404   404   401   404   403   404   200   403   business
POST   /v1/businesses/:id/change-to-members                             401   404   404   401   404   403   404   200   403   business
POST   /v1/businesses/:id/domains                                       401   404   404   401   404   403   404   200   403   business
DELETE /v1/businesses/:id/domains/:domain                               401   404   404   401   404   403   404   200   403   business
GET    /v1/businesses/:id/sso                                           401   404   404   401   404   403   404   200   403   business
PUT    /v1/businesses/:id/sso                                           401   404   404   401   404   403   404   200   403   business
DELETE /v1/businesses/:id/sso                                           401   404   404   401   404   403   404   204   403   business
DELETE /v1/businesses/:id/invitations/:inviteId                         401   404   404   401   404   403   404   204   403   business
DELETE /v1/businesses/:id/logo                                          401   404   404   401   404   403   404   200   403   business
POST   /v1/businesses/:id/logo                                          401   404   404   401   404   403   404   200   403   business
GET    /v1/businesses/:id/logo                                          401   200   200   401   200   200   200   200   200   users
GET    /v1/businesses/:id/apis                                          401   404   404   401   404   403   404   200   403   business
POST   /v1/businesses/:id/apis                                          401   404   404   401   404   403   404   201   403   business
DELETE /v1/businesses/:id/apis/:username                                401   404   404   401   404   403   404   204   403   business
PUT    /v1/businesses/:id/apis/:username                                401   404   404   401   404   403   404   200   403   business
PUT    /v1/businesses/:id/apis/:username/reset                          401   404   404   401   404   403   404   200   403   business
GET    /v1/businesses/:id/members                                       401   404   404   401   404   200   404   200   200   business
POST   /v1/businesses/:id/members                                       401   404   404   401   404   403   404   200   403   business
POST   /v1/businesses/:id/remove-members                                401   404   404   401   404   403   404   200   403   business
GET    /v1/businesses/:id/seals                                         401   404   404   401   404   200   404   200   200   business
GET    /v1/businesses/:id/seals/:seal                                   401   404   404   401   404   200   404   200   200   business
PUT    /v1/businesses/:id/seals/:seal                                   401   404   404   401   404   403   404   200   403   business
DELETE /v1/businesses/:id/seals/:seal/image                             401   404   404   401   404   403   404   200   403   business
GET    /v1/businesses/:id/seals/:seal/image                             401   404   404   401   404   200   404   200   200   business
POST   /v1/businesses/:id/seals/:seal/image                             401   404   404   401   404   403   404   200   403   business
DELETE /v1/businesses/:id/seals/:seal/members                           401   404   404   401   404   403   404   200   403   business
POST   /v1/businesses/:id/seals/:seal/members                           401   404   404   401   404   403   404   200   403   business
POST   /v1/businesses/:id/cancel-trial                                  401   404   404   401   404   403   404   200   403   business
PUT    /v2/businesses/:id/base                                          401   404   404   401   404   403   404   409   403   business
PUT    /v2/businesses/:id/billing                                       401   404   404   401   404   403   404   200   403   business
POST   /v2/businesses/:id/chargebee/portal_session                      401   404   404   401   404   403   404   409   403   business
GET    /v2/businesses/:id/customextras                                  401   404   404   401   404   403   404   200   403   business
GET    /v2/businesses/:id/stripe/cpsession                              401   404   404   401   404   403   404   200   403   business
GET    /v2/businesses/:id/subscriptions/coupons/referral_code           401   404   404   401   404   403   404   200   403   business
POST   /v2/businesses/:id/subscriptions/coupons/validate_promo          401   404   404   401   404   403   404   422   403   business
GET    /v2/businesses/:id/subscriptions/invoices                        401   404   404   401   404   403   404   200   403   business
PUT    /v2/businesses/:id/subscriptions/seats                           401   404   404   401   404   403   404   409   403   business
POST   /v2/businesses/:id/subscriptions/seats/preview                   401   404   404   401   404   403   404   409   403   business
POST   /v2/businesses/:id/subscriptions/stripe_setup_intent             401   404   404   401   404   403   404   200   403   business
PUT    /v2/businesses/:id/subscriptions/upgrade                         401   404   404   401   404   403   404   402   403   business
POST   /v2/businesses/:id/subscriptions/upgrade/preview                 401   404   404   401   404   403   404   200   403   business
GET    /v2/businesses/:id/subscriptions/usage                           401   404   404   401   404   403   404   200   403   business
GET    /v1/businesses/:id/webhooks                                      401   404   404   401   404   403   404   200   403   business
POST   /v1/businesses/:id/webhooks                                      401   404   404   401   404   403   404   201   403   business
DELETE /v1/businesses/:id/webhooks/:webhookId                           401   404   404   401   404   403   404   204   403   business
PUT    /v1/businesses/:id/webhooks/:webhookId                           401   404   404   401   404   403   404   200   403   business
GET    /v1/businesses/:id/webhooks/:webhookId/deliveries                401   404   404   401   404   403   404   200   403   business
POST   /v1/businesses/:id/webhooks/:webhookId/deliveries/:deliveryId/resend 401 404 404   401   404   403   404   201   403   business
POST   /v1/businesses/:id/webhooks/:webhookId/roll-secret               401   404   404   401   404   403   404   200   403   business
POST   /v1/businesses/:id/webhooks/:webhookId/test                      401   404   404   401   404   403   404   201   403   business
GET    /v1/businesses/:id/settings                                      401   404   404   401   404   200   404   200   200   business
PUT    /v1/businesses/:id/settings                                      401   404   404   401   404   403   404   200   403   business
DELETE /v1/direct/user/identification/:provider/:method                 401   401   401   404   401   401   401   401   401   self
GET    /v1/direct/user/identification/:provider/:method                 401   401   401   404   401   401   401   401   401   self
POST   /v1/direct/user/identification/:provider/:method                 401   401   401   201   401   401   401   401   401   self
GET    /v1/direct/user/identification/payment/:id                       401   401   401   404   401   401   401   401   401   nobody
GET    /v1/direct/user/identification/by-id/:id                         401   401   401   404   401   401   401   401   401   nobody
DELETE /v1/groups/:id                                                   401   404   404   401   404   403   404   204   404   business
DELETE /v1/images/signature/:id                                         401   404   404   401   404   404   404   404   200   owner
GET    /v1/images/signature/:id                                         401   404   404   401   404   404   404   404   200   owner
POST   /v1/images/signature/:id                                         401   404   404   401   404   404   404   404   200   owner
POST   /v1/user/business-invitations/:id/accept                         401   404   404   401   404   404   404   404   404   nobody
POST   /v1/user/business-invitations/:id/decline                        401   404   404   401   404   404   404   404   404   nobody
DELETE /v1/user/identification/:provider/:method                        401   400   400   401   400   400   400   400   404   self
GET    /v1/user/identification/:provider/:method                        401   404   404   401   404   404   404   404   404   self
POST   /v1/user/identification/:provider/:method                        401   404   404   401   201   404   201   404   201   request
GET    /v1/user/identification/payment/:id                              401   404   404   401   404   404   404   404   404   nobody
POST   /v1/user/identification/payment/:id                              401   404   404   401   404   404   404   404   404   nobody
GET    /v1/user/identification/by-id/:id                                401   404   404   401   404   404   404   404   404   nobody
DELETE /v1/user/visual-signatures/:id                                   401   404   404   401   404   404   404   404   204   owner
GET    /v1/user/visual-signatures/:id                                   401   404   404   401   404   404   404   404   200   owner
PUT    /v1/user/visual-signatures/:id                                   401   404   404   401   404   404   404   404   200   owner
DELETE /v2/businesses/:id                                               401   404   404   401   404   403   404   200   403   business
GET    /v2/businesses/:id/aes4biz                                       401   404   404   401   404   403   404   200   403   business
PUT    /v2/businesses/:id/aes4biz                                       401   404   404   401   404   403   404   200   403   business
GET    /v2/businesses/:id/activities/accounts                           401   404   404   401   404   403   404   200   403   business
GET    /v2/businesses/:id/activities/deletions                          401   404   404   401   404   403   404   200   403   business
GET    /v2/businesses/:id/activities/identifications                    401   404   404   401   404   403   404   200   403   business
GET    /v2/businesses/:id/activities/identifications/export             401   404   404   401   404   403   404   200   403   business
GET    /v2/businesses/:id/activities/signatures                         401   404   404   401   404   403   404   200   403   business
GET    /v2/businesses/:id/activities/signatures/export                  401   404   404   401   404   403   404   200   403   business
GET    /v2/businesses/:id/invitations                                   401   404   404   401   404   200   404   200   200   business
GET    /v2/businesses/:id/public-information                            401   200   200   401   200   200   200   200   200   users
GET    /v2/businesses/:id/statistics                                    401   404   404   401   404   403   404   200   403   business
POST   /v2/businesses/:id/revoke_delete                                 401   404   404   401   404   403   404   200   403   business
GET    /v2/direct/businesses/:id/logo                                   401   401   401   200   401   401   401   401   401   guest
GET    /v2/direct/businesses/:id/public-information                     401   401   401   200   401   401   401   401   401   guest
GET    /v3/direct/documents/:id                                         400   404   404   200   404   404   404   404   404   guest
GET    /v3/direct/documents/:id/download                                400   404   404   200   404   404   404   404   404   guest
GET    /v3/direct/documents/:id/pages/:n                                400   404   404   200   404   404   404   404   404   guest
GET    /v3/direct/signature-requests/:id                                401   401   401   200   401   401   401   401   401   guest
POST   /v3/direct/signature-requests/:id/decline                        401   401   401   200   401   401   401   401   401   guest
GET    /v3/direct/signature-requests/:id/events                         401   401   401   200   401   401   401   401   401   guest
GET    /v3/direct/signature-requests/:id/lock-status                    401   401   401   200   401   401   401   401   401   guest
GET    /v3/direct/signature-requests/:id/signatures/:sigId/signing-progress 401   401   401   200   401   401   401   401   401   guest
GET    /v3/direct/signature-requests/:id/zip                            400   404   404   200   404   404   404   404   404   guest
POST   /v3/direct/swisscom/proceed/:id                                  401   401   401   404   401   401   401   401   401   guest
DELETE /v3/documents/:id                                                401   404   404   401   404   404   404   404   409   request
GET    /v3/documents/:id                                                401   404   404   401   200   404   200   404   200   request
GET    /v3/documents/:id/download                                       401   404   404   401   200   404   200   404   200   request
GET    /v3/documents/:id/pages/:n                                       401   404   404   401   200   404   200   404   200   request
GET    /v3/mab/availability/:id                                         401   404   404   200   200   404   200   404   200   request
POST   /v3/mab/create-par/:id/signatures/:sigId                         401   404   404   404   404   404   201   404   404   request
POST   /v3/mab/redirect-sign/:id                                        401   404   404   404   404   404   404   404   404   nobody
POST   /v3/sendto/:id/claim                                             401   200   409   401   409   409   409   409   409   users
GET    /v3/sendto/:id/get-internal                                      401   200   200   401   200   200   200   200   200   users
DELETE /v3/signature-requests/:id                                       401   404   404   401   403   404   403   404   409   request
GET    /v3/signature-requests/:id                                       401   404   404   401   200   404   200   404   200   request
PUT    /v3/signature-requests/:id                                       401   404   404   401   403   404   403   404   409   request
DELETE /v3/signature-requests/:id/attachments/:attId                    401   404   404   401   404   404   404   404   204   owner
GET    /v3/signature-requests/:id/attachments/:attId                    401   404   404   401   404   404   404   404   200   owner
GET    /v3/signature-requests/:id/attachments/:attId/content            401   404   404   401   404   404   404   404   200   owner
POST   /v3/signature-requests/:id/decline                               401   404   404   401   403   404   200   404   403   request
POST   /v3/signature-requests/:id/delegate                              401   404   404   401   403   404   200   404   403   request
POST   /v3/signature-requests/:id/documents                             401   404   404   401   403   404   403   404   409   request
DELETE /v3/signature-requests/:id/documents/:docId                      401   404   404   401   403   404   403   404   409   request
GET    /v3/signature-requests/:id/events                                401   404   404   401   200   404   200   404   200   request
POST   /v3/signature-requests/:id/initiate                              401   404   404   401   403   404   403   404   409   request
GET    /v3/signature-requests/:id/lock-status                           401   404   404   401   200   404   200   404   200   request
POST   /v3/signature-requests/:id/observers                             401   404   404   401   403   404   403   404   200   request
DELETE /v3/signature-requests/:id/observers/:observerId                 401   404   404   401   403   404   403   404   200   request
POST   /v3/signature-requests/:id/remind                                401   404   404   401   403   404   403   404   200   request
GET    /v3/signature-requests/:id/evidence                              401   404   404   401   200   404   200   404   200   request
GET    /v3/signature-requests/:id/report                                401   404   404   401   200   404   200   404   200   request
POST   /v3/signature-requests/:id/signatures                            401   404   404   401   403   404   403   404   200   request
DELETE /v3/signature-requests/:id/signatures/:sigId                     401   404   404   401   403   404   403   404   200   request
PUT    /v3/signature-requests/:id/signatures/:sigId                     401   404   404   401   403   404   403   404   200   request
GET    /v3/signature-requests/:id/signatures/:sigId/ident-method        401   404   404   401   404   404   200   404   200   request
GET    /v3/signature-requests/:id/signatures/:sigId/status              401   404   404   401   200   404   200   404   200   request
GET    /v3/signature-requests/:id/signatures/:sigId/signing-progress    401   404   404   401   200   404   200   404   200   request
GET    /v3/signature-requests/:id/status                                401   404   404   401   200   404   200   404   200   request
POST   /v3/signature-requests/:id/withdraw                              401   404   404   401   403   404   403   404   200   request
GET    /v3/signature-requests/:id/zip                                   401   404   404   401   200   404   200   404   200   request
GET    /v3/groups/:id                                                   401   404   404   401   404   200   404   200   200   business
PUT    /v3/groups/:id                                                   401   404   404   401   404   403   404   200   403   business
GET    /v3/templates/:id                                                401   404   404   401   404   200   404   200   200   business
PUT    /v3/templates/:id                                                401   404   404   401   404   403   404   200   200   business
DELETE /v3/templates/:id                                                401   404   404   401   404   403   404   204   404   business
POST   /v3/templates/:id/signature-requests                             401   404   404   401   404   201   404   201   201   business
POST   /v3/templates/:id/direct-link                                    401   404   404   401   404   403   404   201   201   business
DELETE /v3/templates/:id/direct-link                                    401   404   404   401   404   403   404   204   204   business
GET    /v3/templates/:id/documents/:docId/pages/:n                      401   404   404   401   404   200   404   200   200   business
POST   /v3/templates/:id/bulk-sends                                     401   404   404   401   404   202   404   202   202   business
POST   /v3/templates/:id/bulk-sends/dry-run                             401   404   404   401   404   200   404   200   200   business
GET    /v3/templates/:id/bulk-sends                                     401   404   404   401   404   200   404   200   200   business
GET    /v3/bulk-sends/:id                                               401   404   404   401   404   404   404   200   200   business
GET    /v3/bulk-sends/:id/errors.csv                                    401   404   404   401   404   404   404   200   200   business
GET    /v3/bulk-sends/:id/failed-rows                                   401   404   404   401   404   404   404   200   200   business
POST   /v3/signature-requests/:id/embedded-signing                      401   404   404   401   404   404   404   404   422   owner
POST   /v3/embedded-signing/:token/open                                 404   404   404   404   404   404   404   404   404   nobody
GET    /v3/template-links/:token                                        200   200   200   200   200   200   200   200   200   self
POST   /v3/template-links/:token/start                                  201   201   201   201   201   201   201   201   201   self
POST   /v3/template-links/:token/confirm                                404   404   404   404   404   404   404   404   404   nobody
POST   /v3/swisscom/proceed/:id                                         401   404   404   401   404   404   404   404   404   nobody
POST   /resend/:id                                                      401   404   404   404   404   404   404   404   404   nobody
POST   /respond/:id                                                     401   404   404   404   404   404   404   404   404   nobody
POST   /cancel/:id                                                      401   404   404   404   404   404   404   404   404   nobody
`;

interface Row {
  key: string;
  method: OpenApiOperation["method"];
  path: string;
  expected: Record<Role, number>;
  scope: string;
}

function parseMatrix(text: string): Row[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const [method, path, ...rest] = line.split(/\s+/);
      const scope = rest.pop() ?? "";
      if (rest.length !== ROLES.length) throw new Error(`matrix row "${line}" has ${rest.length} statuses for ${ROLES.length} roles`);
      return {
        key: `${method} ${path}`,
        method: method as Row["method"],
        path: path ?? "",
        expected: Object.fromEntries(ROLES.map((role, index) => [role, Number(rest[index])])) as Record<Role, number>,
        scope,
      };
    });
}

const ROWS = parseMatrix(MATRIX);
const UNKNOWN_ID = "0f0e0d0c-0b0a-4908-8706-050403020100";

/** The world's value for each path parameter, by the path it appears in. */
function pathParameters(path: string, world: AuthorizationWorld): Record<string, string> {
  let id: string;
  if (/^\/v3\/(direct\/)?signature-requests\/|^\/v3\/mab\/(availability|create-par)\//.test(path)) id = world.requestId;
  else if (/^\/v3\/(direct\/)?documents\//.test(path)) id = world.documentId;
  else if (/^\/v[12]\/(direct\/)?businesses\//.test(path)) id = world.businessId;
  else if (path.startsWith("/v1/user/business-invitations/")) id = world.inviteId;
  else if (path.startsWith("/v1/user/visual-signatures/") || path.startsWith("/v1/images/signature/")) id = world.visualSignatureId;
  else if (path.startsWith("/v3/sendto/")) id = world.sendtoToken;
  else if (/^\/v[13]\/groups\//.test(path)) id = world.signerGroupId;
  else if (path.startsWith("/v3/templates/")) id = world.templateId;
  else if (path.startsWith("/v3/bulk-sends/")) id = world.bulkSendId;
  else id = UNKNOWN_ID; // remote-signing processes, payments, mobile-signing states: none exists
  return {
    id,
    sigId: world.signerId,
    observerId: world.observerId,
    docId: path.startsWith("/v3/templates/") ? world.templateDocumentId : world.documentId,
    attId: world.attachmentId,
    n: "1",
    seal: world.sealName,
    username: world.apiUsername,
    domain: world.domain,
    inviteId: world.inviteId,
    provider: "srs",
    method: "video",
    webhookId: world.webhookId,
    deliveryId: world.deliveryId,
    token: world.templateLinkToken,
  };
}

/** A valid body per operation, so the answer is about who asks and not about what they send. */
function bodyOf(key: string, world: AuthorizationWorld, role: Role): object | undefined {
  const { actors } = world;
  const bodies: Record<string, object> = {
    "PUT /v3/signature-requests/:id": { title: "Renamed by the matrix" },
    "POST /v3/signature-requests/:id/documents": { documents: [world.spareDocumentId] },
    "POST /v3/signature-requests/:id/signatures": { account_email: "added.by.matrix@example.ch" },
    "PUT /v3/signature-requests/:id/signatures/:sigId": { first_name: "Changed" },
    "POST /v3/signature-requests/:id/observers": { email: "observer.by.matrix@example.ch" },
    "POST /v3/signature-requests/:id/decline": { message: "No" },
    "POST /v3/signature-requests/:id/withdraw": { message: "Withdrawn" },
    "POST /v3/signature-requests/:id/delegate": { email: "delegate.by.matrix@example.ch" },
    "POST /v3/direct/signature-requests/:id/decline": { message: "No" },
    "PUT /v1/user/visual-signatures/:id": { name: "Renamed" },
    "PUT /v1/businesses/:id": { name: "Taken Over AG" },
    "DELETE /v2/businesses/:id": { password: STRONG_PASSWORD },
    "PUT /v2/businesses/:id/aes4biz": { enabled: false, representativeName: null, representativeEmail: null, commercialRegister: null, domains: [] },
    "PUT /v3/groups/:id": { name: "Renamed by the matrix", members: [{ email: "group.by.matrix@example.ch" }] },
    "PUT /v3/templates/:id": { title: "Renamed by the matrix", shared: true, documents: [world.templateDocumentId], roles: [{ name: "Signer" }, { name: "Approver" }] },
    "POST /v3/templates/:id/signature-requests": { roles: { Signer: { email: "signer.by.matrix@example.ch" }, Approver: { email: "approver.by.matrix@example.ch" } } },
    "POST /v3/templates/:id/direct-link": { openRole: "Signer", roles: { Approver: { email: "approver.by.matrix@example.ch" } } },
    // One address per role: a link mails one address at most five codes an hour.
    "POST /v3/template-links/:token/start": { email: `visitor.${role}@example.ch`, firstName: "Vito", lastName: "Visitor" },
    // The world's business lists no embedOrigins: the owner is refused for the origin, not for who they are.
    "POST /v3/signature-requests/:id/embedded-signing": { signer: world.signerId, origin: "https://shop.example" },
    "POST /v3/template-links/:token/confirm": { visitId: "0f0e0d0c-0b0a-4908-8706-050403020100", code: "123456" },
    "PUT /v1/businesses/:id/settings": { settings: { mailService: { attachments: { signedDocument: { enabled: false } } } } },
    "POST /v1/businesses/:id/domains": { domain: "matrix.ch" },
    "PUT /v1/businesses/:id/sso": { issuer: "https://login.matrix.example", clientId: "paraph", clientSecret: "matrix-client-secret", domains: [], enabled: false },
    "PUT /v2/businesses/:id/base": { base: "CANCELED" },
    "PUT /v2/businesses/:id/billing": { address1: "Bahnhofstrasse 1", city: "Zürich", postalCode: "8001", country: "CH" },
    "POST /v2/businesses/:id/subscriptions/coupons/validate_promo": { promoCode: "MATRIX10", plan: "team", cycle: "monthly" },
    "PUT /v2/businesses/:id/subscriptions/seats": { seats: 10 },
    "POST /v2/businesses/:id/subscriptions/seats/preview": { seats: 10 },
    "POST /v2/businesses/:id/subscriptions/stripe_setup_intent": { country: "CH" },
    "PUT /v2/businesses/:id/subscriptions/upgrade": { plan: "team", cycle: "monthly", currency: "CHF", amountSeats: 10 },
    "POST /v2/businesses/:id/subscriptions/upgrade/preview": { plan: "team", cycle: "monthly", currency: "CHF", amountSeats: 10 },
    "POST /v1/businesses/:id/webhooks": { url: "https://hooks.receiver.example/another", events: ["document.deleted"] },
    "PUT /v1/businesses/:id/webhooks/:webhookId": { description: "Changed by the matrix" },
    "POST /v1/businesses/:id/members": { users: ["new.member.by.matrix@example.ch"] },
    // Role changes and removals aim at a spare member, so the member role stays what it is.
    "POST /v1/businesses/:id/change-to-admins": { user_ids: [actors.spare.userId] },
    "POST /v1/businesses/:id/change-to-members": { user_ids: [actors.spare.userId] },
    "POST /v1/businesses/:id/remove-members": { user_ids: [actors.spare.userId] },
    "PUT /v1/businesses/:id/seals/:seal": { displayName: "Renamed Seal" },
    "POST /v1/businesses/:id/apis": { description: "Created by the matrix" },
    "PUT /v1/businesses/:id/apis/:username": { description: "Renamed by the matrix" },
    "POST /v1/businesses/:id/seals/:seal/members": { members: [actors.spare.userId] },
    "DELETE /v1/businesses/:id/seals/:seal/members": { members: [actors.spare.userId] },
    "POST /v1/user/identification/:provider/:method": { signatureRequestId: world.requestId },
    "DELETE /v1/user/identification/:provider/:method": { email: actors.owner.email },
    "POST /v1/direct/user/identification/:provider/:method": { signatureRequestId: world.requestId },
    "DELETE /v1/direct/user/identification/:provider/:method": { email: world.guest.email },
    "POST /v3/swisscom/proceed/:id": { pwdotp: "123456" },
    "POST /respond/:id": { secret: "123456" },
    "POST /v1/user/identification/payment/:id": { paymentMethodId: "bpm_unknown" },
    "POST /v3/direct/swisscom/proceed/:id": { pwdotp: "123456" },
    "POST /v3/mab/create-par/:id/signatures/:sigId": { language: "en" },
    "POST /v3/mab/redirect-sign/:id": { params: { code: "matrix", state: "matrix" } },
  };
  return bodies[key];
}

/** Direct-link downloads a browser opens carry the guest id as `token`; everyone else tries their own credential there. */
function tokenQuery(operation: OpenApiOperation, world: AuthorizationWorld, role: Role): string {
  if (!operation.queryParameters.some((parameter) => parameter.name === "token")) return "";
  if (role === "anonymous") return "";
  const token = role === "guest" ? world.guest.guestId : world.actors[role].token;
  return `?token=${encodeURIComponent(token)}`;
}

interface Answer {
  role: Role;
  status: number;
  body: string;
}

let testApp: TestApp;
let operations: OpenApiOperation[];
let sharedWorld: AuthorizationWorld;
let png: Buffer;
const answers = new Map<string, Answer[]>();
let requestsSent = 0;
let slowestMs = 0;
const startedAt = performance.now();

beforeAll(async () => {
  testApp = await createTestApp();
  // Starting an identification asks the demo identity provider it mounts, over HTTP.
  testApp.context.publicUrl = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  operations = await readOpenApiOperations(testApp);
  sharedWorld = await seedAuthorizationWorld(testApp);
  png = await tinyPng();
}, 120_000);
afterAll(async () => testApp.close());

async function ask(operation: OpenApiOperation, world: AuthorizationWorld, role: Role): Promise<Answer> {
  const parameters = pathParameters(operation.contractPath, world);
  const url = `${operation.path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => encodeURIComponent(parameters[name] ?? ""))}${tokenQuery(operation, world, role)}`;
  const key = `${operation.method} ${operation.contractPath}`;
  const isRaw = "image/png" in operation.bodies;
  const isCsv = "text/csv" in operation.bodies;
  const body = bodyOf(key, world, role);
  const started = performance.now();
  const response = await testApp.request({
    method: operation.method,
    url,
    headers: { ...authorizationOf(world, role), ...(isRaw ? { "content-type": "image/png" } : isCsv ? { "content-type": "text/csv" } : {}) },
    ...(isRaw ? { payload: png } : isCsv ? { payload: Buffer.from(`Signer.email,Approver.email\nsigner.by.matrix@example.ch,approver.by.matrix@example.ch\n`) } : body ? { payload: body } : {}),
  });
  slowestMs = Math.max(slowestMs, performance.now() - started);
  requestsSent += 1;
  return { role, status: response.statusCode, body: response.body };
}

describe("authorization matrix of every operation with an id in its path", () => {
  it("has one row per such operation of the OpenAPI document, and no row for one that is gone", () => {
    const withIds = operations.filter((operation) => operation.pathParameters.length > 0).map((operation) => `${operation.method} ${operation.contractPath}`);
    expect(withIds.length).toBeGreaterThan(80);
    const rows = ROWS.map((row) => row.key);
    expect(withIds.filter((key) => !rows.includes(key)), "operations without a row in MATRIX").toEqual([]);
    expect(rows.filter((key) => !withIds.includes(key)), "rows for operations the API no longer has").toEqual([]);
    expect(new Set(rows).size, "one row per operation").toBe(rows.length);
    for (const row of ROWS) expect(Object.keys(SCOPES), `scope of ${row.key}`).toContain(row.scope);
  });

  it.each(ROWS.map((row) => [row.key, row] as const))("%s", async (_key, row) => {
    const operation = operations.find((candidate) => candidate.method === row.method && candidate.contractPath === row.path);
    if (!operation) throw new Error(`${row.key} is not in the OpenAPI document`);
    const world = row.method === "GET" ? sharedWorld : await seedAuthorizationWorld(testApp);
    const rowAnswers: Answer[] = [];
    for (const role of ROLES) rowAnswers.push(await ask(operation, world, role));
    answers.set(row.key, rowAnswers);

    const insiders = SCOPES[row.scope] ?? [];
    for (const answer of rowAnswers) {
      expect.soft(answer.status, `${answer.role}: 5xx ${answer.body.slice(0, 200)}`).toBeLessThan(500);
      if (insiders.includes(answer.role)) continue;
      expect.soft([400, 401, 404], `${answer.role} is outside "${row.scope}" and got ${answer.status}: ${answer.body.slice(0, 200)}`).toContain(answer.status);
      for (const marker of world.markers) expect.soft(answer.body.includes(marker), `${answer.role}'s answer names "${marker}"`).toBe(false);
    }
    const actual = Object.fromEntries(rowAnswers.map((answer) => [answer.role, answer.status]));
    expect(actual, `${row.key} (actual row: ${ROLES.map((role) => actual[role]).join(" ")})`).toEqual(row.expected);
  }, 60_000);

  it("reports its figures", () => {
    console.warn(
      `[authorization-matrix] ${ROWS.length} operations × ${ROLES.length} roles: ${requestsSent} requests in ${((performance.now() - startedAt) / 1000).toFixed(1)} s, slowest ${slowestMs.toFixed(0)} ms`,
    );
    expect(requestsSent).toBe(answers.size * ROLES.length);
  });
});
