import type { BillingProviderKind } from "@paraph/contracts";
import { billingProviderOf } from "../../platform/config.ts";
import type { PlatformContext } from "../../platform/context.ts";
import type { Db } from "../../platform/db/database.ts";
import type { BillingProvider } from "./billing-provider.ts";
import { loadPlanCatalogue, type PlanCatalogue } from "./catalogue.ts";
import { createBillingProvider } from "./provider-factory.ts";

/** What billing runs with: the catalogue, the provider (null: none) and the trial settings. */
export interface BillingRuntime {
  catalogue: PlanCatalogue;
  provider: BillingProvider | null;
  providerKind: BillingProviderKind;
  trialDays: number;
  graceDays: number;
}

/** What billing needs of the platform: the API's context has it, and so do operator commands. */
export type BillingContext = Pick<PlatformContext, "config" | "db" | "clock">;

const runtimes = new WeakMap<Db, BillingRuntime>();

/**
 * Billing's runtime for this app: made on first use from the configuration (app.ts asks for it
 * while building, so a bad catalogue or provider stops start-up) and kept as long as the
 * database handle lives (one per app; operator commands open their own).
 */
export function billingOf(context: BillingContext): BillingRuntime {
  let runtime = runtimes.get(context.db);
  if (!runtime) {
    const { config } = context;
    runtime = {
      catalogue: loadPlanCatalogue(config.BILLING_PLANS_FILE),
      provider: createBillingProvider(config, context.db, context.clock),
      providerKind: billingProviderOf(config),
      trialDays: config.BILLING_TRIAL_DAYS,
      graceDays: config.BILLING_GRACE_DAYS,
    };
    runtimes.set(context.db, runtime);
  }
  return runtime;
}

/** Replaces the provider (billing-stripe's tests, and the Stripe provider's wiring). */
export function setBillingProvider(context: BillingContext, provider: BillingProvider | null): void {
  const runtime = billingOf(context);
  runtimes.set(context.db, { ...runtime, provider, providerKind: provider ? provider.kind : "none" });
}
