import { describe, expect, it } from "vitest";
import { billingProviderOf, ConfigError, isOutboxEnabled, loadConfig } from "./config.ts";
import { SAFE_PRODUCTION_SETTINGS } from "../test-support/production-settings.ts";

describe("configuration", () => {
  it("has defaults that run the product with nothing set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: "./data", APP_MODE: "development", SIGNING_PADES_LEVEL: "B-LTA" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(isOutboxEnabled(config)).toBe(true);
  });

  it("names every bad setting", () => {
    const attempt = () => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud", SIGNING_PADES_LEVEL: "B-LTV" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres/);
    expect(attempt).toThrow(/LOG_LEVEL/);
    expect(attempt).toThrow(/SIGNING_PADES_LEVEL/);
  });

  it("requires SMTP, a public URL, a widget secret and real signing providers in production, and never uses the outbox there", () => {
    expect(() => loadConfig({ APP_MODE: "production" })).toThrow(/SMTP_URL: is required/);
    const production = {
      APP_MODE: "production",
      SMTP_URL: "smtp://mail.example.ch:587",
      PUBLIC_URL: "https://sign.example.ch",
      REFERRAL_WIDGET_SECRET: "4f9c2e7a1b3d5f6081a2c4e6b8d0f1a3",
      SECRETS_ENCRYPTION_KEY: "0b7e3c9a51d24f86ae1c7b39d5f20e8a6c4b1d93f7e25a08c6d1b4e9f3a72c51",
    };
    expect(() => loadConfig({ ...production, SECRETS_ENCRYPTION_KEY: undefined })).toThrow(/SECRETS_ENCRYPTION_KEY: is required when APP_MODE=production/);
    expect(() => loadConfig(production)).toThrow(/SIGNING_CA_PKCS12_FILE: is required when APP_MODE=production/);
    expect(() => loadConfig(production)).toThrow(/SIGNING_TSA_URL: is required when APP_MODE=production/);
    const config = loadConfig({
      ...production,
      SIGNING_CA_PKCS12_FILE: "/etc/paraph/issuing-ca.p12",
      SIGNING_CA_PKCS12_PASSWORD: "a long passphrase of our own",
      SIGNING_TSA_URL: "https://tsa.example.ch/tsa",
      METRICS_TOKEN: "a-metrics-scrape-token",
    });
    expect(isOutboxEnabled(config)).toBe(false);
  });

  it("keeps the demo PKI by default, and wants a password and URLs for the signing providers", () => {
    expect(loadConfig({}).SIGNING_CA_PKCS12_FILE).toBeUndefined();
    expect(() => loadConfig({ SIGNING_CA_PKCS12_FILE: "/etc/paraph/issuing-ca.p12" })).toThrow(/SIGNING_CA_PKCS12_PASSWORD: is required with SIGNING_CA_PKCS12_FILE/);
    const bad = () => loadConfig({ SIGNING_OCSP_URL: "ocsp.example.ch", SIGNING_TSA_URL: "not a url" });
    expect(bad).toThrow(/SIGNING_OCSP_URL/);
    expect(bad).toThrow(/SIGNING_TSA_URL/);
  });

  it("takes a CSC provider for QES only with its token, and the legislations it counts under", () => {
    expect(loadConfig({}).SIGNING_QES_CSC_LEGISLATIONS).toEqual(["eidas", "zertes"]);
    expect(() => loadConfig({ SIGNING_QES_CSC_URL: "https://qtsp.example.ch/csc/v2" })).toThrow(/SIGNING_QES_CSC_TOKEN: is required with SIGNING_QES_CSC_URL/);
    const config = loadConfig({ SIGNING_QES_CSC_URL: "https://qtsp.example.ch/csc/v2", SIGNING_QES_CSC_TOKEN: "t".repeat(32), SIGNING_QES_CSC_LEGISLATIONS: " zertes " });
    expect(config.SIGNING_QES_CSC_LEGISLATIONS).toEqual(["zertes"]);
    expect(() => loadConfig({ SIGNING_QES_CSC_LEGISLATIONS: "eidas,ch" })).toThrow(/SIGNING_QES_CSC_LEGISLATIONS/);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " " }).PORT).toBe(3000);
  });

  it("picks the billing provider: built-in test payments outside production, none in production, Stripe with its keys; never built-in in production", () => {
    expect(billingProviderOf(loadConfig({}))).toBe("builtin");
    const production = SAFE_PRODUCTION_SETTINGS;
    expect(billingProviderOf(loadConfig(production))).toBe("none");
    expect(() => loadConfig({ ...production, BILLING_PROVIDER: "builtin" })).toThrow(/BILLING_PROVIDER: builtin .* refused when APP_MODE=production/);
    expect(() => loadConfig({ BILLING_PROVIDER: "stripe" })).toThrow(/STRIPE_SECRET_KEY: is required/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(/STRIPE_WEBHOOK_SECRET: is required/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "not-a-key" })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    const stripe = loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_PUBLISHABLE_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" });
    expect(billingProviderOf(stripe)).toBe("stripe");
    expect(loadConfig({}).BILLING_TRIAL_DAYS).toBe(14);
    expect(loadConfig({}).BILLING_GRACE_DAYS).toBe(7);
  });
});
