import type { Aes4biz, User } from "@paraph/contracts";
import { apiError, json, type FakeHandler } from "../../../test/render-app.tsx";
import { makeBusiness } from "../../../test/business-factory.ts";
import { makeUser } from "../../../test/user-factory.ts";

export const BUSINESS_ID = "b0a1c2d3-0000-4000-8000-000000000001";
export const PASSWORD = "Quiet-lantern-47-orbit";
const GRACE_MS = 30 * 24 * 60 * 60_000;

const isEmail = (value: unknown) => typeof value === "string" && /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(value);

/**
 * A server that keeps one business's profile, logo, pending deletion and AES-for-business
 * declaration, and answers as the API does: support contacts that fail validation are blanked,
 * a deletion needs the password, AES for business covers allowed domains only.
 */
export function fakeProfileServer(options: { hasSso?: boolean } = {}) {
  const base = `/api/v1/businesses/${BUSINESS_ID}`;
  const state = {
    business: makeBusiness({ id: BUSINESS_ID, members: ["ada"], admins: ["ada"], domains: ["muster.ch", "filiale.muster.ch"] }),
    aes4biz: { enabled: false, representativeName: null, representativeEmail: null, commercialRegister: null, domains: [], updatedAt: null } as Aes4biz,
  };
  const user: User = makeUser({
    id: "ada",
    email: "ada@muster.ch",
    firstName: "Ada",
    lastName: "Muster",
    hasSso: options.hasSso ?? false,
    business: { id: BUSINESS_ID, name: "Muster AG", isAdmin: true, isMember: true, seals: [] },
  });

  const handlers: Record<string, FakeHandler> = {
    "GET /api/v1/user": () => json(200, user),
    [`GET ${base}`]: () => json(200, state.business),
    [`PUT ${base}`]: ({ body }) => {
      const change = body as { name?: string; email?: string; phone?: string | null; settings?: { supportContact?: { email?: string | null; phone?: string | null } } };
      if (change.email !== undefined && !isEmail(change.email)) return apiError(400, "validation_failed");
      const contact = change.settings?.supportContact ?? {};
      state.business = {
        ...state.business,
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.email !== undefined ? { email: change.email } : {}),
        ...(change.phone !== undefined ? { phone: change.phone } : {}),
        settings: {
          ...state.business.settings,
          // The server's own check is stricter than the page's: it blanks what it does not accept.
          supportContact: { email: contact.email?.endsWith(".invalid") ? null : (contact.email ?? null), phone: contact.phone ?? null },
        },
      };
      return json(200, state.business);
    },
    [`DELETE /api/v2/businesses/${BUSINESS_ID}`]: ({ body }) => {
      const confirmation = body as { password?: string; businessName?: string };
      if (options.hasSso ? confirmation.businessName?.toLowerCase() !== "muster ag" : confirmation.password !== PASSWORD) {
        return apiError(403, options.hasSso ? "business_name_mismatch" : "wrong_password");
      }
      const requestedAt = new Date();
      state.business = { ...state.business, deletion: { requestedAt: requestedAt.toISOString(), effectiveAt: new Date(requestedAt.getTime() + GRACE_MS).toISOString() } };
      return json(200, state.business);
    },
    [`POST /api/v2/businesses/${BUSINESS_ID}/revoke_delete`]: () => {
      state.business = { ...state.business, deletion: null };
      return json(200, state.business);
    },
    [`GET /api/v2/businesses/${BUSINESS_ID}/aes4biz`]: () => json(200, state.aes4biz),
    [`PUT /api/v2/businesses/${BUSINESS_ID}/aes4biz`]: ({ body }) => {
      const declaration = body as Omit<Aes4biz, "updatedAt">;
      const outside = declaration.domains.filter((domain) => !state.business.domains.includes(domain));
      if (outside.length > 0) return json(422, { code: "aes4biz_domain_not_allowed", message: "outside", details: { domains: outside } });
      state.aes4biz = { ...declaration, updatedAt: new Date().toISOString() };
      return json(200, state.aes4biz);
    },
  };
  return { state, handlers };
}
