import { randomBytes } from "node:crypto";
import type { CardBehaviour } from "./fake-stripe.ts";
import type { FormObject } from "./form-body.ts";
import { arrayOfStrings, invalidRequest, metadataFrom, missing, newId, requireString, StripeApiError, stringOrNull, type StripeObject } from "./stripe-values.ts";

/** What the payments need of the rest of the local Stripe: its clock, customers, cards and event log. */
export interface PaymentIntentHost {
  readonly nowSeconds: number;
  readonly customers: Map<string, StripeObject>;
  resolvePaymentMethod(reference: string): StripeObject;
  cardBehaviourOf(paymentMethodId: string): CardBehaviour;
  record(type: string, object: StripeObject, previousAttributes?: StripeObject, request?: { idempotencyKey: string | null }): void;
}

/** Stripe's smallest charge per currency, in minor units (its "minimum and maximum charge amounts"). */
const MINIMUM_AMOUNTS: Record<string, number> = { chf: 50, eur: 50, usd: 50, gbp: 30 };
const CONFIRMABLE = ["requires_payment_method", "requires_confirmation", "requires_action"];

/**
 * One-off payments as Stripe's PaymentIntents API takes them: create (optionally confirmed at
 * once, off session, with a customer's saved card or a `pm_card_*` token), confirm and retrieve.
 * The outcome is the card's: `succeeded`; a declined card answers 402 `card_error`
 * `card_declined` and leaves the intent `requires_payment_method` with `last_payment_error`; a
 * card that needs 3D Secure answers 402 `authentication_required` off session (nobody is there to
 * authenticate) and `requires_action` with a `next_action` on session.
 */
export class FakePaymentIntents {
  readonly all = new Map<string, StripeObject>();

  constructor(private readonly host: PaymentIntentHost) {}

  create(params: FormObject, request: { idempotencyKey: string | null }): StripeObject {
    const currency = requireString(params.currency, "currency").toLowerCase();
    const amount = Number(requireString(params.amount, "amount"));
    if (!Number.isInteger(amount) || amount < 1) throw invalidRequest("Invalid positive integer", "amount");
    const minimum = MINIMUM_AMOUNTS[currency];
    if (minimum === undefined) throw invalidRequest(`Invalid currency: ${currency}.`, "currency");
    if (amount < minimum) {
      throw new StripeApiError(400, { type: "invalid_request_error", code: "amount_too_small", param: "amount", message: `Amount must be at least ${(minimum / 100).toFixed(2)} ${currency}` });
    }
    const customerId = stringOrNull(params.customer);
    if (customerId && !this.host.customers.has(customerId)) throw new StripeApiError(400, { type: "invalid_request_error", code: "resource_missing", param: "customer", message: `No such customer: '${customerId}'` });
    const isConfirming = params.confirm === "true";
    if (params.off_session !== undefined && !isConfirming) throw invalidRequest("You may only specify `off_session` when confirming the PaymentIntent (`confirm=true`).", "off_session");
    const paymentMethod = typeof params.payment_method === "string" ? this.usablePaymentMethod(params.payment_method, customerId) : null;
    const id = newId("pi");
    const allowedTypes = arrayOfStrings(params.allowed_payment_method_types);
    const intent: StripeObject = {
      id,
      object: "payment_intent",
      allowed_payment_method_types: allowedTypes.length > 0 ? allowedTypes : null,
      amount,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: "automatic",
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      confirmation_method: "automatic",
      created: this.host.nowSeconds,
      currency,
      customer: customerId,
      description: stringOrNull(params.description),
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: metadataFrom(params.metadata),
      next_action: null,
      on_behalf_of: null,
      payment_method: paymentMethod?.id ?? null,
      payment_method_configuration_details: null,
      payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: "automatic" } },
      payment_method_types: allowedTypes.length > 0 ? allowedTypes : ["card"],
      processing: null,
      receipt_email: null,
      review: null,
      setup_future_usage: null,
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: paymentMethod ? "requires_confirmation" : "requires_payment_method",
      transfer_data: null,
      transfer_group: null,
    };
    this.all.set(id, intent);
    this.host.record("payment_intent.created", intent, undefined, request);
    return isConfirming ? this.confirm(id, { off_session: params.off_session ?? "false" }, request) : intent;
  }

  /** Confirms with the intent's card or `payment_method`; `off_session=true`: the customer is not there to authenticate. */
  confirm(id: string, params: FormObject, request: { idempotencyKey: string | null }): StripeObject {
    const intent = this.retrieve(id);
    const status = intent.status as string;
    if (!CONFIRMABLE.includes(status)) {
      throw new StripeApiError(400, {
        type: "invalid_request_error",
        code: "payment_intent_unexpected_state",
        message: `You cannot confirm this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(", ")}.`,
        payment_intent: structuredClone(intent),
      });
    }
    if (typeof params.payment_method === "string") intent.payment_method = this.usablePaymentMethod(params.payment_method, intent.customer as string | null).id;
    const paymentMethodId = intent.payment_method as string | null;
    if (!paymentMethodId) {
      throw new StripeApiError(400, {
        type: "invalid_request_error",
        code: "payment_intent_unexpected_state",
        message: "You cannot confirm this PaymentIntent because it's missing a payment method. Update it with a payment method, or confirm it again with one.",
        payment_intent: structuredClone(intent),
      });
    }
    const behaviour = this.host.cardBehaviourOf(paymentMethodId);
    const isOffSession = params.off_session === "true";
    if (behaviour === "succeeds") return this.succeed(intent, request);
    if (behaviour === "requires_authentication" && !isOffSession) {
      intent.status = "requires_action";
      intent.next_action = { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect", stripe_js: `https://hooks.stripe.com/3d_secure_2/hosted?payment_intent=${id}`, source: newId("src") } };
      this.host.record("payment_intent.requires_action", intent, undefined, request);
      return intent;
    }
    throw this.fail(intent, behaviour === "requires_authentication" ? "authentication_required" : "card_declined", request);
  }

  retrieve(id: string): StripeObject {
    const intent = this.all.get(id);
    if (!intent) throw missing("payment_intent", id);
    return intent;
  }

  /** Successful payments of a customer: what a test asserts was charged. */
  succeededFor(customerId: string): StripeObject[] {
    return [...this.all.values()].filter((intent) => intent.customer === customerId && intent.status === "succeeded");
  }

  private succeed(intent: StripeObject, request: { idempotencyKey: string | null }): StripeObject {
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    intent.latest_charge = newId("ch");
    intent.last_payment_error = null;
    intent.next_action = null;
    this.host.record("payment_intent.succeeded", intent, undefined, request);
    return intent;
  }

  /** A refused charge: the intent waits for another card, and the request answers 402 with the card error and the intent. */
  private fail(intent: StripeObject, code: "card_declined" | "authentication_required", request: { idempotencyKey: string | null }): StripeApiError {
    const paymentMethod = this.host.resolvePaymentMethod(intent.payment_method as string);
    const charge = newId("ch");
    const error = {
      type: "card_error",
      code,
      decline_code: code === "authentication_required" ? "authentication_required" : "generic_decline",
      message: code === "authentication_required" ? "Your card was declined. This transaction requires authentication." : "Your card was declined.",
      charge,
      doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, "-")}`,
    };
    intent.status = "requires_payment_method";
    intent.latest_charge = charge;
    intent.next_action = null;
    intent.last_payment_error = { ...error, payment_method: structuredClone(paymentMethod) };
    intent.payment_method = null;
    this.host.record("payment_intent.payment_failed", intent, undefined, request);
    return new StripeApiError(402, { ...error, payment_intent: structuredClone(intent), payment_method: structuredClone(paymentMethod) });
  }

  /** A card the intent's customer may charge: theirs, or a test token's new, unattached card. */
  private usablePaymentMethod(reference: string, customerId: string | null): StripeObject {
    let paymentMethod: StripeObject;
    try {
      paymentMethod = this.host.resolvePaymentMethod(reference);
    } catch (error) {
      if (error instanceof StripeApiError) throw new StripeApiError(400, { ...error.error, param: "payment_method" });
      throw error;
    }
    const owner = paymentMethod.customer as string | null;
    if (owner !== null && owner !== customerId) {
      throw new StripeApiError(400, {
        type: "invalid_request_error",
        param: "payment_method",
        message: `The PaymentMethod \`${reference}\` belongs to the Customer \`${owner}\`. Please include the Customer in the \`customer\` parameter on the PaymentIntent.`,
      });
    }
    return paymentMethod;
  }
}
