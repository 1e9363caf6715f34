import Stripe from "stripe";
import type { Config } from "../../../platform/config.ts";

/** What Paraph needs to talk to Stripe, from the configuration (docs/billing.md, "Connecting Stripe"). */
export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests only: a local Stripe-compatible server instead of api.stripe.com. */
  apiBaseUrl: string | undefined;
  timeoutMs: number;
  maxNetworkRetries: number;
  /** How old a webhook's signed timestamp may be before it is refused as a replay. */
  webhookToleranceSeconds: number;
}

/** The Stripe settings, or undefined when STRIPE_SECRET_KEY is not set. */
export function readStripeSettings(config: Config): StripeSettings | undefined {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_PUBLISHABLE_KEY || !config.STRIPE_WEBHOOK_SECRET) return undefined;
  return {
    secretKey: config.STRIPE_SECRET_KEY,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    apiBaseUrl: config.STRIPE_API_BASE_URL,
    timeoutMs: config.STRIPE_TIMEOUT_MS,
    maxNetworkRetries: config.STRIPE_MAX_NETWORK_RETRIES,
    webhookToleranceSeconds: config.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
  };
}

/**
 * The official SDK, with a time limit per call and retries of failed connections (each POST keeps
 * its idempotency key across retries, so a retry never charges twice). STRIPE_API_BASE_URL maps
 * onto the SDK's host, port and protocol options.
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBaseUrl ? new URL(settings.apiBaseUrl) : undefined;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  return new Stripe(settings.secretKey, {
    timeout: settings.timeoutMs,
    maxNetworkRetries: settings.maxNetworkRetries,
    appInfo: { name: "Paraph" },
    ...(base ? { host: base.hostname, port: base.port || (protocol === "http" ? "80" : "443"), protocol } : {}),
  });
}
