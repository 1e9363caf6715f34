import { systemClock } from "../platform/clock.ts";
import type { Config } from "../platform/config.ts";
import type { Database } from "../platform/db/database.ts";
import { createPromoCode, removeCustomExtra, setCustomExtra, setManualBilling, setPaymentState } from "../modules/billing/index.ts";
import { required, type CommandOptions } from "./business-commands.ts";

function optional(options: CommandOptions, name: string): string | undefined {
  const value = options[name];
  return typeof value === "string" ? value : undefined;
}

function billingContextOf(database: Database, config: Config) {
  return { config, db: database.db, clock: systemClock };
}

/** `billing set-manual --business ID [--plan NAME] [--seats N]`: the operator invoices the business by hand. */
export async function setManualCommand(database: Database, options: CommandOptions, config: Config): Promise<unknown> {
  const seats = optional(options, "seats");
  const row = await setManualBilling(billingContextOf(database, config), { businessId: required(options, "business"), plan: optional(options, "plan"), seats: seats === undefined ? undefined : Number(seats) });
  return { businessId: row.business_id, paymentMethod: row.payment_method, plan: row.current_plan, seats: row.seats };
}

/** `billing set-state --business ID --payment-method TRIALING|NEEDS_PAYMENT_METHOD|BLOCKED [--days N]`: locks a business, or gives it a new trial. */
export async function setStateCommand(database: Database, options: CommandOptions, config: Config): Promise<unknown> {
  const row = await setPaymentState(billingContextOf(database, config), { businessId: required(options, "business"), paymentMethod: required(options, "payment-method"), days: optional(options, "days") });
  return { businessId: row.business_id, paymentMethod: row.payment_method, plan: row.current_plan, trialEndsAt: row.trial_ends_at?.toISOString() ?? null, blocksAt: row.blocks_at?.toISOString() ?? null };
}

/** `billing create-promo --code CODE --percent-off N [--duration-months N] [--plans a,b] [--cycles monthly,yearly] [--max-redemptions N] [--expires-at ISO]`. */
export async function createPromoCommand(database: Database, options: CommandOptions, config: Config): Promise<unknown> {
  const promo = await createPromoCode(billingContextOf(database, config), {
    code: required(options, "code"),
    percentOff: required(options, "percent-off"),
    durationMonths: optional(options, "duration-months"),
    plans: optional(options, "plans"),
    cycles: optional(options, "cycles"),
    maxRedemptions: optional(options, "max-redemptions"),
    expiresAt: optional(options, "expires-at"),
  });
  return { code: promo.code, percentOff: promo.percent_off, plans: promo.plans, cycles: promo.cycles, maxRedemptions: promo.max_redemptions, expiresAt: promo.expires_at?.toISOString() ?? null };
}

/** `billing set-extra --business ID --name NAME [--description TEXT] [--quantity N] [--price MINOR] [--currency CHF|EUR]`. */
export async function setExtraCommand(database: Database, options: CommandOptions, config: Config): Promise<unknown> {
  const input = {
    businessId: required(options, "business"),
    name: required(options, "name"),
    description: optional(options, "description"),
    quantity: optional(options, "quantity"),
    price: optional(options, "price"),
    currency: optional(options, "currency"),
  };
  await setCustomExtra(billingContextOf(database, config), input);
  return { businessId: input.businessId, name: input.name };
}

/** `billing remove-extra --business ID --name NAME`. */
export async function removeExtraCommand(database: Database, options: CommandOptions, config: Config): Promise<unknown> {
  return { removed: await removeCustomExtra(billingContextOf(database, config), { businessId: required(options, "business"), name: required(options, "name") }) };
}
