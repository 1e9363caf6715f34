import { billingProviderOf, type Config } from "../../platform/config.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Db } from "../../platform/db/database.ts";
import type { BillingProvider } from "./billing-provider.ts";
import { BuiltinBillingProvider } from "./builtin-provider.ts";

export class BillingProviderUnavailableError extends Error {}

/**
 * The configured payment provider, or null when none runs (BILLING_PROVIDER resolves to none:
 * plans are the operator's, docs/billing.md). Start-up fails with a clear message when the
 * configured provider cannot run.
 */
export function createBillingProvider(config: Config, db: Db, clock: Clock): BillingProvider | null {
  const kind = billingProviderOf(config);
  switch (kind) {
    case "none":
      return null;
    case "builtin":
      return new BuiltinBillingProvider(db, clock);
    case "stripe":
      throw new BillingProviderUnavailableError("STRIPE_SECRET_KEY is set, but this build of Paraph has no Stripe provider yet; unset it (the built-in test provider runs outside production) or set BILLING_PROVIDER=none");
  }
}
