import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../platform/config.ts";
import { SAFE_PRODUCTION_SETTINGS } from "../../../test-support/production-settings.ts";
import { createStripeClient, readStripeSettings } from "./stripe-client.ts";

const KEYS = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_PUBLISHABLE_KEY: "pk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };

describe("Stripe settings", () => {
  it("are absent without a secret key, and complete with the three keys", () => {
    expect(readStripeSettings(loadConfig({}))).toBeUndefined();
    expect(readStripeSettings(loadConfig(KEYS))).toMatchObject({ secretKey: "sk_test_abc123", timeoutMs: 20_000, maxNetworkRetries: 2, webhookToleranceSeconds: 300, apiBaseUrl: undefined });
  });

  it("refuse a test server's base URL in production", () => {
    const production = SAFE_PRODUCTION_SETTINGS;
    expect(() => loadConfig({ ...production, ...KEYS, STRIPE_API_BASE_URL: "http://127.0.0.1:12111" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, ...KEYS, STRIPE_API_BASE_URL: "http://127.0.0.1:12111" })).toThrow(/STRIPE_API_BASE_URL/);
    expect(readStripeSettings(loadConfig({ ...production, ...KEYS }))?.apiBaseUrl).toBeUndefined();
  });

  it("map STRIPE_API_BASE_URL onto the SDK's host, port and protocol", () => {
    const settings = readStripeSettings(loadConfig({ ...KEYS, STRIPE_API_BASE_URL: "http://127.0.0.1:12111" }));
    if (!settings) throw new Error("settings expected");
    const client = createStripeClient(settings) as unknown as { getApiField(name: string): unknown };
    expect([client.getApiField("host"), client.getApiField("port"), client.getApiField("protocol")]).toEqual(["127.0.0.1", "12111", "http"]);
  });
});
