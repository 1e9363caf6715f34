import { randomBytes } from "node:crypto";
import type { FormObject, FormValue } from "./form-body.ts";
import { FakePaymentIntents } from "./fake-payment-intents.ts";
import { arrayOfStrings, invalidRequest, metadataFrom, missing, newId, objectOf, requireString, StripeApiError, stringOrNull, type StripeObject } from "./stripe-values.ts";

export { StripeApiError, type StripeObject } from "./stripe-values.ts";

/**
 * Stripe's state and rules, in memory, for the tests of Paraph's Stripe provider: customers,
 * payment methods from the documented test cards, SetupIntents, prices, coupons, subscriptions
 * with quantity, proration and renewals on a clock the test moves, invoices, one-off payments
 * (PaymentIntents, fake-payment-intents.ts) and portal sessions.
 * The objects have the shapes of Stripe's API reference (the `stripe` SDK's types); every change
 * records the event Stripe would send. stripe-server.ts serves it over HTTP.
 */

/**
 * What a card does: the test card numbers of Stripe's documentation. `requires_authentication`
 * (4000 0027 6000 3184) asks for 3D Secure on every payment; this server has no challenge page, so
 * saving it with a SetupIntent succeeds and each PaymentIntent then needs the authentication.
 */
export type CardBehaviour = "succeeds" | "declined" | "fails_on_charge" | "requires_authentication";
const TEST_CARDS: Record<string, { brand: string; behaviour: CardBehaviour }> = {
  "4242424242424242": { brand: "visa", behaviour: "succeeds" },
  "5555555555554444": { brand: "mastercard", behaviour: "succeeds" },
  "4000000000000002": { brand: "visa", behaviour: "declined" },
  "4000000000000341": { brand: "visa", behaviour: "fails_on_charge" },
  "4000002760003184": { brand: "visa", behaviour: "requires_authentication" },
};
/** Stripe's test PaymentMethod tokens, for server-side confirmation. */
const TEST_PAYMENT_METHOD_TOKENS: Record<string, string> = {
  pm_card_visa: "4242424242424242",
  pm_card_mastercard: "5555555555554444",
  pm_card_chargeDeclined: "4000000000000002",
  pm_card_chargeCustomerFail: "4000000000000341",
  pm_card_authenticationRequired: "4000002760003184",
};

const DAY_SECONDS = 86_400;

export interface FakeStripeEvent extends StripeObject {
  id: string;
  type: string;
  created: number;
}

export class FakeStripe {
  /** Stripe's own time, in seconds; tests move it with `advanceTo`. */
  nowSeconds: number;
  readonly customers = new Map<string, StripeObject>();
  readonly paymentMethods = new Map<string, StripeObject>();
  readonly setupIntents = new Map<string, StripeObject>();
  readonly prices = new Map<string, StripeObject>();
  readonly coupons = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  readonly invoices = new Map<string, StripeObject>();
  readonly portalSessions = new Map<string, StripeObject>();
  readonly taxIds = new Map<string, StripeObject>();
  readonly events: FakeStripeEvent[] = [];
  readonly paymentIntents = new FakePaymentIntents(this);
  private readonly cardBehaviours = new Map<string, CardBehaviour>();
  /** Proration items waiting for a subscription's next invoice (proration_behavior=create_prorations). */
  private readonly pendingItems = new Map<string, StripeObject[]>();
  private invoiceSequence = 1;

  constructor(
    now: Date,
    private readonly publicBaseUrl: () => string,
  ) {
    this.nowSeconds = Math.floor(now.getTime() / 1000);
  }

  // ---------------------------------------------------------------- test controls

  /** A recurring price, as an operator creates it in the Stripe dashboard. */
  definePrice(input: { id: string; unitAmount: number; currency: string; interval: "month" | "year"; productName: string }): StripeObject {
    const product = `prod_${input.productName.toLowerCase().replace(/[^a-z0-9]+/g, "_")}`;
    const price: StripeObject = {
      id: input.id,
      object: "price",
      active: true,
      billing_scheme: "per_unit",
      created: this.nowSeconds,
      currency: input.currency.toLowerCase(),
      custom_unit_amount: null,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: input.productName,
      product,
      recurring: { interval: input.interval, interval_count: 1, meter: null, usage_type: "licensed" },
      tax_behavior: "unspecified",
      tiers_mode: null,
      transform_quantity: null,
      type: "recurring",
      unit_amount: input.unitAmount,
      unit_amount_decimal: String(input.unitAmount),
    };
    this.prices.set(input.id, price);
    return price;
  }

  /** From now on charges to the customer's saved cards fail, as when a card expires or is blocked; a card saved later works. */
  declineChargesOf(customerId: string): void {
    for (const method of this.paymentMethods.values()) {
      if (method.customer === customerId) this.cardBehaviours.set(method.id as string, "fails_on_charge");
    }
  }

  /** Moves Stripe's clock forward and runs what falls due: trial ends, renewals, cancellations at period end. */
  advanceTo(date: Date): void {
    const target = Math.floor(date.getTime() / 1000);
    if (target < this.nowSeconds) throw new Error("Stripe's clock only moves forward");
    for (;;) {
      const due = [...this.subscriptions.values()]
        .filter((subscription) => subscription.status !== "canceled" && subscription.status !== "incomplete_expired")
        .map((subscription) => ({ subscription, at: this.periodEndOf(subscription) }))
        .filter(({ at }) => at <= target)
        .sort((first, second) => first.at - second.at)[0];
      if (!due) break;
      this.nowSeconds = Math.max(this.nowSeconds, due.at);
      this.runPeriodEnd(due.subscription);
    }
    this.nowSeconds = target;
  }

  // ---------------------------------------------------------------- customers

  createCustomer(params: FormObject): StripeObject {
    const id = newId("cus");
    const customer: StripeObject = {
      id,
      object: "customer",
      address: addressFrom(params.address),
      balance: 0,
      created: this.nowSeconds,
      currency: null,
      default_source: null,
      delinquent: false,
      description: stringOrNull(params.description),
      discount: null,
      email: stringOrNull(params.email),
      invoice_prefix: id.slice(4, 12).toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: metadataFrom(params.metadata),
      name: stringOrNull(params.name),
      next_invoice_sequence: 1,
      phone: stringOrNull(params.phone),
      preferred_locales: arrayOfStrings(params.preferred_locales),
      shipping: null,
      tax_exempt: "none",
      test_clock: null,
    };
    this.customers.set(id, customer);
    this.record("customer.created", customer);
    return customer;
  }

  updateCustomer(id: string, params: FormObject): StripeObject {
    const customer = this.find(this.customers, id, "customer");
    const before = structuredClone(customer);
    if (params.email !== undefined) customer.email = stringOrNull(params.email);
    if (params.name !== undefined) customer.name = stringOrNull(params.name);
    if (params.phone !== undefined) customer.phone = stringOrNull(params.phone);
    if (params.address !== undefined) customer.address = addressFrom(params.address);
    if (params.metadata !== undefined) customer.metadata = { ...(customer.metadata as object), ...metadataFrom(params.metadata) };
    if (params.preferred_locales !== undefined) customer.preferred_locales = arrayOfStrings(params.preferred_locales);
    const invoiceSettings = objectOf(params.invoice_settings);
    if (invoiceSettings?.default_payment_method !== undefined) {
      const paymentMethodId = stringOrNull(invoiceSettings.default_payment_method);
      if (paymentMethodId) this.requireAttached(paymentMethodId, id);
      (customer.invoice_settings as StripeObject).default_payment_method = paymentMethodId;
    }
    this.record("customer.updated", customer, changedKeys(before, customer));
    return customer;
  }

  createTaxId(customerId: string, params: FormObject): StripeObject {
    const customer = this.find(this.customers, customerId, "customer");
    const type = requireString(params.type, "type");
    const value = requireString(params.value, "value");
    const patterns: Record<string, RegExp> = { eu_vat: /^[A-Z]{2}[0-9A-Z]{2,13}$/, ch_vat: /^CHE-?\d{3}\.?\d{3}\.?\d{3} ?(MWST|TVA|IVA)$/ };
    const pattern = patterns[type];
    if (!pattern) throw invalidRequest(`Invalid value for type: ${type}`, "type");
    if (!pattern.test(value)) throw new StripeApiError(400, { type: "invalid_request_error", code: "tax_id_invalid", param: "value", message: `Invalid value for ${type}.` });
    const taxId: StripeObject = {
      id: newId("txi"),
      object: "tax_id",
      country: value.slice(0, 2) === "CH" ? "CH" : value.slice(0, 2),
      created: this.nowSeconds,
      customer: customer.id,
      livemode: false,
      owner: { customer: customer.id, type: "customer" },
      type,
      value,
      verification: { status: "pending", verified_address: null, verified_name: null },
    };
    this.taxIds.set(taxId.id as string, taxId);
    return taxId;
  }

  listTaxIds(customerId: string): StripeObject[] {
    this.find(this.customers, customerId, "customer");
    return [...this.taxIds.values()].filter((taxId) => taxId.customer === customerId);
  }

  deleteTaxId(customerId: string, taxId: string): StripeObject {
    const found = this.find(this.taxIds, taxId, "tax_id");
    if (found.customer !== customerId) throw missing("tax_id", taxId);
    this.taxIds.delete(taxId);
    return { id: taxId, object: "tax_id", deleted: true };
  }

  listPaymentMethods(customerId: string): StripeObject[] {
    this.find(this.customers, customerId, "customer");
    return [...this.paymentMethods.values()].filter((method) => method.customer === customerId).sort((first, second) => (second.created as number) - (first.created as number));
  }

  // ---------------------------------------------------------------- setup intents and cards

  createSetupIntent(params: FormObject): StripeObject {
    const customerId = stringOrNull(params.customer);
    if (customerId) this.find(this.customers, customerId, "customer");
    const id = newId("seti");
    const requestedTypes = arrayOfStrings(params.allowed_payment_method_types);
    const allowedTypes = requestedTypes.length > 0 ? requestedTypes : null;
    const setupIntent: StripeObject = {
      id,
      object: "setup_intent",
      allowed_payment_method_types: allowedTypes,
      application: null,
      automatic_payment_methods: null,
      cancellation_reason: null,
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      created: this.nowSeconds,
      customer: customerId,
      description: stringOrNull(params.description),
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: metadataFrom(params.metadata),
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: "automatic" } },
      payment_method_types: allowedTypes ?? ["card"],
      single_use_mandate: null,
      status: "requires_payment_method",
      usage: stringOrNull(params.usage) ?? "off_session",
    };
    this.setupIntents.set(id, setupIntent);
    this.record("setup_intent.created", setupIntent);
    return setupIntent;
  }

  /** Whether a publishable-key caller holds this SetupIntent's client secret, as Stripe.js does. */
  checkClientSecret(setupIntentId: string, clientSecret: unknown): void {
    const setupIntent = this.find(this.setupIntents, setupIntentId, "setup_intent");
    if (clientSecret !== setupIntent.client_secret) throw invalidRequest("The client_secret provided does not match the client_secret associated with the SetupIntent.", "client_secret");
  }

  /** A card PaymentMethod from card details, as Stripe.js creates it from the card form. */
  createPaymentMethod(params: FormObject): StripeObject {
    if (params.type !== "card") throw invalidRequest("Only card payment methods are supported here", "type");
    const card = objectOf(params.card) ?? {};
    const number = String(card.number ?? "").replace(/\s+/g, "");
    const known = TEST_CARDS[number];
    if (!known) throw new StripeApiError(402, { type: "card_error", code: "incorrect_number", param: "number", message: "Your card number is incorrect." });
    const expMonth = Number(card.exp_month);
    const expYear = Number(card.exp_year);
    const expiry = Date.UTC(expYear < 100 ? 2000 + expYear : expYear, expMonth, 1) / 1000;
    if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || expiry <= this.nowSeconds) {
      throw new StripeApiError(402, { type: "card_error", code: "invalid_expiry_year", param: "exp_year", message: "Your card's expiration year is invalid." });
    }
    const id = newId("pm");
    const billingDetails = objectOf(params.billing_details) ?? {};
    const paymentMethod: StripeObject = {
      id,
      object: "payment_method",
      allow_redisplay: "unspecified",
      billing_details: {
        address: addressFrom(billingDetails.address) ?? { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
        email: stringOrNull(billingDetails.email),
        name: stringOrNull(billingDetails.name),
        phone: null,
        tax_id: null,
      },
      card: {
        brand: known.brand,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: card.cvc ? "pass" : null },
        country: "US",
        display_brand: known.brand,
        exp_month: expMonth,
        exp_year: expYear < 100 ? 2000 + expYear : expYear,
        fingerprint: number.slice(-8),
        funding: "credit",
        generated_from: null,
        last4: number.slice(-4),
        networks: { available: [known.brand], preferred: null },
        regulated_status: "unregulated",
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: this.nowSeconds,
      customer: null,
      livemode: false,
      metadata: {},
      type: "card",
    };
    this.paymentMethods.set(id, paymentMethod);
    this.cardBehaviours.set(id, known.behaviour);
    return paymentMethod;
  }

  /**
   * Confirms a SetupIntent with a card (`payment_method_data`, a PaymentMethod id or one of
   * Stripe's `pm_card_*` tokens). A declined card leaves it `requires_payment_method` with
   * `last_setup_error` and answers 402, like Stripe.
   */
  confirmSetupIntent(id: string, params: FormObject): StripeObject {
    const setupIntent = this.find(this.setupIntents, id, "setup_intent");
    if (setupIntent.status === "succeeded") {
      throw new StripeApiError(400, { type: "invalid_request_error", code: "setup_intent_unexpected_state", message: "This SetupIntent has already succeeded." });
    }
    const paymentMethod = this.paymentMethodFor(params);
    const behaviour = this.cardBehaviours.get(paymentMethod.id as string) ?? "succeeds";
    setupIntent.payment_method = paymentMethod.id;
    setupIntent.latest_attempt = newId("setatt");
    if (behaviour === "declined") {
      setupIntent.status = "requires_payment_method";
      setupIntent.payment_method = null;
      const error = { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." };
      setupIntent.last_setup_error = { ...error, payment_method: structuredClone(paymentMethod) };
      this.record("setup_intent.setup_failed", setupIntent);
      throw new StripeApiError(402, { ...error, setup_intent: structuredClone(setupIntent) });
    }
    setupIntent.status = "succeeded";
    setupIntent.last_setup_error = null;
    const customerId = setupIntent.customer as string | null;
    if (customerId) {
      paymentMethod.customer = customerId;
      this.record("payment_method.attached", paymentMethod);
    }
    this.record("setup_intent.succeeded", setupIntent);
    return setupIntent;
  }

  private paymentMethodFor(params: FormObject): StripeObject {
    const data = objectOf(params.payment_method_data);
    if (data) return this.createPaymentMethod(data);
    return this.resolvePaymentMethod(requireString(params.payment_method, "payment_method"));
  }

  /** A PaymentMethod by id, or a new one from one of Stripe's `pm_card_*` test tokens. */
  resolvePaymentMethod(reference: string): StripeObject {
    const tokenCard = TEST_PAYMENT_METHOD_TOKENS[reference];
    if (tokenCard) return this.createPaymentMethod({ type: "card", card: { number: tokenCard, exp_month: "12", exp_year: String(new Date(this.nowSeconds * 1000).getUTCFullYear() + 3), cvc: "123" } });
    return this.find(this.paymentMethods, reference, "payment_method");
  }

  private requireAttached(paymentMethodId: string, customerId: string): StripeObject {
    const paymentMethod = this.find(this.paymentMethods, paymentMethodId, "payment_method");
    if (paymentMethod.customer !== customerId) throw invalidRequest(`The payment method \`${paymentMethodId}\` is not attached to customer \`${customerId}\`.`, "default_payment_method");
    return paymentMethod;
  }

  // ---------------------------------------------------------------- coupons

  createCoupon(params: FormObject): StripeObject {
    const id = stringOrNull(params.id) ?? randomBytes(4).toString("hex");
    if (this.coupons.has(id)) throw new StripeApiError(400, { type: "invalid_request_error", code: "resource_already_exists", message: "Coupon already exists." });
    const percentOff = params.percent_off === undefined ? null : Number(params.percent_off);
    const amountOff = params.amount_off === undefined ? null : Number(params.amount_off);
    if ((percentOff === null) === (amountOff === null)) throw invalidRequest("A coupon needs exactly one of percent_off and amount_off", "percent_off");
    if (percentOff !== null && !(percentOff > 0 && percentOff <= 100)) throw invalidRequest("percent_off must be between 0 and 100", "percent_off");
    const duration = stringOrNull(params.duration) ?? "once";
    if (!["once", "forever", "repeating"].includes(duration)) throw invalidRequest(`Invalid duration: ${duration}`, "duration");
    const coupon: StripeObject = {
      id,
      object: "coupon",
      amount_off: amountOff,
      created: this.nowSeconds,
      currency: amountOff === null ? null : requireString(params.currency, "currency").toLowerCase(),
      duration,
      duration_in_months: duration === "repeating" ? Number(requireString(params.duration_in_months, "duration_in_months")) : null,
      livemode: false,
      max_redemptions: params.max_redemptions === undefined ? null : Number(params.max_redemptions),
      metadata: metadataFrom(params.metadata),
      name: stringOrNull(params.name),
      percent_off: percentOff,
      redeem_by: null,
      times_redeemed: 0,
      valid: true,
    };
    this.coupons.set(id, coupon);
    return coupon;
  }

  retrieveCoupon(id: string): StripeObject {
    return this.find(this.coupons, id, "coupon");
  }

  // ---------------------------------------------------------------- subscriptions

  createSubscription(params: FormObject, request: { idempotencyKey: string | null }): StripeObject {
    const customer = this.find(this.customers, requireString(params.customer, "customer"), "customer");
    const items = arrayOfObjects(params.items);
    if (items.length === 0) throw invalidRequest("Missing required param: items.", "items");
    const id = newId("sub");
    const trialEnd = this.trialEndFrom(params);
    const start = this.nowSeconds;
    const firstPrice = this.find(this.prices, requireString(items[0]?.price, "items[0][price]"), "price");
    const periodEnd = trialEnd ?? addInterval(start, (firstPrice.recurring as { interval: string }).interval);
    const subscriptionItems = items.map((item) => this.subscriptionItem(id, this.find(this.prices, requireString(item.price, "items[][price]"), "price"), quantityOf(item), start, periodEnd));
    const currencies = new Set(subscriptionItems.map((item) => (item.price as StripeObject).currency));
    if (currencies.size > 1) throw invalidRequest("All prices on a subscription must have the same currency.", "items");
    const defaultPaymentMethod = stringOrNull(params.default_payment_method);
    if (defaultPaymentMethod) this.requireAttached(defaultPaymentMethod, customer.id as string);
    const subscription: StripeObject = {
      id,
      object: "subscription",
      application: null,
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: periodEnd === trialEnd ? trialEnd : start,
      billing_cycle_anchor_config: null,
      billing_mode: { flexible: null, type: "classic" },
      billing_thresholds: null,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: "charge_automatically",
      created: start,
      currency: [...currencies][0],
      customer: customer.id,
      days_until_due: null,
      default_payment_method: defaultPaymentMethod,
      default_source: null,
      default_tax_rates: [],
      description: stringOrNull(params.description),
      discounts: [],
      ended_at: null,
      invoice_settings: { account_tax_ids: null, issuer: { type: "self" } },
      items: { object: "list", data: subscriptionItems, has_more: false, total_count: subscriptionItems.length, url: `/v1/subscription_items?subscription=${id}` },
      latest_invoice: null,
      livemode: false,
      metadata: metadataFrom(params.metadata),
      next_pending_invoice_item_invoice: null,
      on_behalf_of: null,
      pause_collection: null,
      payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: "off" },
      pending_invoice_item_interval: null,
      pending_setup_intent: null,
      pending_update: null,
      schedule: null,
      start_date: start,
      status: trialEnd ? "trialing" : "incomplete",
      test_clock: null,
      transfer_data: null,
      trial_end: trialEnd,
      trial_settings: { end_behavior: { missing_payment_method: "create_invoice" } },
      trial_start: trialEnd ? start : null,
    };
    subscription.discounts = this.discountsFrom(params.discounts, subscription);
    const paymentBehaviour = stringOrNull(params.payment_behavior) ?? "allow_incomplete";
    const invoice = this.buildInvoice(subscription, "subscription_create", this.periodLines(subscription, start, periodEnd, trialEnd !== null), start, periodEnd);
    const charged = this.charge(subscription, invoice);
    if (!charged && paymentBehaviour === "error_if_incomplete") throw this.chargeError(invoice);
    this.subscriptions.set(id, subscription);
    this.storeInvoice(invoice, request);
    subscription.latest_invoice = invoice.id;
    if (!trialEnd) subscription.status = charged ? "active" : "incomplete";
    this.record("customer.subscription.created", subscription, undefined, request);
    this.recordInvoiceEvents(invoice, charged, request);
    return subscription;
  }

  retrieveSubscription(id: string): StripeObject {
    return this.find(this.subscriptions, id, "subscription");
  }

  /**
   * Changes a subscription: items (price, quantity), cancel at period end or not, discounts.
   * Changes of price or quantity are prorated to the second (or to `proration_date`); a change of
   * billing interval restarts the period now and invoices at once, as Stripe does.
   */
  updateSubscription(id: string, params: FormObject, request: { idempotencyKey: string | null }): StripeObject {
    const subscription = this.find(this.subscriptions, id, "subscription");
    if (subscription.status === "canceled") throw invalidRequest("A canceled subscription can only update its cancellation_details and metadata.", "id");
    const before = structuredClone(subscription);
    const prorationBehaviour = stringOrNull(params.proration_behavior) ?? "create_prorations";
    const paymentBehaviour = stringOrNull(params.payment_behavior) ?? "allow_incomplete";
    const at = params.proration_date === undefined ? this.nowSeconds : Number(params.proration_date);
    const change = this.applyItemChanges(subscription, arrayOfObjects(params.items), at);
    if (params.discounts !== undefined) subscription.discounts = this.discountsFrom(params.discounts, subscription);
    if (params.metadata !== undefined) subscription.metadata = { ...(subscription.metadata as object), ...metadataFrom(params.metadata) };
    if (params.default_payment_method !== undefined) {
      const paymentMethodId = stringOrNull(params.default_payment_method);
      if (paymentMethodId) this.requireAttached(paymentMethodId, subscription.customer as string);
      subscription.default_payment_method = paymentMethodId;
    }
    if (params.cancel_at_period_end !== undefined) {
      const isCancelling = params.cancel_at_period_end === "true";
      subscription.cancel_at_period_end = isCancelling;
      subscription.cancel_at = isCancelling ? this.periodEndOf(subscription) : null;
      subscription.canceled_at = isCancelling ? this.nowSeconds : null;
      subscription.cancellation_details = { comment: null, feedback: null, reason: isCancelling ? "cancellation_requested" : null };
    }
    let invoice: StripeObject | undefined;
    let charged = true;
    if (change.restartsPeriod) {
      invoice = this.buildInvoice(subscription, "subscription_update", [...change.prorations, ...this.periodLines(subscription, at, this.periodEndOf(subscription), false)], at, this.periodEndOf(subscription));
    } else if (change.prorations.length > 0 && prorationBehaviour === "always_invoice") {
      invoice = this.buildInvoice(subscription, "subscription_update", change.prorations, at, at);
    } else if (change.prorations.length > 0 && prorationBehaviour === "create_prorations") {
      this.pendingItems.set(id, [...(this.pendingItems.get(id) ?? []), ...change.prorations]);
    }
    if (invoice) {
      charged = this.charge(subscription, invoice);
      if (!charged && paymentBehaviour === "error_if_incomplete") {
        // Nothing of the update happens: Stripe refuses it whole.
        for (const key of Object.keys(subscription)) delete subscription[key];
        Object.assign(subscription, before);
        throw this.chargeError(invoice);
      }
      this.storeInvoice(invoice, request);
      subscription.latest_invoice = invoice.id;
      if (!charged) subscription.status = "past_due";
    }
    this.record("customer.subscription.updated", subscription, changedKeys(before, subscription), request);
    if (invoice) this.recordInvoiceEvents(invoice, charged, request);
    return subscription;
  }

  /** The invoice a change would make (`POST /v1/invoices/create_preview`), without changing anything. */
  previewInvoice(params: FormObject): StripeObject {
    const customer = this.find(this.customers, requireString(params.customer, "customer"), "customer");
    const details = objectOf(params.subscription_details) ?? {};
    const subscriptionId = stringOrNull(params.subscription);
    if (!subscriptionId) {
      const items = arrayOfObjects(details.items);
      if (items.length === 0) throw invalidRequest("Missing required param: subscription_details[items].", "subscription_details[items]");
      const draft = this.createSubscriptionDraft(customer, items, params.discounts);
      const start = this.nowSeconds;
      const invoice = this.buildInvoice(draft, "upcoming", this.periodLines(draft, start, this.periodEndOf(draft), false), start, this.periodEndOf(draft));
      return { ...invoice, id: `upcoming_${invoice.id as string}`, status: "draft", number: null };
    }
    const subscription = structuredClone(this.find(this.subscriptions, subscriptionId, "subscription"));
    if (subscription.customer !== customer.id) throw invalidRequest("The subscription does not belong to this customer.", "subscription");
    const prorationBehaviour = stringOrNull(details.proration_behavior) ?? "create_prorations";
    const at = details.proration_date === undefined ? this.nowSeconds : Number(details.proration_date);
    const change = this.applyItemChanges(subscription, arrayOfObjects(details.items), at);
    if (params.discounts !== undefined) subscription.discounts = this.discountsFrom(params.discounts, subscription, { preview: true });
    let invoice: StripeObject;
    if (change.restartsPeriod) {
      invoice = this.buildInvoice(subscription, "upcoming", [...change.prorations, ...this.periodLines(subscription, at, this.periodEndOf(subscription), false)], at, this.periodEndOf(subscription));
    } else if (change.prorations.length > 0 && prorationBehaviour === "always_invoice") {
      invoice = this.buildInvoice(subscription, "upcoming", change.prorations, at, at);
    } else {
      const start = this.periodEndOf(subscription);
      const end = addInterval(start, this.intervalOf(subscription));
      const pending = prorationBehaviour === "none" ? [] : change.prorations;
      invoice = this.buildInvoice(subscription, "upcoming", [...(this.pendingItems.get(subscriptionId) ?? []), ...pending, ...this.periodLines(subscription, start, end, false)], start, end);
    }
    return { ...invoice, id: `upcoming_${invoice.id as string}`, status: "draft", number: null };
  }

  listInvoices(params: { customer?: string; subscription?: string; limit?: number }): StripeObject[] {
    return [...this.invoices.values()]
      .filter((invoice) => (params.customer === undefined || invoice.customer === params.customer) && (params.subscription === undefined || subscriptionOfInvoice(invoice) === params.subscription))
      .sort((first, second) => (second.created as number) - (first.created as number) || String(second.number).localeCompare(String(first.number)))
      .slice(0, params.limit ?? 10);
  }

  /**
   * Pays an open invoice now (`POST /v1/invoices/:id/pay`), with `payment_method` or the default
   * card; a subscription that was past_due for it becomes active again. A declined card answers 402.
   */
  payInvoice(id: string, params: FormObject, request: { idempotencyKey: string | null }): StripeObject {
    const invoice = this.find(this.invoices, id, "invoice");
    if (invoice.status !== "open") throw new StripeApiError(400, { type: "invalid_request_error", code: "invoice_not_open", message: "Invoice is already paid" });
    const subscriptionId = subscriptionOfInvoice(invoice);
    const subscription = subscriptionId ? this.find(this.subscriptions, subscriptionId, "subscription") : undefined;
    const paymentMethodId = stringOrNull(params.payment_method);
    if (paymentMethodId) this.requireAttached(paymentMethodId, invoice.customer as string);
    const payer: StripeObject = { customer: invoice.customer, default_payment_method: paymentMethodId ?? subscription?.default_payment_method ?? null };
    const isPaid = this.charge(payer, invoice);
    if (!isPaid) {
      this.record("invoice.payment_failed", invoice, undefined, request);
      throw new StripeApiError(402, { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." });
    }
    this.recordInvoiceEvents(invoice, true, request);
    if (subscription && (subscription.status === "past_due" || subscription.status === "unpaid" || subscription.status === "incomplete")) {
      const before = structuredClone(subscription);
      subscription.status = "active";
      this.record("customer.subscription.updated", subscription, changedKeys(before, subscription), request);
    }
    return invoice;
  }

  retrieveInvoice(id: string): StripeObject {
    return this.find(this.invoices, id, "invoice");
  }

  createPortalSession(params: FormObject): StripeObject {
    const customer = this.find(this.customers, requireString(params.customer, "customer"), "customer");
    const id = newId("bps");
    const session: StripeObject = {
      id,
      object: "billing_portal.session",
      configuration: "bpc_default",
      created: this.nowSeconds,
      customer: customer.id,
      customer_account: null,
      flow: null,
      livemode: false,
      locale: stringOrNull(params.locale),
      on_behalf_of: null,
      return_url: stringOrNull(params.return_url),
      url: `${this.publicBaseUrl()}/p/session/${id}`,
    };
    this.portalSessions.set(id, session);
    return session;
  }

  // ---------------------------------------------------------------- rules

  private createSubscriptionDraft(customer: StripeObject, items: FormObject[], discounts: FormValue | undefined): StripeObject {
    const start = this.nowSeconds;
    const firstPrice = this.find(this.prices, requireString(items[0]?.price, "items[0][price]"), "price");
    const end = addInterval(start, (firstPrice.recurring as { interval: string }).interval);
    const draft: StripeObject = {
      id: "sub_preview",
      customer: customer.id,
      currency: firstPrice.currency,
      status: "incomplete",
      items: { object: "list", data: items.map((item) => this.subscriptionItem("sub_preview", this.find(this.prices, requireString(item.price, "items[][price]"), "price"), quantityOf(item), start, end)) },
      discounts: [],
      metadata: {},
    };
    draft.discounts = this.discountsFrom(discounts, draft, { preview: true });
    return draft;
  }

  private subscriptionItem(subscriptionId: string, price: StripeObject, quantity: number, start: number, end: number): StripeObject {
    const recurring = price.recurring as { interval: string; interval_count: number };
    return {
      id: newId("si"),
      object: "subscription_item",
      billing_thresholds: null,
      created: this.nowSeconds,
      current_period_end: end,
      current_period_start: start,
      discounts: [],
      metadata: {},
      plan: {
        id: price.id,
        object: "plan",
        active: true,
        amount: price.unit_amount,
        amount_decimal: price.unit_amount_decimal,
        billing_scheme: "per_unit",
        created: price.created,
        currency: price.currency,
        interval: recurring.interval,
        interval_count: recurring.interval_count,
        livemode: false,
        metadata: {},
        meter: null,
        nickname: price.nickname,
        product: price.product,
        tiers_mode: null,
        transform_usage: null,
        trial_period_days: null,
        usage_type: "licensed",
      },
      price: structuredClone(price),
      quantity,
      subscription: subscriptionId,
      tax_rates: [],
    };
  }

  /** Applies `items[]` to a subscription and returns the proration lines it causes. */
  private applyItemChanges(subscription: StripeObject, changes: FormObject[], at: number): { prorations: StripeObject[]; restartsPeriod: boolean } {
    const items = (subscription.items as { data: StripeObject[] }).data;
    const prorations: StripeObject[] = [];
    const oldInterval = this.intervalOf(subscription);
    const periodStart = this.periodStartOf(subscription);
    const periodEnd = this.periodEndOf(subscription);
    if (changes.length > 0 && (at < periodStart || at > periodEnd)) throw invalidRequest("proration_date must be within the current period", "proration_date");
    const isTrialing = subscription.status === "trialing";
    for (const change of changes) {
      const existing = change.id === undefined ? undefined : items.find((item) => item.id === change.id);
      if (change.id !== undefined && !existing) throw missing("subscription_item", String(change.id));
      if (existing && change.deleted === "true") {
        if (!isTrialing) prorations.push(this.prorationLine(subscription, existing, -1, at, periodEnd, periodStart));
        items.splice(items.indexOf(existing), 1);
        continue;
      }
      const price = change.price === undefined ? (existing?.price as StripeObject) : this.find(this.prices, requireString(change.price, "items[][price]"), "price");
      if (price.currency !== subscription.currency) throw invalidRequest("The price's currency differs from the subscription's.", "items[][price]");
      const quantity = change.quantity === undefined ? ((existing?.quantity as number | undefined) ?? 1) : quantityOf(change);
      if (existing && price.id === (existing.price as StripeObject).id && quantity === existing.quantity) continue;
      if (existing && !isTrialing) prorations.push(this.prorationLine(subscription, existing, -1, at, periodEnd, periodStart));
      const replacement = this.subscriptionItem(subscription.id as string, price, quantity, periodStart, periodEnd);
      if (existing) {
        replacement.id = existing.id;
        items[items.indexOf(existing)] = replacement;
      } else items.push(replacement);
      if (!isTrialing) prorations.push(this.prorationLine(subscription, replacement, 1, at, periodEnd, periodStart));
    }
    const newInterval = this.intervalOf(subscription);
    const restartsPeriod = changes.length > 0 && newInterval !== oldInterval && !isTrialing;
    if (restartsPeriod) {
      // Stripe restarts the billing period at a change of interval: only the credit for unused time stays.
      const credits = prorations.filter((line) => (line.amount as number) < 0);
      prorations.length = 0;
      prorations.push(...credits);
      const end = addInterval(at, newInterval);
      for (const item of items) {
        item.current_period_start = at;
        item.current_period_end = end;
      }
      subscription.billing_cycle_anchor = at;
    }
    (subscription.items as { total_count?: number }).total_count = items.length;
    return { prorations, restartsPeriod };
  }

  /** Unused (sign -1) or remaining (sign +1) time of an item from `at` to the period's end, to the second. */
  private prorationLine(subscription: StripeObject, item: StripeObject, sign: 1 | -1, at: number, periodEnd: number, periodStart: number): StripeObject {
    const price = item.price as StripeObject;
    const quantity = item.quantity as number;
    const fraction = (periodEnd - at) / (periodEnd - periodStart);
    const amount = sign * Math.round((price.unit_amount as number) * quantity * fraction);
    const date = new Date(at * 1000).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    const description = `${sign < 0 ? "Unused" : "Remaining"} time on ${quantity} × ${String(price.nickname)} after ${date}`;
    return this.lineItem(subscription, item, amount, quantity, description, at, periodEnd, true);
  }

  private periodLines(subscription: StripeObject, start: number, end: number, isTrial: boolean): StripeObject[] {
    return (subscription.items as { data: StripeObject[] }).data.map((item) => {
      const price = item.price as StripeObject;
      const quantity = item.quantity as number;
      const money = formatMoney(price.unit_amount as number, price.currency as string);
      const description = isTrial
        ? `Trial period for ${String(price.nickname)}`
        : `${quantity} × ${String(price.nickname)} (at ${money} / ${(price.recurring as { interval: string }).interval})`;
      return this.lineItem(subscription, item, isTrial ? 0 : (price.unit_amount as number) * quantity, quantity, description, start, end, false);
    });
  }

  private lineItem(subscription: StripeObject, item: StripeObject, amount: number, quantity: number, description: string, start: number, end: number, isProration: boolean): StripeObject {
    const price = item.price as StripeObject;
    return {
      id: newId("il"),
      object: "line_item",
      amount,
      currency: subscription.currency,
      description,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: null,
      livemode: false,
      metadata: {},
      parent: {
        invoice_item_details: null,
        subscription_item_details: { invoice_item: isProration ? newId("ii") : null, proration: isProration, proration_details: { credited_items: null }, subscription: subscription.id, subscription_item: item.id },
        type: "subscription_item_details",
      },
      period: { end, start },
      pretax_credit_amounts: [],
      pricing: { price_details: { price: price.id, product: price.product }, type: "price_details", unit_amount_decimal: String(price.unit_amount) },
      quantity,
      subscription: subscription.id,
      subtotal: amount,
      taxes: [],
    };
  }

  private discountsFrom(value: FormValue | undefined, subscription: StripeObject, options: { preview?: boolean } = {}): StripeObject[] {
    if (value === undefined || value === "") return [];
    const entries = Array.isArray(value) ? value : [value];
    return entries.map((entry) => {
      const couponId = typeof entry === "object" && !Array.isArray(entry) ? requireString(entry.coupon, "discounts[][coupon]") : "";
      const coupon = this.find(this.coupons, couponId, "coupon");
      if (!coupon.valid) throw invalidRequest(`Coupon ${couponId} is no longer valid.`, "discounts");
      if (!options.preview) {
        coupon.times_redeemed = (coupon.times_redeemed as number) + 1;
        if (coupon.max_redemptions !== null && (coupon.times_redeemed as number) >= (coupon.max_redemptions as number)) coupon.valid = false;
      }
      const start = this.nowSeconds;
      const end = coupon.duration === "repeating" ? addMonths(start, coupon.duration_in_months as number) : null;
      return {
        id: newId("di"),
        object: "discount",
        checkout_session: null,
        customer: subscription.customer,
        customer_account: null,
        end,
        invoice: null,
        invoice_item: null,
        promotion_code: null,
        source: { coupon: structuredClone(coupon), type: "coupon" },
        start,
        subscription: subscription.id,
        subscription_item: null,
      };
    });
  }

  private buildInvoice(subscription: StripeObject, billingReason: string, lines: StripeObject[], periodStart: number, periodEnd: number): StripeObject {
    const customer = this.find(this.customers, subscription.customer as string, "customer");
    const id = newId("in");
    const subtotal = lines.reduce((sum, line) => sum + (line.amount as number), 0);
    const discountAmounts: { amount: number; discount: string }[] = [];
    let discountable = lines.filter((line) => (line.amount as number) > 0).reduce((sum, line) => sum + (line.amount as number), 0);
    for (const discount of subscription.discounts as StripeObject[]) {
      if (discount.end !== null && (discount.end as number) <= this.nowSeconds) continue;
      const coupon = (discount.source as { coupon: StripeObject }).coupon;
      const amount = coupon.percent_off !== null ? Math.round((discountable * (coupon.percent_off as number)) / 100) : Math.min(discountable, coupon.amount_off as number);
      discountable -= amount;
      if (amount > 0) discountAmounts.push({ amount, discount: discount.id as string });
    }
    const total = subtotal - discountAmounts.reduce((sum, entry) => sum + entry.amount, 0);
    const startingBalance = customer.balance as number;
    const amountDue = Math.max(0, total + startingBalance);
    for (const line of lines) line.invoice = id;
    return {
      id,
      object: "invoice",
      account_country: "CH",
      account_name: "Paraph test account",
      account_tax_ids: null,
      amount_due: amountDue,
      amount_overpaid: 0,
      amount_paid: 0,
      amount_remaining: amountDue,
      amount_shipping: 0,
      application: null,
      attempt_count: 0,
      attempted: false,
      auto_advance: true,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
      automatically_finalizes_at: null,
      billing_reason: billingReason,
      collection_method: "charge_automatically",
      created: this.nowSeconds,
      currency: subscription.currency,
      custom_fields: null,
      customer: customer.id,
      customer_account: null,
      customer_address: customer.address,
      customer_email: customer.email,
      customer_name: customer.name,
      customer_phone: customer.phone,
      customer_shipping: null,
      customer_tax_exempt: "none",
      customer_tax_ids: this.listTaxIds(customer.id as string).map((taxId) => ({ type: taxId.type, value: taxId.value })),
      default_payment_method: null,
      default_source: null,
      default_tax_rates: [],
      description: null,
      discounts: discountAmounts.map((entry) => entry.discount),
      due_date: null,
      effective_at: null,
      ending_balance: null,
      footer: null,
      from_invoice: null,
      hosted_invoice_url: `${this.publicBaseUrl()}/i/${id}`,
      invoice_pdf: `${this.publicBaseUrl()}/i/${id}/pdf`,
      issuer: { type: "self" },
      last_finalization_error: null,
      latest_revision: null,
      lines: { object: "list", data: lines, has_more: false, total_count: lines.length, url: `/v1/invoices/${id}/lines` },
      livemode: false,
      metadata: {},
      next_payment_attempt: null,
      number: null,
      on_behalf_of: null,
      parent: { quote_details: null, subscription_details: { metadata: structuredClone(subscription.metadata), subscription: subscription.id }, type: "subscription_details" },
      payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
      period_end: periodEnd,
      period_start: periodStart,
      post_payment_credit_notes_amount: 0,
      pre_payment_credit_notes_amount: 0,
      receipt_number: null,
      rendering: null,
      shipping_cost: null,
      shipping_details: null,
      starting_balance: startingBalance,
      statement_descriptor: null,
      status: "draft",
      status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
      subtotal,
      subtotal_excluding_tax: subtotal,
      test_clock: null,
      total,
      total_discount_amounts: discountAmounts,
      total_excluding_tax: total,
      total_pretax_credit_amounts: [],
      total_taxes: [],
      webhooks_delivered_at: null,
    };
  }

  /** Finalizes the invoice and takes the money from the subscription's (or customer's) default card. */
  private charge(subscription: StripeObject, invoice: StripeObject): boolean {
    const customer = this.find(this.customers, subscription.customer as string, "customer");
    invoice.status = "open";
    invoice.status_transitions = { ...(invoice.status_transitions as object), finalized_at: this.nowSeconds };
    const total = invoice.total as number;
    const startingBalance = invoice.starting_balance as number;
    if ((invoice.amount_due as number) === 0) {
      // Paid from the customer's credit, or nothing to pay; a negative total becomes credit.
      customer.balance = Math.min(0, total + startingBalance);
      this.markPaid(invoice, customer);
      return true;
    }
    const paymentMethodId = (subscription.default_payment_method as string | null) ?? ((customer.invoice_settings as StripeObject).default_payment_method as string | null);
    invoice.attempted = true;
    invoice.attempt_count = (invoice.attempt_count as number) + 1;
    const behaviour = paymentMethodId ? this.cardBehaviours.get(paymentMethodId) : undefined;
    const isPaid = paymentMethodId !== null && behaviour === "succeeds";
    if (!isPaid) {
      invoice.next_payment_attempt = this.nowSeconds + 3 * DAY_SECONDS;
      invoice.last_payment_error = paymentMethodId ? "card_declined" : "no_payment_method";
      return false;
    }
    customer.balance = 0;
    this.markPaid(invoice, customer);
    return true;
  }

  private markPaid(invoice: StripeObject, customer: StripeObject): void {
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.status = "paid";
    invoice.ending_balance = customer.balance;
    invoice.next_payment_attempt = null;
    invoice.status_transitions = { ...(invoice.status_transitions as object), paid_at: this.nowSeconds };
    delete invoice.last_payment_error;
  }

  private chargeError(invoice: StripeObject): StripeApiError {
    const hasNoPaymentMethod = invoice.last_payment_error === "no_payment_method";
    if (hasNoPaymentMethod) {
      return new StripeApiError(400, { type: "invalid_request_error", code: "resource_missing", message: "This customer has no attached payment source or default payment method." });
    }
    return new StripeApiError(402, { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." });
  }

  private storeInvoice(invoice: StripeObject, request: { idempotencyKey: string | null }): void {
    const customer = this.find(this.customers, invoice.customer as string, "customer");
    invoice.number = `${String(customer.invoice_prefix)}-${String(this.invoiceSequence++).padStart(4, "0")}`;
    customer.next_invoice_sequence = (customer.next_invoice_sequence as number) + 1;
    delete invoice.last_payment_error;
    this.invoices.set(invoice.id as string, invoice);
    this.record("invoice.created", invoice, undefined, request);
    this.record("invoice.finalized", invoice, undefined, request);
  }

  private recordInvoiceEvents(invoice: StripeObject, isPaid: boolean, request?: { idempotencyKey: string | null }): void {
    if (isPaid) {
      this.record("invoice.paid", invoice, undefined, request);
      this.record("invoice.payment_succeeded", invoice, undefined, request);
    } else this.record("invoice.payment_failed", invoice, undefined, request);
  }

  /** A period ended: cancel (at period end), or start the next period and invoice it. */
  private runPeriodEnd(subscription: StripeObject): void {
    const before = structuredClone(subscription);
    const end = this.periodEndOf(subscription);
    if (subscription.cancel_at_period_end === true) {
      subscription.status = "canceled";
      subscription.ended_at = end;
      this.record("customer.subscription.deleted", subscription, changedKeys(before, subscription));
      return;
    }
    const next = addInterval(end, this.intervalOf(subscription));
    for (const item of (subscription.items as { data: StripeObject[] }).data) {
      item.current_period_start = end;
      item.current_period_end = next;
    }
    const pending = this.pendingItems.get(subscription.id as string) ?? [];
    this.pendingItems.delete(subscription.id as string);
    const invoice = this.buildInvoice(subscription, "subscription_cycle", [...pending, ...this.periodLines(subscription, end, next, false)], end, next);
    for (const discount of subscription.discounts as StripeObject[]) {
      if (((discount.source as { coupon: StripeObject }).coupon.duration as string) === "once") discount.end = this.nowSeconds;
    }
    const isPaid = this.charge(subscription, invoice);
    this.storeInvoice(invoice, { idempotencyKey: null });
    subscription.latest_invoice = invoice.id;
    subscription.status = isPaid ? "active" : "past_due";
    this.record("customer.subscription.updated", subscription, changedKeys(before, subscription));
    this.recordInvoiceEvents(invoice, isPaid);
  }

  private trialEndFrom(params: FormObject): number | null {
    if (params.trial_end !== undefined && params.trial_end !== "now") {
      const trialEnd = Number(params.trial_end);
      if (!(trialEnd > this.nowSeconds)) throw invalidRequest("trial_end must be in the future", "trial_end");
      return trialEnd;
    }
    if (params.trial_period_days !== undefined) return this.nowSeconds + Number(params.trial_period_days) * DAY_SECONDS;
    return null;
  }

  private periodStartOf(subscription: StripeObject): number {
    return Math.min(...(subscription.items as { data: StripeObject[] }).data.map((item) => item.current_period_start as number));
  }

  private periodEndOf(subscription: StripeObject): number {
    return Math.max(...(subscription.items as { data: StripeObject[] }).data.map((item) => item.current_period_end as number));
  }

  private intervalOf(subscription: StripeObject): string {
    const first = (subscription.items as { data: StripeObject[] }).data[0];
    return ((first?.price as StripeObject | undefined)?.recurring as { interval: string } | undefined)?.interval ?? "month";
  }

  // ---------------------------------------------------------------- events and lookups

  /** How the card behind a PaymentMethod answers a charge. */
  cardBehaviourOf(paymentMethodId: string): CardBehaviour {
    return this.cardBehaviours.get(paymentMethodId) ?? "succeeds";
  }

  record(type: string, object: StripeObject, previousAttributes?: StripeObject, request?: { idempotencyKey: string | null }): void {
    this.events.push({
      id: newId("evt"),
      object: "event",
      api_version: null,
      created: this.nowSeconds,
      data: { object: structuredClone(object), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: request ? newId("req") : null, idempotency_key: request?.idempotencyKey ?? null },
      type,
    });
  }

  find(map: Map<string, StripeObject>, id: string, kind: string): StripeObject {
    const found = map.get(id);
    if (!found) throw missing(kind, id);
    return found;
  }
}

export function subscriptionOfInvoice(invoice: StripeObject): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: string } | null } | null;
  return parent?.subscription_details?.subscription ?? null;
}

function arrayOfObjects(value: FormValue | undefined): FormObject[] {
  if (value === undefined || value === "") return [];
  const entries = Array.isArray(value) ? value : [value];
  return entries.map((entry) => objectOf(entry) ?? {});
}

function addressFrom(value: FormValue | undefined): StripeObject | null {
  const object = objectOf(value);
  if (!object) return null;
  return {
    city: stringOrNull(object.city),
    country: stringOrNull(object.country),
    line1: stringOrNull(object.line1),
    line2: stringOrNull(object.line2),
    postal_code: stringOrNull(object.postal_code),
    state: stringOrNull(object.state),
  };
}

function quantityOf(item: FormObject): number {
  if (item.quantity === undefined) return 1;
  const quantity = Number(item.quantity);
  if (!Number.isInteger(quantity) || quantity < 0) throw invalidRequest("Invalid integer: quantity", "items[][quantity]");
  return quantity;
}

function addInterval(start: number, interval: string): number {
  return interval === "year" ? addMonths(start, 12) : addMonths(start, 1);
}

/** Stripe's calendar months: the same day next month, or the month's last day when it has none. */
function addMonths(start: number, months: number): number {
  const date = new Date(start * 1000);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

function formatMoney(amount: number, currency: string): string {
  return `${currency.toUpperCase()} ${(amount / 100).toFixed(2)}`;
}

/** The top-level fields that changed, with their old values: an event's `previous_attributes`. */
function changedKeys(before: StripeObject, after: StripeObject): StripeObject {
  return Object.fromEntries(Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).map((key) => [key, before[key]]));
}
