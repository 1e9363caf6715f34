import type { CustomExtra, Invoice, PricePlan, SetupIntent, Subscription, SubscriptionUsage } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { findMembershipOfUser, loadBusinessAccess } from "../businesses/index.ts";
import { billingOf } from "./billing-runtime.ts";
import { BuiltinBillingProvider } from "./builtin-provider.ts";
import { loadBusinessPayer, loadPersonalPayer, type Payer } from "./payer.ts";
import { requireProvider } from "./policy.ts";
import { presentCustomExtra, presentInvoice, presentPricePlan } from "./presenter.ts";
import { ensureReferralCode, findUsablePromoCode } from "./promotions.ts";
import { findCustomExtras, findSubscriptionOfBusiness, findSubscriptionOfUser, updateSubscriptionRow } from "./repository.ts";
import { loadUsage } from "./quotas.ts";
import { presentSubscriptionOf } from "./subscription-view.ts";
import { ensureBusinessSubscription } from "./subscriptions.ts";
import { customerIdOf } from "./customers.ts";

export function listPricePlans(context: PlatformContext): { provider: "none" | "builtin" | "stripe"; trialDays: number; plans: PricePlan[] } {
  const runtime = billingOf(context);
  return { provider: runtime.providerKind, trialDays: runtime.trialDays, plans: runtime.catalogue.plans.map(presentPricePlan) };
}

async function adminSubscription(context: PlatformContext, auth: AuthContext, businessId: string) {
  const { business } = await loadBusinessAccess(context.db, auth, businessId, { adminOnly: true });
  return ensureBusinessSubscription(context, context.db, business.id);
}

export async function getUsage(context: PlatformContext, auth: AuthContext, businessId: string): Promise<SubscriptionUsage> {
  const row = await adminSubscription(context, auth, businessId);
  return loadUsage(context, context.db, { ...row, business_id: businessId });
}

export async function updateBillingAddress(
  context: PlatformContext,
  auth: AuthContext,
  businessId: string,
  body: { address1: string; address2: string | null; city: string; postalCode: string; country: string; vat: string | null; currency?: "CHF" | "EUR" | undefined },
): Promise<Subscription> {
  const payer = await loadBusinessPayer(context, auth, businessId);
  const row = payer.subscription;
  // A running paid subscription keeps the currency it is charged in until its next change of plan.
  const keepsCurrency = row.provider_subscription_id !== null;
  payer.subscription = await updateSubscriptionRow(context.db, row.id, {
    address1: body.address1,
    address2: body.address2,
    city: body.city,
    postal_code: body.postalCode,
    country: body.country,
    vat: body.vat,
    ...(body.currency && !keepsCurrency ? { currency: body.currency } : {}),
    updated_at: context.clock.now(),
  });
  // The provider's customer gets the new address too, so its invoices name it.
  const runtime = billingOf(context);
  if (runtime.provider && row.provider_customer_id && row.provider === runtime.provider.kind) await customerIdOf(context, runtime, payer, { refresh: true });
  return presentSubscriptionOf(context, context.db, payer.subscription);
}

export async function listCustomExtras(context: PlatformContext, auth: AuthContext, businessId: string): Promise<{ extras: CustomExtra[] }> {
  const { business } = await loadBusinessAccess(context.db, auth, businessId, { adminOnly: true });
  return { extras: (await findCustomExtras(context.db, business.id)).map(presentCustomExtra) };
}

async function setupIntentFor(context: PlatformContext, payer: Payer, country: string | undefined): Promise<SetupIntent> {
  const runtime = billingOf(context);
  const provider = requireProvider(runtime);
  const customerId = await customerIdOf(context, runtime, payer);
  const intent = await provider.createSetupIntent({ customerId, ...(country ? { country } : {}) });
  return { provider: provider.kind, ...intent };
}

export async function createBusinessSetupIntent(context: PlatformContext, auth: AuthContext, businessId: string, country: string | undefined): Promise<SetupIntent> {
  return setupIntentFor(context, await loadBusinessPayer(context, auth, businessId), country);
}

/** A card for the person themselves: for their direct upgrade, or (members of a business too) for what they pay personally. */
export async function createIndividualSetupIntent(context: PlatformContext, auth: AuthContext, country: string | undefined): Promise<SetupIntent> {
  return setupIntentFor(context, await loadPersonalPayer(context, auth), country);
}

/** The built-in provider's test card form; the caller may confirm only their own or their business's (as admin) setup intents. */
export async function confirmBuiltinSetupIntent(context: PlatformContext, auth: AuthContext, body: { clientSecret: string; cardNumber: string }) {
  const provider = billingOf(context).provider;
  if (!(provider instanceof BuiltinBillingProvider)) throw new AppError("billing_not_offered", { provider: billingOf(context).providerKind });
  const customerIds: string[] = [];
  const own = await findSubscriptionOfUser(context.db, auth.userId);
  if (own?.provider_customer_id) customerIds.push(own.provider_customer_id);
  const membership = await findMembershipOfUser(context.db, auth.userId);
  if (membership?.role === "admin") {
    const business = await findSubscriptionOfBusiness(context.db, membership.business_id);
    if (business?.provider_customer_id) customerIds.push(business.provider_customer_id);
  }
  return provider.confirmSetupIntent({ clientSecret: body.clientSecret, cardNumber: body.cardNumber, customerIds });
}

export async function validatePromo(context: PlatformContext, auth: AuthContext, businessId: string, body: { promoCode: string; plan: "individual" | "team" | "pro" | "scale" | "enterprise"; cycle: "monthly" | "yearly" }) {
  await loadBusinessAccess(context.db, auth, businessId, { adminOnly: true });
  const promo = await findUsablePromoCode(context.db, body.promoCode, body.plan, body.cycle, context.clock.now());
  return { promoCode: promo.code, isValid: true as const, percentOff: promo.percent_off, durationMonths: promo.duration_months, expiresAt: promo.expires_at?.toISOString() ?? null };
}

export async function getReferralCode(context: PlatformContext, auth: AuthContext, businessId: string): Promise<{ referralCode: string; percentOff: number; signupUrl: string }> {
  const row = await adminSubscription(context, auth, businessId);
  const referralCode = await ensureReferralCode(context.db, row, context.clock.now());
  return { referralCode, percentOff: billingOf(context).catalogue.file.referral.percentOff, signupUrl: `${context.publicUrl}/business/signup?ucc=${encodeURIComponent(referralCode)}` };
}

export async function createCustomerPortalSession(context: PlatformContext, auth: AuthContext, businessId: string): Promise<{ redirectUrl: string }> {
  const payer = await loadBusinessPayer(context, auth, businessId);
  const runtime = billingOf(context);
  const provider = requireProvider(runtime);
  const customerId = await customerIdOf(context, runtime, payer);
  return provider.createPortalSession(customerId, `${context.publicUrl}/business/billing/plan`);
}

/** Chargebee is not offered: nothing makes a business CHARGEBEE, and no Chargebee account is connected. */
export async function createChargebeePortalSession(context: PlatformContext, auth: AuthContext, businessId: string): Promise<never> {
  const row = await adminSubscription(context, auth, businessId);
  throw new AppError("chargebee_not_offered", { paymentMethod: row.payment_method });
}

export async function listInvoices(context: PlatformContext, auth: AuthContext, businessId: string): Promise<{ invoices: Invoice[] }> {
  const row = await adminSubscription(context, auth, businessId);
  const provider = billingOf(context).provider;
  if (!provider || !row.provider_customer_id || row.provider !== provider.kind) return { invoices: [] };
  return { invoices: (await provider.listInvoices(row.provider_customer_id)).map(presentInvoice) };
}
