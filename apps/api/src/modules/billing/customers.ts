import type { PlatformContext } from "../../platform/context.ts";
import type { BillingRuntime } from "./billing-runtime.ts";
import type { Payer } from "./payer.ts";
import { requireProvider } from "./policy.ts";
import { updateSubscriptionRow } from "./repository.ts";

/** The provider's customer of the payer, made once and remembered; with `refresh`, the stored one is updated (address, VAT). */
export async function customerIdOf(context: PlatformContext, runtime: BillingRuntime, payer: Payer, options: { refresh?: boolean } = {}): Promise<string> {
  const provider = requireProvider(runtime);
  const row = payer.subscription;
  const stored = row.provider_customer_id && row.provider === provider.kind ? row.provider_customer_id : null;
  if (stored && !options.refresh) return stored;
  const { customerId } = await provider.ensureCustomer({
    ...(stored ? { customerId: stored } : {}),
    ...(payer.businessId ? { businessId: payer.businessId } : {}),
    userId: payer.userId,
    email: payer.email,
    name: payer.name,
    currency: row.currency,
    billing: { address1: row.address1, address2: row.address2, city: row.city, postalCode: row.postal_code, country: row.country, vat: row.vat },
  });
  payer.subscription = await updateSubscriptionRow(context.db, row.id, { provider: provider.kind, provider_customer_id: customerId, updated_at: context.clock.now() });
  return customerId;
}

