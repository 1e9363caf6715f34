import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/** The repository's built web app: apps/web/dist above this file, whether it runs from src/ or dist/. */
function findDefaultWebDist(): string {
  for (let directory = import.meta.dirname; directory !== path.dirname(directory); directory = path.dirname(directory)) {
    if (fs.existsSync(path.join(directory, "apps", "web"))) return path.join(directory, "apps", "web", "dist");
  }
  return path.resolve("apps/web/dist");
}
const defaultWebDist = findDefaultWebDist();

const booleanFromEnv = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/**
 * Every setting Paraph reads from the environment (docs/OPERATIONS.md lists them).
 * A bad value stops start-up with a message that names it.
 */
export const configSchema = z
  .object({
    APP_MODE: z.enum(["development", "staging", "production"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { message: "must be an smtp:// or smtps:// URL" })
      .optional(),
    MAIL_FROM: z.string().min(3).default("Paraph <no-reply@paraph.localhost>"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST_DIR: z.string().min(1).default(defaultWebDist),
    TRUST_PROXY: booleanFromEnv.default(false),
    RATE_LIMITS_ENABLED: booleanFromEnv.default(true),
    REFERRAL_WIDGET_SECRET: z.string().min(32).optional(),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
    MAX_DOCUMENT_BYTES: z.coerce.number().int().min(1024).default(50 * 1024 * 1024),
    MAX_DOCUMENT_PAGES: z.coerce.number().int().min(1).default(1000),
    /** What signing can handle, checked at upload (docs/SECURITY.md, "Hostile PDFs"). */
    MAX_DOCUMENT_OBJECTS: z.coerce.number().int().min(100).default(200_000),
    MAX_DOCUMENT_INFLATED_BYTES: z.coerce.number().int().min(1024 * 1024).default(64 * 1024 * 1024),
    MAX_DOCUMENT_NESTING_DEPTH: z.coerce.number().int().min(8).max(1000).default(100),
    /** The pdf-lib worker threads that write signature revisions, each task within these limits. */
    SIGNING_THREADS: z.coerce.number().int().min(1).max(32).optional(),
    SIGNING_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    SIGNING_WORKER_MEMORY_MB: z.coerce.number().int().min(64).default(512),
    RENDER_THREADS: z.coerce.number().int().min(1).max(32).optional(),
    RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
    /** POST /v1/validate runs in its own worker threads, each task within this time and heap. */
    VALIDATION_THREADS: z.coerce.number().int().min(1).max(32).optional(),
    VALIDATION_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    VALIDATION_MEMORY_MB: z.coerce.number().int().min(64).default(512),
    PAGE_CACHE_MEMORY_BYTES: z.coerce.number().int().min(0).default(64 * 1024 * 1024),
    SIGNING_CA_PKCS12_FILE: z.string().min(1).optional(),
    SIGNING_CA_PKCS12_PASSWORD: z.string().min(1).optional(),
    SIGNING_OCSP_URL: z.url().optional(),
    SIGNING_TSA_URL: z.url().optional(),
    /** The PAdES level completed documents reach (docs/signing.md, "Levels"). */
    SIGNING_PADES_LEVEL: z.enum(["B-B", "B-T", "B-LT", "B-LTA"]).default("B-LTA"),
    /** PEM certificates of the roots `POST /v1/validate` trusts besides the installation's own: docs/OPERATIONS.md. */
    VALIDATION_TRUST_ANCHORS_FILE: z.string().min(1).optional(),
    /** A remote signing service (CSC API v2) that makes qualified signatures: docs/signing.md. */
    SIGNING_QES_CSC_URL: z.url().optional(),
    SIGNING_QES_CSC_TOKEN: z.string().min(16).optional(),
    SIGNING_QES_CSC_LEGISLATIONS: z
      .string()
      .regex(/^\s*(eidas|zertes)\s*(,\s*(eidas|zertes)\s*)*$/, { message: "must list eidas and/or zertes, comma-separated" })
      .default("eidas,zertes")
      .transform((value) => [...new Set(value.split(",").map((entry) => entry.trim() as "eidas" | "zertes"))]),
    /** Jobs one process runs side by side (mails, webhook deliveries, …): docs/OPERATIONS.md, "Jobs". */
    JOB_WORKERS: z.coerce.number().int().min(1).max(64).default(4),
    /**
     * Hosts (names or IP addresses, comma-separated) webhooks may be sent to even though they are
     * on a private or loopback address, on any port: docs/webhooks.md, "Where Paraph sends".
     */
    WEBHOOKS_ALLOWED_HOSTS: z
      .string()
      .max(4096)
      .default("")
      .transform((value) => value.split(",").map((entry) => entry.trim().toLowerCase().replace(/^\[|\]$/g, "")).filter((entry) => entry !== "")),
    /**
     * Billing (docs/billing.md): which payment provider runs (auto: Stripe with STRIPE_SECRET_KEY,
     * otherwise the built-in test provider outside production and none in production), the plan
     * catalogue file, the trial and the grace period after it.
     */
    BILLING_PROVIDER: z.enum(["auto", "none", "builtin", "stripe"]).default("auto"),
    BILLING_PLANS_FILE: z.string().min(1).optional(),
    BILLING_TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(7),
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, { message: "must be a Stripe secret key (sk_test_…, sk_live_…) or restricted key (rk_…)" }).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_[A-Za-z0-9]+$/, { message: "must be a Stripe publishable key (pk_test_…, pk_live_…)" }).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/, { message: "must be a Stripe webhook signing secret (whsec_…)" }).optional(),
    /** Tests only: where the Stripe SDK sends its calls (a local Stripe-compatible server). */
    STRIPE_API_BASE_URL: z.url().optional(),
    /** Stripe calls: the time limit of each and how often a failed connection is retried (with the same idempotency key). */
    STRIPE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
    STRIPE_MAX_NETWORK_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    /** How old a Stripe webhook's signed timestamp may be before the event is refused as a replay. */
    STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  })
  .superRefine((config, context) => {
    if (config.BILLING_PROVIDER === "builtin" && config.APP_MODE === "production") {
      context.addIssue({ code: "custom", path: ["BILLING_PROVIDER"], message: "builtin (test payments, no money moves) is refused when APP_MODE=production; use stripe or none" });
    }
    if (config.APP_MODE === "production" && config.STRIPE_API_BASE_URL) {
      context.addIssue({ code: "custom", path: ["STRIPE_API_BASE_URL"], message: "is for tests against a local Stripe-compatible server; it is refused when APP_MODE=production" });
    }
    if (config.BILLING_PROVIDER === "stripe" && !config.STRIPE_SECRET_KEY) {
      context.addIssue({ code: "custom", path: ["STRIPE_SECRET_KEY"], message: "is required with BILLING_PROVIDER=stripe" });
    }
    if (config.STRIPE_SECRET_KEY && (config.BILLING_PROVIDER === "auto" || config.BILLING_PROVIDER === "stripe")) {
      for (const key of ["STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
        if (!config[key]) context.addIssue({ code: "custom", path: [key], message: "is required with STRIPE_SECRET_KEY" });
      }
    }
    if (config.APP_MODE === "production" && !config.SMTP_URL) {
      context.addIssue({ code: "custom", path: ["SMTP_URL"], message: "is required when APP_MODE=production" });
    }
    if (config.APP_MODE === "production" && !config.PUBLIC_URL) {
      context.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "is required when APP_MODE=production" });
    }
    if (config.SIGNING_CA_PKCS12_FILE && !config.SIGNING_CA_PKCS12_PASSWORD) {
      context.addIssue({ code: "custom", path: ["SIGNING_CA_PKCS12_PASSWORD"], message: "is required with SIGNING_CA_PKCS12_FILE" });
    }
    if (config.SIGNING_QES_CSC_URL && !config.SIGNING_QES_CSC_TOKEN) {
      context.addIssue({ code: "custom", path: ["SIGNING_QES_CSC_TOKEN"], message: "is required with SIGNING_QES_CSC_URL" });
    }
    // Production never signs or time-stamps with the demo PKI.
    if (config.APP_MODE === "production" && !config.SIGNING_CA_PKCS12_FILE) {
      context.addIssue({ code: "custom", path: ["SIGNING_CA_PKCS12_FILE"], message: "is required when APP_MODE=production (the demo PKI is for trying Paraph)" });
    }
    if (config.APP_MODE === "production" && !config.SIGNING_TSA_URL) {
      context.addIssue({ code: "custom", path: ["SIGNING_TSA_URL"], message: "is required when APP_MODE=production (the demo TSA is for trying Paraph)" });
    }
    if (config.APP_MODE === "production" && !config.REFERRAL_WIDGET_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["REFERRAL_WIDGET_SECRET"],
        message: "is required when APP_MODE=production",
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the configuration, or throws a ConfigError naming every bad setting. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(configSchema.shape ?? {}).map((key) => [key, emptyToUndefined(environment[key])]),
  );
  const result = configSchema.safeParse(relevant);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

function emptyToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}

/** Outside production, mails go to the outbox unless an SMTP server is configured. */
export function isOutboxEnabled(config: Config): boolean {
  return config.APP_MODE !== "production" && !config.SMTP_URL;
}

export function publicUrlOf(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, "");
}

/** The payment provider that runs (docs/billing.md, "Providers"); config refuses builtin in production. */
export function billingProviderOf(config: Config): "none" | "builtin" | "stripe" {
  if (config.BILLING_PROVIDER !== "auto") return config.BILLING_PROVIDER;
  if (config.STRIPE_SECRET_KEY) return "stripe";
  return config.APP_MODE === "production" ? "none" : "builtin";
}
