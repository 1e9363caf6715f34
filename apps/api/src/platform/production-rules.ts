/**
 * What APP_MODE=production refuses to start with (docs/OPERATIONS.md, "Production rules"). The
 * rules read the raw settings (empty values already removed), so they run even when another
 * setting has a bad type: a refused start lists every problem at once.
 */

export interface ConfigProblem {
  setting: string;
  message: string;
}

type RawSettings = Record<string, string | undefined>;

/**
 * Values that appear in Paraph's documentation, tests, examples and in the images' own defaults
 * (PostgreSQL's, MinIO's): whoever reads them can read an installation that kept them. Compared
 * without case; a secret that contains one of the longer ones is refused as well.
 */
export const KNOWN_DEFAULT_SECRETS: readonly string[] = [
  "a-secret-of-at-least-thirty-two-characters",
  "correct horse battery staple",
  "change-me-to-a-long-random-secret",
  "changeme",
  "change-me",
  "changeit",
  "password",
  "passw0rd",
  "secret",
  "postgres",
  "paraph",
  "minioadmin",
  "admin",
  "test",
];

/** A secret with fewer different characters than this is a pattern ("xxxx…", "abab…"), not a secret. */
const MIN_DISTINCT_CHARACTERS = 8;

interface SecretRule {
  setting: string;
  minLength: number;
  read: (settings: RawSettings) => string | undefined;
  /** Where the secret sits, for the message: the setting itself or a part of it. */
  label?: string;
}

const passwordInUrl = (setting: string) => (settings: RawSettings) => {
  const value = settings[setting];
  if (!value) return undefined;
  try {
    const password = new URL(value).password;
    return password === "" ? undefined : decodeURIComponent(password);
  } catch {
    return undefined;
  }
};

/** Every secret Paraph reads, with the shortest length production accepts. */
export const SECRET_RULES: readonly SecretRule[] = [
  { setting: "REFERRAL_WIDGET_SECRET", minLength: 32, read: (settings) => settings.REFERRAL_WIDGET_SECRET },
  { setting: "SIGNING_QES_CSC_TOKEN", minLength: 16, read: (settings) => settings.SIGNING_QES_CSC_TOKEN },
  { setting: "IDENT_PROVIDER_API_TOKEN", minLength: 16, read: (settings) => settings.IDENT_PROVIDER_API_TOKEN },
  { setting: "IDENT_CALLBACK_SECRET", minLength: 32, read: (settings) => settings.IDENT_CALLBACK_SECRET },
  { setting: "SIGNING_CA_PKCS12_PASSWORD", minLength: 12, read: (settings) => settings.SIGNING_CA_PKCS12_PASSWORD },
  { setting: "SECRETS_ENCRYPTION_KEY", minLength: 64, read: (settings) => settings.SECRETS_ENCRYPTION_KEY },
  { setting: "METRICS_TOKEN", minLength: 16, read: (settings) => settings.METRICS_TOKEN },
  { setting: "S3_SECRET_ACCESS_KEY", minLength: 16, read: (settings) => settings.S3_SECRET_ACCESS_KEY },
  { setting: "DATABASE_URL", minLength: 12, read: passwordInUrl("DATABASE_URL"), label: "its password" },
  { setting: "SMTP_URL", minLength: 8, read: passwordInUrl("SMTP_URL"), label: "its password" },
];

/** Why a secret is unfit for production, or undefined when it is fit. */
export function weaknessOf(secret: string, minLength: number): string | undefined {
  const lower = secret.trim().toLowerCase();
  const known = KNOWN_DEFAULT_SECRETS.find((entry) => lower === entry || (entry.length >= 16 && lower.includes(entry)));
  if (known !== undefined) return "is a known default (from Paraph's documentation, tests or an image's defaults); generate one, e.g. openssl rand -hex 32";
  if (secret.length < minLength) return `is too short: at least ${minLength} characters in production`;
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) return `is a repeated pattern (fewer than ${MIN_DISTINCT_CHARACTERS} different characters); generate one, e.g. openssl rand -hex 32`;
  return undefined;
}

/** Host names reserved for examples and tests (RFC 2606, RFC 6761): placeholders, never a real service. */
function isExampleHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return /(^|\.)example\.(com|net|org)$/.test(host) || /(^|\.)(test|example|invalid)$/.test(host);
}

/** Where nobody but this machine reaches Paraph, or a placeholder. */
function isReservedHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return isExampleHost(host) || host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1" || host === "[::1]";
}

/** The providers Paraph calls: a placeholder address left in one fails every signature. */
const PROVIDER_URL_SETTINGS = ["SIGNING_TSA_URL", "SIGNING_OCSP_URL", "SIGNING_QES_CSC_URL", "IDENT_PROVIDER_URL"] as const;

function parseUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** Paths where a Paraph installation outside production serves its demo services. */
const DEMO_SERVICE_PATHS: readonly { setting: string; path: RegExp; service: string }[] = [
  { setting: "SIGNING_QES_CSC_URL", path: /\/api\/csc\/v2\/?$/, service: "Paraph's demo CSC trust service (/api/csc/v2)" },
  { setting: "SIGNING_TSA_URL", path: /\/api\/pki\/tsa\/?$/, service: "Paraph's demo time-stamp authority (/api/pki/tsa)" },
  { setting: "IDENT_PROVIDER_URL", path: /\/demo-idp\/?$/, service: "Paraph's demo identity provider (/demo-idp)" },
];

const isTrue = (value: string | undefined) => value === "true" || value === "1";
const isFalse = (value: string | undefined) => value === "false" || value === "0";

/** Every reason production would refuse these settings; empty when it would start. */
export function findProductionProblems(settings: RawSettings): ConfigProblem[] {
  if (settings.APP_MODE !== "production") return [];
  const problems: ConfigProblem[] = [];
  const add = (setting: string, message: string) => problems.push({ setting, message });

  const required: [string, string][] = [
    ["SMTP_URL", "is required when APP_MODE=production"],
    ["PUBLIC_URL", "is required when APP_MODE=production"],
    ["SIGNING_CA_PKCS12_FILE", "is required when APP_MODE=production (the demo PKI is for trying Paraph)"],
    ["SIGNING_TSA_URL", "is required when APP_MODE=production (the demo TSA is for trying Paraph)"],
    ["REFERRAL_WIDGET_SECRET", "is required when APP_MODE=production"],
    ["SECRETS_ENCRYPTION_KEY", "is required when APP_MODE=production (every replica must open the secrets stored in the database; openssl rand -hex 32)"],
  ];
  for (const [setting, message] of required) if (!settings[setting]) add(setting, message);

  const publicUrl = parseUrl(settings.PUBLIC_URL);
  if (publicUrl && publicUrl.protocol !== "https:") {
    add("PUBLIC_URL", "must be an https:// URL in production: sign-in links, signing links and session tokens travel over it");
  } else if (publicUrl && isReservedHost(publicUrl.hostname)) {
    add("PUBLIC_URL", `names ${publicUrl.hostname}, a host reserved for examples and tests: set the address users reach Paraph at`);
  }

  for (const setting of PROVIDER_URL_SETTINGS) {
    const url = parseUrl(settings[setting]);
    if (url && isExampleHost(url.hostname)) add(setting, `names ${url.hostname}, a host reserved for examples: set your provider's address`);
  }

  for (const rule of SECRET_RULES) {
    const secret = rule.read(settings);
    if (secret === undefined) continue;
    const weakness = weaknessOf(secret, rule.minLength);
    if (weakness) add(rule.setting, rule.label ? `${rule.label} ${weakness}` : weakness);
  }

  if (settings.DATABASE_URL && !settings.S3_BUCKET && !isTrue(settings.ALLOW_LOCAL_BLOBS_WITH_DATABASE_URL)) {
    add(
      "S3_BUCKET",
      "is required with DATABASE_URL in production: replicas that share a database must share the files too (set ALLOW_LOCAL_BLOBS_WITH_DATABASE_URL=true if exactly one server uses this database)",
    );
  }

  for (const demo of DEMO_SERVICE_PATHS) {
    const url = parseUrl(settings[demo.setting]);
    if (url && demo.path.test(url.pathname)) add(demo.setting, `points at ${demo.service}, whose signatures carry no legal weight; name your provider's address`);
  }

  if (settings.DEMO_IDP_PORT) add("DEMO_IDP_PORT", "runs the demo identity provider apart; the demo never runs when APP_MODE=production (set IDENT_PROVIDER_URL to your partner)");
  if (settings.STRIPE_API_BASE_URL) add("STRIPE_API_BASE_URL", "is for tests against a local Stripe-compatible server; it is refused when APP_MODE=production");
  if (settings.BILLING_PROVIDER === "builtin") add("BILLING_PROVIDER", "builtin (test payments, no money moves) is refused when APP_MODE=production; use stripe or none");

  // Metrics name routes, job kinds and volumes: on the users' port they need a token.
  if (!isFalse(settings.METRICS_ENABLED) && !settings.METRICS_TOKEN && !settings.METRICS_PORT) {
    add("METRICS_TOKEN", "is required when APP_MODE=production and /metrics is served on the main port (or set METRICS_PORT, or METRICS_ENABLED=false)");
  }

  if (isFalse(settings.RATE_LIMITS_ENABLED)) {
    add("RATE_LIMITS_ENABLED", "must not be false in production (it is for benchmarks): sign-in, TAN and link guessing would be unlimited");
  }
  return problems;
}
