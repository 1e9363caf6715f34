import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";

/**
 * Billing (docs/billing.md): plans from the operator's catalogue, a subscription per business (and
 * per individual user), its payment method state (spec §4), quotas the server enforces, and the
 * payment provider that charges it.
 */

/** Payment method states of spec §4. */
export const PAYMENT_METHODS = ["TRIALING", "NEEDS_PAYMENT_METHOD", "BLOCKED", "MANUAL", "STRIPE", "CHARGEBEE"] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Plan names of spec §4 plus enterprise ("a business is an enterprise if its plan name starts with 'ent'"). */
export const PAID_PLAN_NAMES = ["individual", "team", "pro", "scale", "enterprise"] as const;
export const paidPlanNameSchema = z.enum(PAID_PLAN_NAMES);
export type PaidPlanName = z.infer<typeof paidPlanNameSchema>;

/** The free plans (spec §4 free types); `free_v1` is the "new free plan" whose users cannot upload (spec §6). */
export const FREE_PLAN_NAMES = ["free_v1", "free_migrated", "free_legacy"] as const;
export const PLAN_NAMES = [...PAID_PLAN_NAMES, ...FREE_PLAN_NAMES] as const;
export const planNameSchema = z.enum(PLAN_NAMES);
export type PlanName = z.infer<typeof planNameSchema>;

/**
 * Plan types of a base (spec §4): one per plan, `TRIAL_*` while a trial of that plan runs, and
 * `CANCELED` (as the current base: cancelled; as the next base: cancelling at the period's end).
 */
export const PLAN_TYPES = [
  "INDIVIDUAL_V1",
  "TEAM_V1",
  "PRO_V1",
  "SCALE",
  "ENTERPRISE",
  "TRIAL_INDIVIDUAL",
  "TRIAL_TEAM",
  "TRIAL_PRO",
  "TRIAL_SCALE",
  "FREE_V1",
  "FREE_MIGRATED",
  "FREE_LEGACY",
  "CANCELED",
] as const;
export const planTypeSchema = z.enum(PLAN_TYPES);
export type PlanType = z.infer<typeof planTypeSchema>;

/** Who a plan is for: individuals upgrade through `direct_upgrade`, businesses through their subscription. */
export const PLAN_AUDIENCES = ["individual", "business"] as const;
export const planAudienceSchema = z.enum(PLAN_AUDIENCES);

export const BILLING_CYCLES = ["monthly", "yearly"] as const;
export const billingCycleSchema = z.enum(BILLING_CYCLES);
export type BillingCycle = z.infer<typeof billingCycleSchema>;

export const CURRENCIES = ["CHF", "EUR"] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

/** Signature qualities a plan counts (an aesMinimal signature counts as aes). */
export const BILLED_QUALITIES = ["ses", "aes", "qes"] as const;
export const billedQualitySchema = z.enum(BILLED_QUALITIES);
export type BilledQuality = z.infer<typeof billedQualitySchema>;

/** Which payment provider runs: none (the operator manages plans), the built-in test provider, or Stripe. */
export const BILLING_PROVIDERS = ["none", "builtin", "stripe"] as const;
export const billingProviderKindSchema = z.enum(BILLING_PROVIDERS);
export type BillingProviderKind = z.infer<typeof billingProviderKindSchema>;

/** Sizes of billing inputs, shared by server and web. */
export const BILLING_LIMITS = {
  address: 200,
  city: 100,
  postalCode: 20,
  vat: 20,
  promoCode: 64,
  referralCode: 64,
  /** The most seats one subscription may hold, whatever the plan says. */
  seatsCeiling: 10_000,
} as const;

/** A limit of a plan: a number, or null for unlimited. */
const limitSchema = z.number().int().min(0).nullable();

/** An identification licence of a plan: whether the business pays identifications for its members and for people it invites. */
export const identLicenceSchema = z.object({ payForMembers: z.boolean(), payForInvitations: z.boolean() });

/** One plan of the catalogue as clients see it (prices in minor units: 100 = CHF 1.00). */
export const pricePlanSchema = z.object({
  name: planNameSchema,
  type: planTypeSchema,
  audience: planAudienceSchema,
  /** Whether it can be bought (free plans and enterprise are not). */
  isPurchasable: z.boolean(),
  prices: z.object({ monthly: z.object({ CHF: z.number().int(), EUR: z.number().int() }), yearly: z.object({ CHF: z.number().int(), EUR: z.number().int() }) }).nullable(),
  /** Included signatures per billing period and quality; null for unlimited. */
  signatures: z.object({ ses: limitSchema, aes: limitSchema, qes: limitSchema }),
  seats: z.object({ included: z.number().int(), max: limitSchema }),
  signerGroups: limitSchema,
  apiUsers: limitSchema,
  seals: limitSchema,
  licenses: z.object({ idents: z.object({ eidas: identLicenceSchema, zertes: identLicenceSchema }) }),
  features: z.array(z.string()),
  canUpload: z.boolean(),
});
export type PricePlan = z.infer<typeof pricePlanSchema>;

/** A base of a subscription (spec §3 current.base / next.base). */
export const planBaseSchema = z.object({
  type: planTypeSchema,
  name: planNameSchema.nullable(),
  startAt: z.string(),
  endAt: z.string().nullable(),
});
export type PlanBase = z.infer<typeof planBaseSchema>;

export const DISCOUNT_TYPES = ["promo", "referral"] as const;
export const DISCOUNT_STATUSES = ["active", "expired"] as const;

/** A discount on the subscription (spec §3 pricePlan.discounts). */
export const discountSchema = z.object({
  promoCode: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  percentOff: z.number().int(),
  expiresAt: z.string().nullable(),
  status: z.enum(DISCOUNT_STATUSES),
});
export type Discount = z.infer<typeof discountSchema>;

/** The Business's `pricePlan` of spec §3, with Paraph's additions (cycle, seats, trial and grace ends). */
export const businessPricePlanSchema = z.object({
  name: planNameSchema,
  licenses: z.object({ idents: z.object({ eidas: identLicenceSchema, zertes: identLicenceSchema }) }),
  current: z.object({ base: planBaseSchema }),
  next: z.object({ base: planBaseSchema }).nullable(),
  discounts: z.array(discountSchema),
  activePricePlanId: z.string(),
  planStart: z.string(),
  cycle: billingCycleSchema.nullable(),
  seats: z.number().int(),
  /** While TRIALING: when the trial ends. */
  trialEndsAt: z.string().nullable(),
  /** While NEEDS_PAYMENT_METHOD: when the business is blocked unless a payment method is added. */
  blocksAt: z.string().nullable(),
});
export type BusinessPricePlan = z.infer<typeof businessPricePlanSchema>;

/** The Business's `billing` of spec §3. */
export const businessBillingSchema = z.object({
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  postalCode: z.string().nullable(),
  vat: z.string().nullable(),
  currency: currencySchema,
  paymentMethod: paymentMethodSchema,
  stripeSubscriptionStatus: z.string().nullable(),
  /** Which provider charges this business (none: the operator manages its plan). */
  provider: billingProviderKindSchema,
});
export type BusinessBilling = z.infer<typeof businessBillingSchema>;

/** The Business's `stripe` of spec §3 (also filled for the built-in provider). */
export const businessStripeSchema = z.object({
  customerPortalURL: z.string().nullable(),
  subscriptionErrorCode: z.string().nullable(),
  subscriptionStatus: z.string().nullable(),
});

/** The plan an individual user (outside a business) is on, as GET /v1/user shows it. */
export const userPricePlanSchema = z.object({
  name: planNameSchema,
  type: planTypeSchema,
  paymentMethod: paymentMethodSchema,
  cycle: billingCycleSchema.nullable(),
  trialEndsAt: z.string().nullable(),
  currentEndAt: z.string().nullable(),
  nextType: planTypeSchema.nullable(),
  canUpload: z.boolean(),
  provider: billingProviderKindSchema,
});
export type UserPricePlan = z.infer<typeof userPricePlanSchema>;

/** A quota: what is used, and the limit (null for unlimited). */
export const quotaSchema = z.object({ used: z.number().int(), limit: z.number().int().nullable() });
export type Quota = z.infer<typeof quotaSchema>;

/** The business's usage against its plan in the current billing period. */
export const subscriptionUsageSchema = z.object({
  plan: planNameSchema,
  periodStart: z.string(),
  periodEnd: z.string(),
  signatures: z.object({ ses: quotaSchema, aes: quotaSchema, qes: quotaSchema }),
  /** Members plus pending invitations against the seats paid for. */
  seats: quotaSchema.extend({ members: z.number().int(), invitations: z.number().int() }),
  signerGroups: quotaSchema,
  apiUsers: quotaSchema,
  seals: quotaSchema,
});
export type SubscriptionUsage = z.infer<typeof subscriptionUsageSchema>;

/** One line of a price preview or invoice; amounts in minor units, negative for credits. */
export const priceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  amount: z.number().int(),
  /** A proration for the rest of the current period (credit for the old plan or charge for the new one). */
  isProration: z.boolean(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

/** What a change costs, as the provider computes it (proration included). */
export const pricePreviewSchema = z.object({
  plan: planNameSchema,
  cycle: billingCycleSchema,
  currency: currencySchema,
  seats: z.number().int(),
  lines: z.array(priceLineSchema),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  /** What is charged now (the prorated amount), and from when the next full period is charged. */
  amountDueNow: z.number().int(),
  nextBillingAt: z.string().nullable(),
  promoCode: z.string().nullable(),
});
export type PricePreview = z.infer<typeof pricePreviewSchema>;

/** An invoice from the provider. */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string(),
  currency: currencySchema,
  total: z.number().int(),
  createdAt: z.string(),
  url: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The answer to a setup intent: what the card form confirms (Stripe Elements, or the built-in test form). */
export const setupIntentSchema = z.object({
  provider: z.enum(["builtin", "stripe"]),
  clientSecret: z.string(),
  publishableKey: z.string().nullable(),
});
export type SetupIntent = z.infer<typeof setupIntentSchema>;

export const promoCodeSchema = singleLineText()
  .min(1, { message: "Must not be empty" })
  .max(BILLING_LIMITS.promoCode, { message: `At most ${BILLING_LIMITS.promoCode} characters` });
export const referralCodeSchema = singleLineText()
  .min(1, { message: "Must not be empty" })
  .max(BILLING_LIMITS.referralCode, { message: `At most ${BILLING_LIMITS.referralCode} characters` });

/** A number of seats a subscription may have. */
export const seatCountSchema = z.number().int().min(1).max(BILLING_LIMITS.seatsCeiling);

/**
 * What an upgrade asks for (spec §7: promoCode, plan, cycle, amountSeats, currency, referralCode),
 * and for the confirm call the payment method the card form confirmed.
 */
export const upgradeRequestSchema = z.strictObject({
  plan: paidPlanNameSchema,
  cycle: billingCycleSchema,
  currency: currencySchema,
  amountSeats: seatCountSchema.optional(),
  promoCode: promoCodeSchema.optional(),
  referralCode: referralCodeSchema.optional(),
});
export const upgradeConfirmSchema = upgradeRequestSchema.extend({
  /** The payment method the card form confirmed (Stripe `pm_…`, or the built-in provider's `bpm_…`). */
  paymentMethodId: singleLineText().min(1).max(255).optional(),
});

/** A custom extra the operator agreed with a business (docs/billing.md, "Custom extras"). */
export const customExtraSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  quantity: z.number().int().nullable(),
  /** Price per period in minor units, or null when included. */
  price: z.number().int().nullable(),
  currency: currencySchema.nullable(),
});
export type CustomExtra = z.infer<typeof customExtraSchema>;

/** The subscription as the subscription calls answer with it. */
export const subscriptionSchema = z.object({
  billing: businessBillingSchema,
  pricePlan: businessPricePlanSchema,
  stripe: businessStripeSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;
