import type Stripe from "stripe";
import type { Config } from "../../../platform/config.ts";
import type { ExtraContentSources } from "../../../platform/http/security-headers.ts";
import { createStripeClient, readStripeSettings, type StripeSettings } from "./stripe-client.ts";
import { StripeProvider } from "./stripe-provider.ts";

/** Stripe, when STRIPE_SECRET_KEY is set: the SDK, the provider billing uses and what the web's card form needs. */
export interface StripeBilling {
  settings: StripeSettings;
  client: Stripe;
  provider: StripeProvider;
  /** Stripe.js and its frames on the card form: the Content-Security-Policy must allow them. */
  contentSources: ExtraContentSources;
}

/** One per configuration: the provider factory and app.ts (webhook route, CSP) share it. */
const opened = new WeakMap<Config, StripeBilling>();

export function openStripeBilling(config: Config): StripeBilling | undefined {
  const known = opened.get(config);
  if (known) return known;
  const settings = readStripeSettings(config);
  if (!settings) return undefined;
  const client = createStripeClient(settings);
  // Stripe's documented CSP for Stripe.js; a local test server (STRIPE_API_BASE_URL) stands in for all of it in tests.
  const local = settings.apiBaseUrl ? [new URL(settings.apiBaseUrl).origin] : [];
  const stripe: StripeBilling = {
    settings,
    client,
    provider: new StripeProvider(client, settings.publishableKey),
    contentSources: {
      script: ["https://js.stripe.com", "https://*.js.stripe.com", ...local],
      frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com", ...local],
      connect: ["https://api.stripe.com", ...local],
    },
  };
  opened.set(config, stripe);
  return stripe;
}
