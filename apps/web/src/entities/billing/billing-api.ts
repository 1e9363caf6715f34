import { queryOptions } from "@tanstack/react-query";
import {
  confirmBuiltinSetupIntent,
  confirmDirectUpgrade,
  createDirectUpgradeSetupIntent,
  createSetupIntent,
  getSubscriptionUsage,
  listPricePlans,
  previewDirectUpgrade,
  previewUpgrade,
  upgradeSubscription,
  type PricePreview,
  type SetupIntent,
} from "@paraph/contracts";
import type { ApiClient } from "../../shared/api/api-client.ts";
import type { TestCardInput } from "./test-card.ts";

/** Query keys of billing: a change to the subscription refreshes everything under the business's key. */
export const billingKeys = {
  pricePlans: ["billing", "price-plans"] as const,
  subscription: (businessId: string) => ["business", businessId, "billing"] as const,
  usage: (businessId: string) => ["business", businessId, "billing", "usage"] as const,
  preview: (owner: string, choice: UpgradeChoice) => ["billing", owner, "preview", choice] as const,
};

/** The catalogue and which provider charges (none: managed by the operator; builtin: test payments). */
export const pricePlansQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: billingKeys.pricePlans,
    queryFn: ({ signal }) => api.request(listPricePlans, { signal }),
    staleTime: 5 * 60_000,
  });

/** The business's usage against its plan's quotas (the plan page's bars, the limits other pages show). */
export const usageQuery = (api: ApiClient, businessId: string) =>
  queryOptions({ queryKey: billingKeys.usage(businessId), queryFn: ({ signal }) => api.request(getSubscriptionUsage, { params: { id: businessId }, signal }) });

/** What an upgrade asks for (spec §7: plan, cycle, currency, amountSeats, promoCode, referralCode). */
export interface UpgradeChoice {
  plan: "individual" | "team" | "pro" | "scale" | "enterprise";
  cycle: "monthly" | "yearly";
  currency: "CHF" | "EUR";
  amountSeats?: number;
  promoCode?: string;
  referralCode?: string;
}

/**
 * Who upgrades: a business (its admin, through its subscription calls) or an individual (the
 * direct_upgrade calls). The plan chooser and the card form work the same for both.
 */
export type UpgradeTarget = { kind: "business"; businessId: string } | { kind: "individual" };

export function previewUpgradeFor(api: ApiClient, target: UpgradeTarget, choice: UpgradeChoice, signal?: AbortSignal): Promise<PricePreview> {
  return target.kind === "business"
    ? api.request(previewUpgrade, { params: { id: target.businessId }, body: choice, signal })
    : api.request(previewDirectUpgrade, { body: choice, signal });
}

export function startCardSetup(api: ApiClient, target: UpgradeTarget): Promise<SetupIntent> {
  return target.kind === "business"
    ? api.request(createSetupIntent, { params: { id: target.businessId }, body: {} })
    : api.request(createDirectUpgradeSetupIntent, { body: {} });
}

/** Confirms the built-in provider's setup intent with a test card; answers the payment method to upgrade with. */
export async function confirmTestCard(api: ApiClient, setupIntent: SetupIntent, card: TestCardInput): Promise<string> {
  const expiry = `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear % 100).padStart(2, "0")}`;
  const confirmed = await api.request(confirmBuiltinSetupIntent, {
    body: { clientSecret: setupIntent.clientSecret, cardNumber: card.number, expiry, cvc: card.cvc },
  });
  return confirmed.paymentMethodId;
}

export async function confirmUpgradeFor(api: ApiClient, target: UpgradeTarget, choice: UpgradeChoice, paymentMethodId: string | undefined): Promise<void> {
  const body = { ...choice, ...(paymentMethodId ? { paymentMethodId } : {}) };
  if (target.kind === "business") await api.request(upgradeSubscription, { params: { id: target.businessId }, body });
  else await api.request(confirmDirectUpgrade, { body });
}
