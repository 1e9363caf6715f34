import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { isSingleLineText } from "@paraph/contracts";
import { findProductionProblems, type ConfigProblem } from "./production-rules.ts";

/** The repository's built web app: apps/web/dist above this file, whether it runs from src/ or dist/. */
function findDefaultWebDist(): string {
  for (let directory = import.meta.dirname; directory !== path.dirname(directory); directory = path.dirname(directory)) {
    if (fs.existsSync(path.join(directory, "apps", "web"))) return path.join(directory, "apps", "web", "dist");
  }
  return path.resolve("apps/web/dist");
}
const defaultWebDist = findDefaultWebDist();

const booleanFromEnv = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");
/** An http:// or https:// address (z.url() alone takes any scheme). */
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });
const integer = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const MIB = 1024 * 1024;

/**
 * Every setting Paraph reads from the environment (docs/OPERATIONS.md lists them).
 * A bad value stops start-up with a message that names it.
 */
export const configSchema = z
  .object({
    APP_MODE: z.enum(["development", "staging", "production"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    PUBLIC_URL: httpUrl.optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    DATABASE_POOL_SIZE: integer(1, 200).default(10),
    /** The embedded database's buffer cache (PGlite's shared_buffers); unused with DATABASE_URL. */
    PGLITE_SHARED_BUFFERS_MB: integer(1, 4096).default(16),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { message: "must be an smtp:// or smtps:// URL" })
      .optional(),
    MAIL_FROM: z.string().min(3).max(320).regex(/@/, { message: "must hold an e-mail address" }).default("Paraph <no-reply@paraph.localhost>"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST_DIR: z.string().min(1).default(defaultWebDist),
    TRUST_PROXY: booleanFromEnv.default(false),
    RATE_LIMITS_ENABLED: booleanFromEnv.default(true),
    REFERRAL_WIDGET_SECRET: z.string().min(32).max(1024).optional(),
    /** Seals secrets stored in the database (SSO client secrets): 64 hex digits; without it, a key generated into $DATA_DIR/secrets (docs/OPERATIONS.md). */
    SECRETS_ENCRYPTION_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/, { message: "must be 64 hexadecimal digits (32 bytes), e.g. openssl rand -hex 32" }).optional(),
    /** How long Paraph waits for an OpenID Connect issuer (discovery, keys, token exchange): docs/sso.md. */
    SSO_HTTP_TIMEOUT_MS: integer(500, 60_000).default(10_000),
    BODY_LIMIT_BYTES: integer(1024, 100 * MIB).default(1024 * 1024),
    SHUTDOWN_TIMEOUT_MS: integer(100, 600_000).default(10_000),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: "must be a bucket name: 3–63 lowercase letters, digits, dots and hyphens" })
      .optional(),
    S3_ENDPOINT: httpUrl.optional(),
    S3_REGION: z.string().regex(/^[a-z0-9-]{1,64}$/, { message: "must be a region name such as eu-central-2" }).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
    /** Production with DATABASE_URL wants S3: this says only one server uses the database (production-rules.ts). */
    ALLOW_LOCAL_BLOBS_WITH_DATABASE_URL: booleanFromEnv.default(false),
    MAX_DOCUMENT_BYTES: integer(1024, 2048 * MIB).default(50 * 1024 * 1024),
    MAX_DOCUMENT_PAGES: integer(1, 100_000).default(5000),
    /** What signing can handle, checked at upload (docs/SECURITY.md, "Hostile PDFs"). */
    MAX_DOCUMENT_OBJECTS: integer(100, 50_000_000).default(200_000),
    MAX_DOCUMENT_INFLATED_BYTES: integer(MIB, 16 * 1024 * MIB).default(64 * 1024 * 1024),
    MAX_DOCUMENT_NESTING_DEPTH: z.coerce.number().int().min(8).max(1000).default(100),
    /** The pdf-lib worker threads that write signature revisions, each task within these limits. */
    SIGNING_THREADS: z.coerce.number().int().min(1).max(32).optional(),
    SIGNING_TIMEOUT_MS: integer(100, 600_000).default(30_000),
    SIGNING_WORKER_MEMORY_MB: integer(64, 65_536).default(512),
    RENDER_THREADS: z.coerce.number().int().min(1).max(32).optional(),
    RENDER_TIMEOUT_MS: integer(100, 600_000).default(20_000),
    /** POST /v1/validate runs in its own worker threads, each task within this time and heap. */
    VALIDATION_THREADS: z.coerce.number().int().min(1).max(32).optional(),
    VALIDATION_TIMEOUT_MS: integer(100, 600_000).default(15_000),
    VALIDATION_MEMORY_MB: integer(64, 65_536).default(512),
    /** The render, signing and validation pools retire a worker thread idle this long. */
    WORKER_IDLE_TIMEOUT_MS: integer(100, 3_600_000).default(30_000),
    PAGE_CACHE_MEMORY_BYTES: integer(0, 64 * 1024 * MIB).default(64 * 1024 * 1024),
    SIGNING_CA_PKCS12_FILE: z.string().min(1).optional(),
    SIGNING_CA_PKCS12_PASSWORD: z.string().min(1).optional(),
    SIGNING_OCSP_URL: httpUrl.optional(),
    SIGNING_TSA_URL: httpUrl.optional(),
    /** The PAdES level completed documents reach (docs/signing.md, "Levels"). */
    SIGNING_PADES_LEVEL: z.enum(["B-B", "B-T", "B-LT", "B-LTA"]).default("B-LTA"),
    /**
     * How long each certificate the demo time-stamp authority issues itself lasts, in days. At start
     * a stored one that ends within LTV_RENEWAL_MARGIN_DAYS is replaced by a fresh one when a fresh
     * one would outlast the margin (docs/signing.md, "Long-term validity"); tests shorten it.
     */
    SIGNING_DEMO_TSA_CERTIFICATE_DAYS: integer(1, 36_500).default(3650),
    /**
     * Archive time-stamp renewal (docs/signing.md, "Long-term validity"): a completed document is
     * due when its newest archive time-stamp's chain ends within this many days, or uses an
     * algorithm below the policy (SHA-1, RSA keys shorter than LTV_MIN_RSA_BITS).
     */
    LTV_RENEWAL_MARGIN_DAYS: integer(1, 3650).default(180),
    LTV_MIN_RSA_BITS: integer(1024, 16_384).default(2048),
    /** Documents one renewal batch takes, how often the sweep runs, and at most how many time-stamps a minute it asks the authority for. */
    LTV_RENEWAL_BATCH_SIZE: integer(1, 10_000).default(50),
    LTV_RENEWAL_SWEEP_MINUTES: integer(1, 7 * 24 * 60).default(60),
    LTV_RENEWAL_TIME_STAMPS_PER_MINUTE: integer(1, 100_000).default(60),
    /** Where failures the operator must act on go (a renewal that failed for good): an address, or unset for the log and error reporting only. */
    OPERATOR_ALERT_EMAIL: z.email().optional(),
    /** PEM certificates of the roots `POST /v1/validate` trusts besides the installation's own: docs/OPERATIONS.md. */
    VALIDATION_TRUST_ANCHORS_FILE: z.string().min(1).optional(),
    /** A remote signing service (CSC API v2) that makes qualified signatures: docs/signing.md. */
    SIGNING_QES_CSC_URL: httpUrl.optional(),
    SIGNING_QES_CSC_TOKEN: z.string().min(16).max(4096).optional(),
    SIGNING_QES_CSC_LEGISLATIONS: z
      .string()
      .regex(/^\s*(eidas|zertes)\s*(,\s*(eidas|zertes)\s*)*$/, { message: "must list eidas and/or zertes, comma-separated" })
      .default("eidas,zertes")
      .transform((value) => [...new Set(value.split(",").map((entry) => entry.trim() as "eidas" | "zertes"))]),
    /**
     * Identity verification (docs/identification.md): the identity provider's base URL, the bearer
     * token Paraph creates sessions with, and the key its signed reports (callbacks) are checked
     * with. Unset outside production: the demo identity provider, mounted on Paraph's own server
     * under /demo-idp with random keys per process. Unset in production: identification answers 503.
     */
    IDENT_PROVIDER_URL: httpUrl.optional(),
    IDENT_PROVIDER_NAME: z.string().regex(/^[a-z0-9-]{2,32}$/, { message: "2 to 32 lower-case letters, digits or '-'" }).optional(),
    IDENT_PROVIDER_API_TOKEN: z.string().min(16).max(4096).optional(),
    IDENT_CALLBACK_SECRET: z.string().min(32).max(4096).optional(),
    /**
     * Runs the embedded demo identity provider apart, on this loopback port (0: any free one),
     * instead of under /demo-idp on Paraph's own port. Unset by default, so servers side by side never clash.
     */
    DEMO_IDP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** How far a report's signed timestamp may be from now before it is refused as late. */
    IDENT_CALLBACK_TOLERANCE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
    /** What an identification no business covers costs the person, in minor units (0: free), and in which currency. */
    IDENTIFICATION_PRICE: z.coerce.number().int().min(0).max(1_000_000).default(0),
    IDENTIFICATION_CURRENCY: z.enum(["CHF", "EUR"]).default("CHF"),
    /** Jobs one process runs side by side (mails, webhook deliveries, …): docs/OPERATIONS.md, "Jobs". */
    JOB_WORKERS: integer(1, 64).default(4),
    /** Bulk sends (docs/bulk-send.md): rows made and sent per minute at most (each row's invitations go out with it), and rows per job run, written in one transaction. */
    BULK_SEND_ROWS_PER_MINUTE: integer(1, 1_000_000).default(600),
    BULK_SEND_BATCH_ROWS: integer(1, 1000).default(200),
    /** GET /api/ready fails when the oldest due job has waited longer than this. */
    READY_MAX_JOB_LAG_MS: integer(1000, 86_400_000).default(60_000),
    /** How long each of GET /api/ready's checks may take before it counts as failed. */
    READY_CHECK_TIMEOUT_MS: integer(100, 60_000).default(2000),
    /** How long a running job's lock lasts unless its process renews it: a killed replica's jobs wait at most this long. */
    JOB_LEASE_MS: integer(1000, 3_600_000).default(60_000),
    /**
     * Hosts (names or IP addresses, comma-separated) webhooks may be sent to even though they are
     * on a private or loopback address, on any port: docs/webhooks.md, "Where Paraph sends".
     */
    WEBHOOKS_ALLOWED_HOSTS: z
      .string()
      .max(4096)
      .default("")
      .transform((value) => value.split(",").map((entry) => entry.trim().toLowerCase().replace(/^\[|\]$/g, "")).filter((entry) => entry !== "")),
    /** Prometheus metrics at GET /metrics: docs/OPERATIONS.md, "Metrics". */
    METRICS_ENABLED: booleanFromEnv.default(true),
    METRICS_TOKEN: z.string().min(16).max(512).optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Error reporting to Sentry, off without a DSN: docs/OPERATIONS.md, "Error reporting". */
    SENTRY_DSN: z.url().optional(),
    SENTRY_WEB_DSN: z.url().optional(),
    SENTRY_ENVIRONMENT: z.string().min(1).max(64).regex(/^[A-Za-z0-9._-]+$/, { message: "may hold letters, digits, '.', '_' and '-'" }).optional(),
    SENTRY_ENABLED: booleanFromEnv.default(true),
    SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0),
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
    /**
     * Satisfaction surveys (docs/surveys.md): the one after a completed signing and the
     * relationship one, each off unless enabled, and how long after an answer (or a dismissal)
     * the same person is not asked again.
     */
    SURVEY_TRANSACTIONAL_ENABLED: booleanFromEnv.default(false),
    SURVEY_TRANSACTIONAL_PERIOD_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    SURVEY_RELATIONSHIP_ENABLED: booleanFromEnv.default(false),
    SURVEY_RELATIONSHIP_PERIOD_DAYS: z.coerce.number().int().min(30).max(3650).default(180),
    /**
     * The terms of use and the privacy notice the sign-up links to, and who runs this installation
     * (docs/OPERATIONS.md, "Terms of use and privacy notice"). Without the URLs, the web app's
     * built-in pages /legal/terms and /legal/privacy, which name OPERATOR_NAME.
     */
    TERMS_URL: httpUrl.optional(),
    PRIVACY_URL: httpUrl.optional(),
    OPERATOR_NAME: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .refine(isSingleLineText, { message: "must be one line without control characters" })
      .optional(),
  });

/** Settings that need another one; read from the raw values, so they are listed with every other problem. */
function findCompanionProblems(settings: Record<string, string | undefined>): ConfigProblem[] {
  const companions: [string, string][] = [
    ["SIGNING_CA_PKCS12_FILE", "SIGNING_CA_PKCS12_PASSWORD"],
    ["SIGNING_QES_CSC_URL", "SIGNING_QES_CSC_TOKEN"],
    ["IDENT_PROVIDER_URL", "IDENT_PROVIDER_API_TOKEN"],
    ["IDENT_PROVIDER_URL", "IDENT_CALLBACK_SECRET"],
  ];
  const problems = companions.filter(([setting, needed]) => settings[setting] && !settings[needed]).map(([setting, needed]) => ({ setting: needed, message: `is required with ${setting}` }));
  if (settings.METRICS_PORT !== undefined && settings.METRICS_PORT === (settings.PORT ?? "3000")) problems.push({ setting: "METRICS_PORT", message: "must differ from PORT" });
  const demoIdpPort = settings.DEMO_IDP_PORT;
  if (demoIdpPort !== undefined && demoIdpPort !== "0" && [settings.PORT ?? "3000", settings.METRICS_PORT].includes(demoIdpPort)) problems.push({ setting: "DEMO_IDP_PORT", message: "must differ from PORT and METRICS_PORT" });
  // Billing (docs/billing.md): Stripe needs its three keys.
  const billingProvider = settings.BILLING_PROVIDER ?? "auto";
  if (billingProvider === "stripe" && !settings.STRIPE_SECRET_KEY) problems.push({ setting: "STRIPE_SECRET_KEY", message: "is required with BILLING_PROVIDER=stripe" });
  if (settings.STRIPE_SECRET_KEY && (billingProvider === "auto" || billingProvider === "stripe")) {
    for (const key of ["STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"]) if (!settings[key]) problems.push({ setting: key, message: "is required with STRIPE_SECRET_KEY" });
  }
  return problems;
}

export type Config = z.infer<typeof configSchema>;

/** A refused configuration: the message lists every problem, one per line. */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly problems: ConfigProblem[] = [],
  ) {
    super(message);
  }
}

/** The settings Paraph reads, empty values removed, as the schema and the production rules see them. */
function readSettings(environment: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.keys(configSchema.shape).map((key) => [key, emptyToUndefined(environment[key])]));
}

/**
 * Every reason a start would refuse these settings: bad types and ranges, missing companions, and
 * in production the rules of production-rules.ts. Empty when Paraph would start.
 */
export function checkConfig(environment: Record<string, string | undefined> = process.env): { config: Config | undefined; problems: ConfigProblem[] } {
  const settings = readSettings(environment);
  const result = configSchema.safeParse(settings);
  const problems: ConfigProblem[] = result.success ? [] : result.error.issues.map((issue) => ({ setting: issue.path.join("."), message: issue.message }));
  // One message per problem: a production rule repeats nothing the schema already said about a setting.
  const named = new Set(problems.map((problem) => problem.setting));
  problems.push(...[...findCompanionProblems(settings), ...findProductionProblems(settings)].filter((problem) => !named.has(problem.setting)));
  return { config: result.success && problems.length === 0 ? result.data : undefined, problems };
}

/** Reads the configuration, or throws a ConfigError naming every bad setting. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const { config, problems } = checkConfig(environment);
  if (!config) throw new ConfigError(`Invalid configuration:\n${problems.map((problem) => `  ${problem.setting}: ${problem.message}`).join("\n")}`, problems);
  return config;
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
