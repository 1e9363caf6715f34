import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import type { Currency, PricePreview } from "@paraph/contracts";
import { AppError } from "../../../platform/errors/app-error.ts";
import type { BillingAddress, BillingProvider, PlanPrice, ProviderInvoice, ProviderPromotion, ProviderSubscription } from "../billing-provider.ts";
import { subscriptionFromStripe } from "./stripe-subscription.ts";
import { taxIdOf } from "./stripe-tax-id.ts";

/**
 * Payments through Stripe with the official SDK (docs/billing.md, "Connecting Stripe"): a Stripe
 * customer per paying business or individual, cards saved with SetupIntents (the card form is
 * Stripe Elements), one subscription whose quantity is the seats and whose price is the
 * catalogue's `stripePriceIds`, changes prorated and charged at once, cancellation at the
 * period's end, invoices and the customer portal. Every mutating call carries an idempotency key.
 */
type EnsureCustomerInput = Parameters<BillingProvider["ensureCustomer"]>[0];
type PreviewChangeInput = Parameters<BillingProvider["previewChange"]>[0];
type ApplyChangeInput = Parameters<BillingProvider["applyChange"]>[0];

export class StripeProvider implements BillingProvider {
  readonly kind = "stripe" as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly publishableKey: string,
  ) {}

  /** With `customerId` (the one stored for the owner), that customer is updated instead of a new one made. */
  async ensureCustomer(input: EnsureCustomerInput): Promise<{ customerId: string }> {
    const owner = input.businessId ? `business:${input.businessId}` : `user:${input.userId}`;
    const details = {
      email: input.email,
      name: input.name,
      ...(input.billing ? { address: addressOf(input.billing) } : {}),
      metadata: { paraphOwner: owner, paraphUserId: input.userId, ...(input.businessId ? { paraphBusinessId: input.businessId } : {}), paraphCurrency: input.currency },
    };
    const customer = await callStripe(() =>
      input.customerId
        ? this.stripe.customers.update(input.customerId, details, { idempotencyKey: `paraph-customer-update-${randomUUID()}` })
        : // One key per owner: a retried sign-up within Stripe's 24 hours of keys finds the customer made the first time.
          this.stripe.customers.create(details, { idempotencyKey: `paraph-customer-${owner}` }),
    );
    if (input.billing) await this.syncTaxId(customer.id, input.billing.vat);
    return { customerId: customer.id };
  }

  async createSetupIntent(input: { customerId: string; country?: string }): Promise<{ clientSecret: string; publishableKey: string | null }> {
    const setupIntent = await callStripe(() =>
      this.stripe.setupIntents.create(
        { customer: input.customerId, usage: "off_session", allowed_payment_method_types: ["card"], metadata: input.country ? { paraphCountry: input.country } : {} },
        { idempotencyKey: `paraph-setup-intent-${randomUUID()}` },
      ),
    );
    if (!setupIntent.client_secret) throw new AppError("billing_provider_failed", { provider: "stripe", reason: "setup intent without client secret" });
    return { clientSecret: setupIntent.client_secret, publishableKey: this.publishableKey };
  }

  async previewChange(input: PreviewChangeInput): Promise<PricePreview> {
    const price = priceIdOf(input.plan);
    const discounts = input.promotion ? [{ coupon: await this.ensureCoupon(input.promotion) }] : undefined;
    let invoice: Stripe.Invoice;
    if (input.subscriptionId === null) {
      invoice = await callStripe(() =>
        this.stripe.invoices.createPreview({ customer: input.customerId, subscription_details: { items: [{ price, quantity: input.seats }] }, ...(discounts ? { discounts } : {}) }),
      );
    } else {
      const subscription = await callStripe(() => this.stripe.subscriptions.retrieve(input.subscriptionId as string));
      const item = firstItemOf(subscription);
      invoice = await callStripe(() =>
        this.stripe.invoices.createPreview({
          customer: input.customerId,
          subscription: subscription.id,
          // What applyChange charges: the change now, prorated to the second, invoiced at once.
          subscription_details: { items: [{ id: item.id, price, quantity: input.seats }], proration_date: Math.floor(input.at.getTime() / 1000), proration_behavior: "always_invoice" },
          ...(discounts ? { discounts } : {}),
        }),
      );
    }
    return previewFromInvoice(invoice, input);
  }

  /** `at`: the instant the proration is computed for (the preview's), so the charge is the figure shown; now when absent. */
  async applyChange(input: ApplyChangeInput & { at?: Date }): Promise<ProviderSubscription> {
    const price = priceIdOf(input.plan);
    const key = `paraph-${input.idempotencyKey}`;
    if (input.paymentMethodId) {
      const paymentMethodId = input.paymentMethodId;
      await callStripe(
        () => this.stripe.customers.update(input.customerId, { invoice_settings: { default_payment_method: paymentMethodId } }, { idempotencyKey: `${key}-payment-method` }),
        { resourceMissing: "setup_intent_invalid", invalidRequest: "setup_intent_invalid" },
      );
    }
    const discounts = input.promotion ? [{ coupon: await this.ensureCoupon(input.promotion) }] : undefined;
    const metadata = { paraphPlan: input.plan.plan, paraphCycle: input.plan.cycle };
    if (input.subscriptionId === null) {
      const created = await callStripe(
        () =>
          this.stripe.subscriptions.create(
            // error_if_incomplete: a declined card refuses the upgrade at once instead of leaving an unpaid subscription.
            { customer: input.customerId, items: [{ price, quantity: input.seats }], payment_behavior: "error_if_incomplete", metadata, ...(discounts ? { discounts } : {}) },
            { idempotencyKey: key },
          ),
        { resourceMissing: "payment_method_required" },
      );
      return subscriptionFromStripe(created);
    }
    const subscriptionId = input.subscriptionId;
    const current = await callStripe(() => this.stripe.subscriptions.retrieve(subscriptionId));
    const item = firstItemOf(current);
    const updated = await callStripe(
      () =>
        this.stripe.subscriptions.update(
          subscriptionId,
          {
            items: [{ id: item.id, price, quantity: input.seats }],
            proration_behavior: "always_invoice",
            ...(input.at ? { proration_date: Math.floor(input.at.getTime() / 1000) } : {}),
            payment_behavior: "error_if_incomplete",
            metadata,
            ...(discounts ? { discounts } : {}),
          },
          { idempotencyKey: key },
        ),
      { resourceMissing: "payment_method_required" },
    );
    return subscriptionFromStripe(updated);
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription> {
    return this.setCancelAtPeriodEnd(subscriptionId, true);
  }

  async revokeCancellation(subscriptionId: string): Promise<ProviderSubscription> {
    return this.setCancelAtPeriodEnd(subscriptionId, false);
  }

  async listInvoices(customerId: string): Promise<ProviderInvoice[]> {
    const invoices = await callStripe(() => this.stripe.invoices.list({ customer: customerId, limit: 24 }));
    return invoices.data
      .filter((invoice) => invoice.status !== "draft")
      .map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        status: invoice.status ?? "draft",
        currency: invoice.currency.toUpperCase() as Currency,
        total: invoice.total,
        createdAt: new Date(invoice.created * 1000),
        url: invoice.hosted_invoice_url ?? null,
      }));
  }

  /**
   * One PaymentIntent per charge (the key names it), confirmed off session with the saved card.
   * A retry — the same card again, or another after a decline — confirms that same intent, so
   * however often and however concurrently it is called, at most one payment succeeds; once it
   * has, Stripe refuses another confirmation and the succeeded intent is the answer.
   */
  async chargeOnce(input: { customerId: string; paymentMethodId: string; amount: number; currency: Currency; description: string; idempotencyKey: string }): Promise<{ chargeId: string }> {
    const key = `paraph-charge-${input.idempotencyKey}`;
    const intent = await callStripe(() =>
      this.stripe.paymentIntents.create(
        { amount: input.amount, currency: input.currency.toLowerCase(), customer: input.customerId, description: input.description, allowed_payment_method_types: ["card"], metadata: { paraphCharge: input.idempotencyKey } },
        { idempotencyKey: key },
      ),
    );
    if (intent.status === "succeeded") return { chargeId: intent.id };
    const confirmed = await this.confirmOffSession(intent.id, input.paymentMethodId, `${key}-${input.paymentMethodId}`);
    if (confirmed.status !== "succeeded") throw new AppError("card_declined", { reason: confirmed.status === "requires_action" ? "authentication_required" : confirmed.status });
    return { chargeId: confirmed.id };
  }

  /**
   * Confirms with the card. When that is refused, the intent is read back: if it succeeded
   * meanwhile (an earlier or concurrent call with another card; Stripe replays a card's stored
   * decline for its key), that payment is the answer.
   */
  private async confirmOffSession(intentId: string, paymentMethodId: string, idempotencyKey: string): Promise<Stripe.PaymentIntent> {
    try {
      return await this.stripe.paymentIntents.confirm(intentId, { payment_method: paymentMethodId, off_session: true }, { idempotencyKey });
    } catch (error) {
      const current = await callStripe(() => this.stripe.paymentIntents.retrieve(intentId));
      if (current.status === "succeeded") return current;
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "payment_intent_unexpected_state") {
        throw new AppError("billing_provider_failed", { provider: "stripe", reason: `payment intent ${current.status}` });
      }
      // Someone else's card, or one that does not exist: the card form's setup was not this person's.
      throw translateStripeError(error, { resourceMissing: "setup_intent_invalid", invalidRequest: "setup_intent_invalid" });
    }
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<{ redirectUrl: string }> {
    const session = await callStripe(() => this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }, { idempotencyKey: `paraph-portal-${randomUUID()}` }));
    return { redirectUrl: session.url };
  }

  private async setCancelAtPeriodEnd(subscriptionId: string, isCancelling: boolean): Promise<ProviderSubscription> {
    // A fresh key each time: cancel, revoke and cancel again within Stripe's 24 hours must each happen.
    const updated = await callStripe(() => this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: isCancelling }, { idempotencyKey: `paraph-cancel-${isCancelling}-${randomUUID()}` }));
    return subscriptionFromStripe(updated);
  }

  /** The Stripe coupon of a Paraph promotion; its id names its terms, so a changed promotion is a new coupon. */
  private async ensureCoupon(promotion: ProviderPromotion): Promise<string> {
    const slug = promotion.code.toLowerCase().replace(/[^a-z0-9]+/g, "-").slice(0, 60);
    const id = `paraph-${slug}-${promotion.percentOff}pct-${promotion.durationMonths ?? "forever"}`;
    try {
      await this.stripe.coupons.retrieve(id);
      return id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code !== "resource_missing") throw translateStripeError(error);
    }
    await callStripe(() =>
      this.stripe.coupons.create(
        {
          id,
          name: promotion.code.slice(0, 40),
          percent_off: promotion.percentOff,
          ...(promotion.durationMonths === null ? { duration: "forever" as const } : { duration: "repeating" as const, duration_in_months: promotion.durationMonths }),
        },
        { idempotencyKey: `paraph-coupon-${id}` },
      ),
    );
    return id;
  }

  /** The customer's VAT number as its one Stripe tax id (shown on invoices); other kinds of number stay in Paraph only. */
  private async syncTaxId(customerId: string, vat: string | null): Promise<void> {
    const wanted = vat ? taxIdOf(vat) : null;
    const existing = await callStripe(() => this.stripe.customers.listTaxIds(customerId, { limit: 10 }));
    for (const taxId of existing.data) {
      if (wanted && taxId.type === wanted.type && taxId.value === wanted.value) return;
      await callStripe(() => this.stripe.customers.deleteTaxId(customerId, taxId.id));
    }
    if (wanted) {
      await callStripe(() => this.stripe.customers.createTaxId(customerId, wanted, { idempotencyKey: `paraph-tax-id-${customerId}-${wanted.value}` }), { invalidRequest: "validation_failed" });
    }
  }
}

function priceIdOf(plan: PlanPrice): string {
  if (!plan.providerPriceId) throw new AppError("plan_not_available", { plan: plan.plan, cycle: plan.cycle, currency: plan.currency, reason: "No Stripe price id in the catalogue (stripePriceIds)" });
  return plan.providerPriceId;
}

function firstItemOf(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const item = subscription.items.data[0];
  if (!item) throw new AppError("billing_provider_failed", { provider: "stripe", reason: "subscription without items" });
  return item;
}

function addressOf(billing: BillingAddress): Stripe.AddressParam {
  return {
    line1: billing.address1 ?? "",
    line2: billing.address2 ?? "",
    city: billing.city ?? "",
    postal_code: billing.postalCode ?? "",
    ...(billing.country ? { country: billing.country } : {}),
  };
}

function previewFromInvoice(invoice: Stripe.Invoice, input: PreviewChangeInput): PricePreview {
  const lines = invoice.lines.data.map((line) => ({
    description: line.description ?? "",
    quantity: line.quantity ?? 1,
    amount: line.amount,
    isProration: line.parent?.subscription_item_details?.proration ?? line.parent?.invoice_item_details?.proration ?? false,
    periodStart: new Date(line.period.start * 1000).toISOString(),
    periodEnd: new Date(line.period.end * 1000).toISOString(),
  }));
  const discount = (invoice.total_discount_amounts ?? []).reduce((sum, entry) => sum + entry.amount, 0);
  // The next full period is charged when the latest period any line covers ends.
  const periodEnds = invoice.lines.data.map((line) => line.period.end).filter((end) => end * 1000 > input.at.getTime());
  return {
    plan: input.plan.plan,
    cycle: input.plan.cycle,
    currency: input.plan.currency,
    seats: input.seats,
    lines,
    subtotal: invoice.subtotal,
    discount,
    total: invoice.total,
    amountDueNow: invoice.amount_due,
    nextBillingAt: periodEnds.length > 0 ? new Date(Math.max(...periodEnds) * 1000).toISOString() : null,
    promoCode: input.promotion?.code ?? null,
  };
}

type ErrorCodeFor = "payment_method_required" | "setup_intent_invalid" | "validation_failed";

/** Runs one SDK call and turns Stripe's errors into Paraph's: a declined card, a missing card, or the provider failing. */
async function callStripe<T>(call: () => Promise<T>, mapping: { resourceMissing?: ErrorCodeFor; invalidRequest?: ErrorCodeFor } = {}): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translateStripeError(error, mapping);
  }
}

function translateStripeError(error: unknown, mapping: { resourceMissing?: ErrorCodeFor; invalidRequest?: ErrorCodeFor } = {}): Error {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeCardError) return new AppError("card_declined", { reason: error.decline_code ?? error.code ?? "card_declined" });
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    const code = error.code === "resource_missing" ? (mapping.resourceMissing ?? mapping.invalidRequest) : mapping.invalidRequest;
    if (code === "validation_failed") return new AppError(code, { fields: [{ field: "vat", message: error.message }] });
    if (code) return new AppError(code, { reason: error.message });
  }
  const kind = error instanceof Stripe.errors.StripeError ? error.type : "unknown";
  // The message may name ids but never keys or card data: Stripe's messages do not carry them.
  return new AppError("billing_provider_failed", { provider: "stripe", kind });
}
