import { BUILTIN_TEST_CARDS, type Currency } from "@paraph/contracts";
import { createOpaqueToken, hashToken } from "../../platform/auth/opaque-token.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { BillingProvider, PlanPrice, ProviderInvoice, ProviderPromotion, ProviderSubscription } from "./billing-provider.ts";
import { periodEndOf } from "./billing-period.ts";
import {
  confirmBuiltinSetupIntentRow,
  countBuiltinInvoices,
  findBuiltinInvoiceByIdempotencyKey,
  findBuiltinInvoices,
  findBuiltinPaymentMethod,
  findBuiltinSetupIntentBySecretHash,
  findBuiltinSubscription,
  insertBuiltinInvoice,
  insertBuiltinSetupIntent,
  insertBuiltinSubscription,
  updateBuiltinSubscription,
  type BuiltinSubscriptionRow,
} from "./builtin-repository.ts";
import { previewPrices, type ChargedPlan } from "./proration.ts";

/**
 * The built-in provider (docs/billing.md, "Providers"): test payments where no money moves, for
 * development, demos and every test that is not about Stripe. It behaves like a provider — a
 * customer, setup intents its test card form confirms, subscriptions with periods, proration,
 * invoices — and keeps its records in its own tables. Configuration refuses it in production.
 */
export class BuiltinBillingProvider implements BillingProvider {
  readonly kind = "builtin" as const;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async ensureCustomer(input: { businessId?: string; userId: string }): Promise<{ customerId: string }> {
    return { customerId: input.businessId ? `bcus_b_${input.businessId}` : `bcus_u_${input.userId}` };
  }

  async createSetupIntent(input: { customerId: string }): Promise<{ clientSecret: string; publishableKey: string | null }> {
    const id = `bseti_${crypto.randomUUID()}`;
    const clientSecret = `${id}_secret_${createOpaqueToken()}`;
    await insertBuiltinSetupIntent(this.db, { id, customer_id: input.customerId, client_secret_hash: hashToken(clientSecret), payment_method_id: null, card_brand: null, card_last4: null, status: "requires_payment_method", created_at: this.clock.now() });
    return { clientSecret, publishableKey: null };
  }

  /**
   * What the test card form does instead of Stripe Elements: the documented success card saves a
   * payment method, the documented declined card is declined, any other number is refused (a
   * real card number must never be typed into a test form). `customerIds` are those the caller
   * may act for.
   */
  async confirmSetupIntent(input: { clientSecret: string; cardNumber: string; customerIds: readonly string[] }): Promise<{ paymentMethodId: string; brand: string; last4: string }> {
    const intent = await findBuiltinSetupIntentBySecretHash(this.db, hashToken(input.clientSecret));
    if (!intent || intent.status !== "requires_payment_method" || !input.customerIds.includes(intent.customer_id)) throw new AppError("setup_intent_invalid");
    if (input.cardNumber === BUILTIN_TEST_CARDS.declined) throw new AppError("card_declined", { declineCode: "generic_decline" });
    if (input.cardNumber !== BUILTIN_TEST_CARDS.succeeds) throw new AppError("card_not_a_test_card");
    const paymentMethodId = `bpm_${crypto.randomUUID()}`;
    const last4 = input.cardNumber.slice(-4);
    if (!(await confirmBuiltinSetupIntentRow(this.db, intent.id, { status: "succeeded", payment_method_id: paymentMethodId, card_brand: "visa", card_last4: last4 }))) throw new AppError("setup_intent_invalid");
    return { paymentMethodId, brand: "visa", last4 };
  }

  async previewChange(input: { subscriptionId: string | null; plan: PlanPrice; seats: number; promotion?: ProviderPromotion; at: Date }) {
    const current = input.subscriptionId ? await findBuiltinSubscription(this.db, input.subscriptionId) : undefined;
    return previewPrices(current && current.status === "active" ? runningOf(current) : null, chargedOf(input.plan, input.seats, input.promotion, current), input.at);
  }

  async applyChange(input: { customerId: string; subscriptionId: string | null; plan: PlanPrice; seats: number; promotion?: ProviderPromotion; paymentMethodId?: string; at?: Date; idempotencyKey: string }): Promise<ProviderSubscription> {
    const replay = await findBuiltinInvoiceByIdempotencyKey(this.db, input.idempotencyKey);
    const existing = input.subscriptionId ? await findBuiltinSubscription(this.db, input.subscriptionId) : undefined;
    if (replay && existing) return providerSubscriptionOf(existing);
    if (input.paymentMethodId) {
      const method = await findBuiltinPaymentMethod(this.db, input.paymentMethodId);
      if (method?.customer_id !== input.customerId) throw new AppError("setup_intent_invalid", { paymentMethodId: input.paymentMethodId });
    }
    const now = input.at ?? this.clock.now();
    const charged = chargedOf(input.plan, input.seats, input.promotion, existing);
    const running = existing && existing.status === "active" ? runningOf(existing) : null;
    const preview = previewPrices(running, charged, now);
    const restarts = !running || running.charged.cycle !== charged.cycle;
    const id = existing?.id ?? `bsub_${crypto.randomUUID()}`;
    const values = {
      plan: charged.plan,
      cycle: charged.cycle,
      currency: charged.currency,
      unit_amount: charged.unitAmount,
      seats: charged.seats,
      percent_off: charged.percentOff,
      status: "active",
      cancel_at_period_end: false,
      updated_at: now,
      ...(restarts ? { current_period_start: now, current_period_end: periodEndOf(now, charged.cycle) } : {}),
    };
    await this.db.transaction().execute(async (trx) => {
      if (existing) await updateBuiltinSubscription(trx, id, values);
      else await insertBuiltinSubscription(trx, { id, customer_id: input.customerId, created_at: now, current_period_start: now, current_period_end: periodEndOf(now, charged.cycle), ...values });
      const number = `TEST-${String((await countBuiltinInvoices(trx)) + 1).padStart(6, "0")}`;
      await insertBuiltinInvoice(trx, { id: `bin_${crypto.randomUUID()}`, customer_id: input.customerId, number, currency: charged.currency, total: preview.amountDueNow, lines: JSON.stringify(preview.lines) as never, idempotency_key: input.idempotencyKey, created_at: now });
    });
    const stored = await findBuiltinSubscription(this.db, id);
    if (!stored) throw new AppError("billing_provider_failed");
    return providerSubscriptionOf(stored);
  }

  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription> {
    return this.setCancelAtPeriodEnd(subscriptionId, true);
  }

  revokeCancellation(subscriptionId: string): Promise<ProviderSubscription> {
    return this.setCancelAtPeriodEnd(subscriptionId, false);
  }

  private async setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<ProviderSubscription> {
    const updated = await updateBuiltinSubscription(this.db, subscriptionId, { cancel_at_period_end: cancelAtPeriodEnd, updated_at: this.clock.now() });
    if (!updated) throw new AppError("billing_provider_failed", { subscriptionId });
    return providerSubscriptionOf(updated);
  }

  async listInvoices(customerId: string): Promise<ProviderInvoice[]> {
    return (await findBuiltinInvoices(this.db, customerId)).map((row) => ({ id: row.id, number: row.number, status: "paid", currency: row.currency, total: row.total, createdAt: row.created_at, url: null }));
  }

  /** A one-off charge is an invoice of one line, paid by the customer's saved test card. */
  async chargeOnce(input: { customerId: string; paymentMethodId: string; amount: number; currency: Currency; description: string; idempotencyKey: string }): Promise<{ chargeId: string }> {
    const replay = await findBuiltinInvoiceByIdempotencyKey(this.db, input.idempotencyKey);
    if (replay) return { chargeId: replay.id };
    const method = await findBuiltinPaymentMethod(this.db, input.paymentMethodId);
    if (method?.customer_id !== input.customerId) throw new AppError("setup_intent_invalid", { paymentMethodId: input.paymentMethodId });
    const id = `bin_${crypto.randomUUID()}`;
    await this.db.transaction().execute(async (trx) => {
      const number = `TEST-${String((await countBuiltinInvoices(trx)) + 1).padStart(6, "0")}`;
      const lines = [{ description: input.description, amount: input.amount }];
      await insertBuiltinInvoice(trx, { id, customer_id: input.customerId, number, currency: input.currency, total: input.amount, lines: JSON.stringify(lines) as never, idempotency_key: input.idempotencyKey, created_at: this.clock.now() });
    });
    return { chargeId: id };
  }

  /** There is no portal: the billing page shows what one would (plan, invoices, payment method). */
  async createPortalSession(_customerId: string, returnUrl: string): Promise<{ redirectUrl: string }> {
    return { redirectUrl: returnUrl };
  }
}

/** Without a new promotion, a running subscription keeps its discount (as a Stripe coupon stays on its subscription). */
function chargedOf(plan: PlanPrice, seats: number, promotion: ProviderPromotion | undefined, running: BuiltinSubscriptionRow | undefined): ChargedPlan {
  return { plan: plan.plan, cycle: plan.cycle, currency: plan.currency, unitAmount: plan.unitAmount, seats, percentOff: promotion?.percentOff ?? running?.percent_off ?? 0 };
}

function runningOf(row: BuiltinSubscriptionRow): { charged: ChargedPlan; period: { start: Date; end: Date } } {
  return {
    charged: { plan: row.plan as ChargedPlan["plan"], cycle: row.cycle, currency: row.currency, unitAmount: row.unit_amount, seats: row.seats, percentOff: row.percent_off },
    period: { start: row.current_period_start, end: row.current_period_end },
  };
}

function providerSubscriptionOf(row: BuiltinSubscriptionRow): ProviderSubscription {
  return {
    subscriptionId: row.id,
    status: row.status === "canceled" ? "canceled" : "active",
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    seats: row.seats,
    priceId: `builtin:${row.plan}:${row.cycle}:${row.currency}`,
  };
}
