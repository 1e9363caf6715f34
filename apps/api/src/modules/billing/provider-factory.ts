import { billingProviderOf, type Config } from "../../platform/config.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Db } from "../../platform/db/database.ts";
import type { BillingProvider } from "./billing-provider.ts";
import { BuiltinBillingProvider } from "./builtin-provider.ts";
import { openStripeBilling } from "./stripe/open-stripe.ts";

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
    case "stripe": {
      const stripe = openStripeBilling(config);
      if (!stripe) throw new BillingProviderUnavailableError("BILLING_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (docs/billing.md, \"Connecting Stripe\")");
      return stripe.provider;
    }
  }
}
