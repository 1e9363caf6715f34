import type { PlatformContext } from "../../platform/context.ts";
import type { BillingRuntime } from "./billing-runtime.ts";
import type { Payer } from "./payer.ts";
import { requireProvider } from "./policy.ts";
import { updateSubscriptionRow } from "./repository.ts";

/** The provider's customer of the payer, made once and remembered. */
export async function customerIdOf(context: PlatformContext, runtime: BillingRuntime, payer: Payer): Promise<string> {
  const provider = requireProvider(runtime);
  if (payer.subscription.provider_customer_id && payer.subscription.provider === provider.kind) return payer.subscription.provider_customer_id;
  const row = payer.subscription;
  const { customerId } = await provider.ensureCustomer({
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

