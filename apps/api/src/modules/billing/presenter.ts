import type { Business, BusinessPricePlan, CustomExtra, Discount, Invoice, PlanName, PlanType, PricePlan, Subscription, UserPricePlan } from "@paraph/contracts";
import type { BillingRuntime } from "./billing-runtime.ts";
import type { ProviderInvoice } from "./billing-provider.ts";
import type { CataloguePlan } from "./catalogue.ts";
import type { CustomExtraRow, DiscountRow, SubscriptionRow } from "./repository.ts";

/** A plan as GET /v2/businesses/price_plans shows it (no provider ids). */
export function presentPricePlan(plan: CataloguePlan): PricePlan {
  return {
    name: plan.name,
    type: plan.type,
    audience: plan.audience,
    isPurchasable: plan.isPurchasable,
    prices: plan.prices,
    signatures: plan.signatures,
    seats: plan.seats,
    signerGroups: plan.signerGroups,
    apiUsers: plan.apiUsers,
    seals: plan.seals,
    licenses: plan.licenses,
    features: plan.features,
    canUpload: plan.canUpload,
  };
}

function presentDiscount(row: DiscountRow, now: Date): Discount {
  return {
    promoCode: row.code,
    type: row.type,
    percentOff: row.percent_off,
    expiresAt: row.expires_at?.toISOString() ?? null,
    status: row.expires_at && row.expires_at <= now ? "expired" : "active",
  };
}

function presentPricePlanOfSubscription(runtime: BillingRuntime, row: SubscriptionRow, discounts: DiscountRow[], now: Date): BusinessPricePlan {
  const plan = runtime.catalogue.findPlan(row.current_plan) ?? runtime.catalogue.getPlan(runtime.catalogue.file.freePlan);
  return {
    name: plan.name,
    licenses: plan.licenses,
    current: {
      base: {
        type: row.current_type as PlanType,
        name: row.current_plan as PlanName,
        startAt: row.current_start_at.toISOString(),
        endAt: (row.current_end_at ?? row.trial_ends_at)?.toISOString() ?? null,
      },
    },
    next: row.next_type
      ? { base: { type: row.next_type as PlanType, name: row.next_plan as PlanName | null, startAt: (row.next_start_at ?? now).toISOString(), endAt: null } }
      : null,
    discounts: discounts.map((discount) => presentDiscount(discount, now)),
    activePricePlanId: `${row.current_plan}:${row.cycle ?? "none"}:${row.currency}`,
    planStart: row.current_start_at.toISOString(),
    cycle: row.cycle,
    seats: row.seats,
    trialEndsAt: row.payment_method === "TRIALING" ? (row.trial_ends_at?.toISOString() ?? null) : null,
    blocksAt: row.payment_method === "NEEDS_PAYMENT_METHOD" ? (row.blocks_at?.toISOString() ?? null) : null,
  };
}

/** The Business's billing, pricePlan and stripe sections (spec §3). */
export function presentSubscription(runtime: BillingRuntime, row: SubscriptionRow, discounts: DiscountRow[], now: Date): Subscription {
  return {
    billing: {
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      country: row.country,
      postalCode: row.postal_code,
      vat: row.vat,
      currency: row.currency,
      paymentMethod: row.payment_method,
      stripeSubscriptionStatus: row.provider_status,
      provider: runtime.providerKind,
    },
    pricePlan: presentPricePlanOfSubscription(runtime, row, discounts, now),
    stripe: { customerPortalURL: null, subscriptionErrorCode: row.provider_error_code, subscriptionStatus: row.provider_status },
  };
}

export type BusinessBillingSections = Pick<Business, "billing" | "pricePlan" | "stripe">;

/** An individual's own plan on the User response. */
export function presentUserPricePlan(runtime: BillingRuntime, row: SubscriptionRow): UserPricePlan {
  const plan = runtime.catalogue.findPlan(row.current_plan) ?? runtime.catalogue.getPlan(runtime.catalogue.file.freePlan);
  const isTrial = row.current_type.startsWith("TRIAL_");
  return {
    name: plan.name,
    type: row.current_type as PlanType,
    paymentMethod: row.payment_method,
    cycle: row.cycle,
    trialEndsAt: row.payment_method === "TRIALING" ? (row.trial_ends_at?.toISOString() ?? null) : null,
    currentEndAt: row.current_end_at?.toISOString() ?? null,
    nextType: (row.next_type as PlanType | null) ?? null,
    canUpload: runtime.catalogue.limitsOf(plan.name, isTrial).canUpload,
    provider: runtime.providerKind,
  };
}

export function presentCustomExtra(row: CustomExtraRow): CustomExtra {
  return { name: row.name, description: row.description, quantity: row.quantity, price: row.price, currency: row.currency };
}

export function presentInvoice(invoice: ProviderInvoice): Invoice {
  return { id: invoice.id, number: invoice.number, status: invoice.status, currency: invoice.currency, total: invoice.total, createdAt: invoice.createdAt.toISOString(), url: invoice.url };
}
