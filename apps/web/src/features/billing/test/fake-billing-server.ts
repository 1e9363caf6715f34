import type { Business, BusinessBilling, BusinessPricePlan, PricePlan, PricePreview, SubscriptionUsage, User } from "@paraph/contracts";
import { makeBusiness } from "../../../test/business-factory.ts";
import { apiError, json, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";

export const BUSINESS_ID = "b0a1c2d3-0000-4000-8000-000000000001";
const base = `/api/v2/businesses/${BUSINESS_ID}`;

const LICENCE = { payForMembers: false, payForInvitations: false };
const plan = (name: "individual" | "team" | "pro", monthly: number): PricePlan => ({
  name,
  type: name === "team" ? "TEAM_V1" : name === "pro" ? "PRO_V1" : "INDIVIDUAL_V1",
  audience: name === "individual" ? "individual" : "business",
  isPurchasable: true,
  prices: { monthly: { CHF: monthly, EUR: monthly }, yearly: { CHF: monthly * 10, EUR: monthly * 10 } },
  signatures: { ses: null, aes: 50, qes: name === "pro" ? 10 : 0 },
  seats: { included: 1, max: 50 },
  signerGroups: 5,
  apiUsers: 2,
  seals: 1,
  licenses: { idents: { eidas: LICENCE, zertes: LICENCE } },
  features: [],
  canUpload: true,
});
export const CATALOGUE = { provider: "builtin" as const, trialDays: 14, plans: [plan("individual", 900), plan("team", 1500), plan("pro", 3000)] };

const billing = (paymentMethod: BusinessBilling["paymentMethod"]): BusinessBilling => ({
  address1: null,
  address2: null,
  city: null,
  country: null,
  postalCode: null,
  vat: null,
  currency: "CHF",
  paymentMethod,
  stripeSubscriptionStatus: paymentMethod === "STRIPE" ? "active" : null,
  provider: "builtin",
});

const pricePlan = (isTrial: boolean, seats: number, next: BusinessPricePlan["next"]): BusinessPricePlan => ({
  name: "team",
  licenses: { idents: { eidas: LICENCE, zertes: LICENCE } },
  current: { base: { type: isTrial ? "TRIAL_TEAM" : "TEAM_V1", name: "team", startAt: "2026-11-01T00:00:00.000Z", endAt: isTrial ? "2026-11-30T00:00:00.000Z" : "2026-12-01T00:00:00.000Z" } },
  next,
  discounts: [],
  activePricePlanId: "team-monthly-chf",
  planStart: "2026-11-01T00:00:00.000Z",
  cycle: isTrial ? null : "monthly",
  seats,
  trialEndsAt: isTrial ? "2026-11-30T00:00:00.000Z" : null,
  blocksAt: null,
});

const USAGE: SubscriptionUsage = {
  plan: "team",
  periodStart: "2026-11-01T00:00:00.000Z",
  periodEnd: "2026-12-01T00:00:00.000Z",
  signatures: { ses: { used: 3, limit: null }, aes: { used: 45, limit: 50 }, qes: { used: 0, limit: 0 } },
  seats: { used: 2, limit: 2, members: 2, invitations: 0 },
  signerGroups: { used: 1, limit: 5 },
  apiUsers: { used: 0, limit: 2 },
  seals: { used: 0, limit: 1 },
};

const preview = (seats: number, discount: number, promoCode: string | null, proration: boolean): PricePreview => ({
  plan: "team",
  cycle: "monthly",
  currency: "CHF",
  seats,
  lines: [{ description: "Team (monthly)", quantity: seats, amount: 1500 * seats, isProration: proration, periodStart: null, periodEnd: null }],
  subtotal: 1500 * seats,
  discount,
  total: 1500 * seats - discount,
  amountDueNow: 1500 * seats - discount,
  nextBillingAt: "2026-12-01T00:00:00.000Z",
  promoCode,
});

/**
 * A business's subscription kept the way the API keeps it: a trial that upgrades with the test
 * card, seats, cancel and revoke. `calls` lists what the page sent.
 */
export function fakeBillingServer(options: { isTrial?: boolean; role?: "admin" | "member" | "individual"; individualPlan?: "free_v1" | "free_migrated" } = {}) {
  let isTrial = options.isTrial ?? true;
  let individualPlan: string = options.individualPlan ?? "free_v1";
  let seats = 2;
  let next: BusinessPricePlan["next"] = null;
  const individualPricePlan = (): NonNullable<User["pricePlan"]> => ({
    name: individualPlan as "individual",
    type: individualPlan === "individual" ? "INDIVIDUAL_V1" : "FREE_V1",
    paymentMethod: individualPlan === "individual" ? "STRIPE" : "TRIALING",
    cycle: individualPlan === "individual" ? "monthly" : null,
    trialEndsAt: null,
    currentEndAt: null,
    nextType: null,
    canUpload: individualPlan === "individual",
    provider: "builtin",
  });
  const user = (): User =>
    options.role === "individual"
      ? makeUser({ business: null, pricePlan: individualPricePlan() })
      : makeUser({ business: { id: BUSINESS_ID, name: "Muster AG", isAdmin: options.role !== "member", isMember: true, seals: [], planName: "team", paymentMethod: isTrial ? "TRIALING" : "STRIPE" } });
  const business = (): Business =>
    makeBusiness({ id: BUSINESS_ID, members: ["u-1", "u-2"], admins: ["u-1"], billing: billing(isTrial ? "TRIALING" : "STRIPE"), pricePlan: pricePlan(isTrial, seats, next) });
  const subscription = () => {
    const { billing: currentBilling, pricePlan: currentPlan } = business();
    return { billing: currentBilling, pricePlan: currentPlan, stripe: { customerPortalURL: null, subscriptionErrorCode: null, subscriptionStatus: null } };
  };
  const handlers: Record<string, FakeHandler> = {
    "GET /api/v1/user": () => json(200, user()),
    [`GET /api/v1/businesses/${BUSINESS_ID}`]: () => json(200, business()),
    "GET /api/v2/businesses/price_plans": () => json(200, CATALOGUE),
    [`GET ${base}/subscriptions/usage`]: () => json(200, USAGE),
    [`GET ${base}/subscriptions/invoices`]: () =>
      json(200, { invoices: isTrial ? [] : [{ id: "in_1", number: "PA-0001", status: "paid", currency: "CHF", total: 2400, createdAt: "2026-11-27T00:00:00.000Z", url: null }] }),
    [`GET ${base}/subscriptions/coupons/referral_code`]: () => json(200, { referralCode: "MUSTER-7Q2", percentOff: 10, signupUrl: "https://paraph.test/business/signup?ucc=MUSTER-7Q2" }),
    [`POST ${base}/subscriptions/coupons/validate_promo`]: ({ body }) => {
      const code = (body as { promoCode: string }).promoCode;
      if (code === "OLD") return apiError(410, "promo_code_expired");
      if (code === "GONE") return apiError(409, "promo_code_used_up");
      if (code === "PRO") return apiError(422, "promo_code_wrong_plan");
      if (code !== "WELCOME20") return apiError(422, "promo_code_unknown");
      return json(200, { promoCode: code, isValid: true, percentOff: 20, durationMonths: null, expiresAt: null });
    },
    [`POST ${base}/subscriptions/upgrade/preview`]: ({ body }) => {
      const choice = body as { amountSeats?: number; promoCode?: string };
      const count = choice.amountSeats ?? 1;
      return json(200, preview(count, choice.promoCode ? 300 * count : 0, choice.promoCode ?? null, false));
    },
    "POST /api/v2/businesses/direct_upgrade/preview": () => json(200, { ...preview(1, 0, null, false), plan: "individual", lines: [{ description: "Individual (monthly)", quantity: 1, amount: 900, isProration: false, periodStart: null, periodEnd: null }], subtotal: 900, total: 900, amountDueNow: 900 }),
    "POST /api/v2/businesses/direct_upgrade/stripe_setup_intent": () => json(200, { provider: "builtin", clientSecret: "bseti_2_secret", publishableKey: null }),
    "POST /api/v2/businesses/direct_upgrade/confirm": ({ body }) => {
      if (!(body as { paymentMethodId?: string }).paymentMethodId) return apiError(402, "payment_method_required");
      individualPlan = "individual";
      return json(200, individualPricePlan());
    },
    [`POST ${base}/subscriptions/stripe_setup_intent`]: () => json(200, { provider: "builtin", clientSecret: "bseti_1_secret", publishableKey: null }),
    "POST /api/v2/billing/builtin/setup_intents/confirm": ({ body }) =>
      (body as { cardNumber: string }).cardNumber.replace(/\s/g, "") === "4000000000000002"
        ? apiError(402, "card_declined")
        : json(200, { paymentMethodId: "bpm_1", brand: "visa", last4: "4242" }),
    [`PUT ${base}/subscriptions/upgrade`]: ({ body }) => {
      if (!(body as { paymentMethodId?: string }).paymentMethodId) return apiError(402, "payment_method_required");
      isTrial = false;
      seats = (body as { amountSeats?: number }).amountSeats ?? seats;
      return json(200, subscription());
    },
    [`POST ${base}/subscriptions/seats/preview`]: ({ body }) => json(200, { ...preview((body as { seats: number }).seats, 0, null, true), timestamp: "2026-11-27T01:00:00.000Z" }),
    [`PUT ${base}/subscriptions/seats`]: ({ body }) => {
      seats = (body as { seats: number }).seats;
      return json(200, subscription());
    },
    [`PUT ${base}/base`]: ({ body }) => {
      const change = (body as { base: string }).base;
      if (change === "REVOKE") next = null;
      else next = { base: { type: change === "FREE" ? "FREE_V1" : "CANCELED", name: change === "FREE" ? "free_v1" : null, startAt: "2026-12-01T00:00:00.000Z", endAt: null } };
      return json(200, subscription());
    },
    [`POST /api/v1/businesses/${BUSINESS_ID}/cancel-trial`]: () => {
      isTrial = false;
      return json(200, subscription());
    },
    [`PUT ${base}/billing`]: ({ body }) => {
      const { vat } = body as { vat: string | null };
      if (vat === "CHE-1") return json(400, { code: "validation_failed", message: "invalid", details: { fields: [{ field: "vat", message: "Not a VAT number of CH" }] } });
      return json(200, subscription());
    },
  };
  return { handlers, state: () => ({ isTrial, seats, next, individualPlan }) };
}
