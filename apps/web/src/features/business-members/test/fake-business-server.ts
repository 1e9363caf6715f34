import type { Business, BusinessInvitation, BusinessMember, User, UserBusiness } from "@paraph/contracts";
import { apiError, json, noContent, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";
import { makeBusiness } from "../../../test/business-factory.ts";

export const BUSINESS_ID = "b0a1c2d3-0000-4000-8000-000000000001";
export const ADA = "a0000000-0000-4000-8000-00000000000a";
export const BOB = "b0000000-0000-4000-8000-00000000000b";
export const CARA = "c0000000-0000-4000-8000-00000000000c";

const member = (id: string, firstName: string, email: string, isAdmin: boolean): BusinessMember => ({
  id,
  email,
  firstName,
  lastName: "Muster",
  isAdmin,
  joinedAt: "2026-01-01T09:00:00.000Z",
});

export const adminUser = (): User => {
  const business: UserBusiness = { id: BUSINESS_ID, name: "Muster AG", isAdmin: true, isMember: true, seals: [] };
  return makeUser({ id: ADA, email: "ada@muster.ch", firstName: "Ada", lastName: "Muster", business });
};

/**
 * A server that keeps one business's people, invitations and allowed domains and answers the
 * calls the way the API does: the allowed-domain rule refuses a whole invitation call, and the
 * last admin can neither be demoted nor removed.
 */
export function fakeBusinessServer() {
  const base = `/api/v1/businesses/${BUSINESS_ID}`;
  const state = {
    members: [member(ADA, "Ada", "ada@muster.ch", true), member(BOB, "Bob", "bob@muster.ch", false), member(CARA, "Cara", "cara@muster.ch", false)],
    invitations: [{ id: "11111111-1111-4111-8111-111111111111", email: "dora@muster.ch", invitedBy: ADA, createdAt: "2026-02-01T09:00:00.000Z" }] as BusinessInvitation[],
    domains: ["muster.ch"],
  };
  const admins = () => state.members.filter((entry) => entry.isAdmin).map((entry) => entry.id);
  const keepsAnAdmin = (leaving: string[]) => admins().some((id) => !leaving.includes(id));
  const ids = (body: unknown) => (body as { user_ids: string[] }).user_ids;
  const members = () => json(200, { members: state.members });
  let user = adminUser();
  // The User follows the caller's place in the business, as GET /v1/user does.
  const syncUser = () => {
    const own = state.members.find((entry) => entry.id === user.id);
    user = { ...user, business: own && user.business ? { ...user.business, isAdmin: own.isAdmin } : null };
  };
  const business = (): Business =>
    makeBusiness({
      id: BUSINESS_ID,
      members: state.members.map((entry) => entry.id),
      admins: admins(),
      invitedMembers: state.invitations.map((entry) => entry.email),
      domains: state.domains,
    });

  const handlers: Record<string, FakeHandler> = {
    "GET /api/v1/user": () => json(200, user),
    [`GET ${base}/members`]: members,
    [`GET ${base}/admins`]: () => json(200, { admins: state.members.filter((entry) => entry.isAdmin) }),
    [`GET /api/v2/businesses/${BUSINESS_ID}/invitations`]: () => json(200, { invitedMembers: state.invitations }),
    [`GET ${base}`]: () => json(200, business()),
    [`POST ${base}/members`]: ({ body }) => {
      const emails = (body as { users: string[] }).users;
      const outside = emails.filter((email) => !state.domains.some((domain) => email.endsWith(`@${domain}`)));
      if (state.domains.length > 0 && outside.length > 0) {
        return json(422, { code: "email_domain_not_allowed", message: "outside", details: { emails: outside, domains: state.domains } });
      }
      const known = new Set(state.members.map((entry) => entry.email));
      // Inviting an address again renews its invitation: same id, new date.
      const invited = emails
        .filter((email) => !known.has(email))
        .map((email, index) => ({
          id: state.invitations.find((entry) => entry.email === email)?.id ?? `22222222-2222-4222-8222-00000000000${index}`,
          email,
          invitedBy: ADA,
          createdAt: "2026-03-01T09:00:00.000Z",
        }));
      state.invitations = [...state.invitations.filter((entry) => !emails.includes(entry.email)), ...invited];
      return json(200, { invited, alreadyMembers: emails.filter((email) => known.has(email)) });
    },
    [`POST ${base}/change-to-admins`]: ({ body }) => {
      state.members = state.members.map((entry) => (ids(body).includes(entry.id) ? { ...entry, isAdmin: true } : entry));
      return members();
    },
    [`POST ${base}/change-to-members`]: ({ body }) => {
      if (!keepsAnAdmin(ids(body))) return apiError(409, "last_business_admin");
      state.members = state.members.map((entry) => (ids(body).includes(entry.id) ? { ...entry, isAdmin: false } : entry));
      syncUser();
      return members();
    },
    [`POST ${base}/remove-members`]: ({ body }) => {
      if (!keepsAnAdmin(ids(body))) return apiError(409, "last_business_admin");
      state.members = state.members.filter((entry) => !ids(body).includes(entry.id));
      syncUser();
      return members();
    },
    [`POST ${base}/domains`]: ({ body }) => {
      state.domains = [...new Set([...state.domains, (body as { domain: string }).domain])].sort();
      return json(200, { domains: state.domains });
    },
  };
  for (const invitation of state.invitations) {
    handlers[`DELETE ${base}/invitations/${invitation.id}`] = () => {
      state.invitations = state.invitations.filter((entry) => entry.id !== invitation.id);
      return noContent();
    };
  }
  handlers[`DELETE ${base}/domains/muster.ch`] = () => {
    state.domains = state.domains.filter((domain) => domain !== "muster.ch");
    return json(200, { domains: state.domains });
  };
  return { handlers, state };
}
