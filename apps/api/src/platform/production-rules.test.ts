import { describe, expect, it } from "vitest";
import { checkConfig, ConfigError, loadConfig } from "./config.ts";
import { KNOWN_DEFAULT_SECRETS, weaknessOf } from "./production-rules.ts";
import { SAFE_PRODUCTION_SETTINGS } from "../test-support/production-settings.ts";

/** Settings production accepts; each test spoils one or more of them. */
const SAFE = SAFE_PRODUCTION_SETTINGS;

const problemsOf = (environment: Record<string, string>) => checkConfig(environment).problems.map((problem) => `${problem.setting}: ${problem.message}`);

describe("production rules", () => {
  it("start with safe settings", () => {
    expect(problemsOf(SAFE)).toEqual([]);
    expect(loadConfig(SAFE).APP_MODE).toBe("production");
  });

  it("refuse a public URL that is not https, or a host reserved for examples", () => {
    expect(problemsOf({ ...SAFE, PUBLIC_URL: "http://sign.muster.ch" })).toEqual([expect.stringMatching(/^PUBLIC_URL: must be an https:\/\/ URL in production/)]);
    expect(problemsOf({ ...SAFE, PUBLIC_URL: "https://paraph.example.com" })).toEqual([expect.stringMatching(/^PUBLIC_URL: names paraph.example.com, a host reserved/)]);
    expect(problemsOf({ ...SAFE, PUBLIC_URL: "https://localhost:3000" })).toHaveLength(1);
    // Outside production, http on localhost is the normal case.
    expect(problemsOf({ PUBLIC_URL: "http://localhost:3000" })).toEqual([]);
  });

  it("refuse every secret left at a known default", () => {
    const problems = problemsOf({
      ...SAFE,
      REFERRAL_WIDGET_SECRET: "a-secret-of-at-least-thirty-two-characters",
      SIGNING_QES_CSC_URL: "https://qtsp.muster.ch/csc/v2",
      SIGNING_QES_CSC_TOKEN: "change-me-to-a-long-random-secret",
      SIGNING_CA_PKCS12_PASSWORD: "correct horse battery staple",
      S3_BUCKET: "paraph",
      S3_SECRET_ACCESS_KEY: "minioadmin",
      DATABASE_URL: "postgres://paraph:postgres@db:5432/paraph",
      SMTP_URL: "smtp://paraph:password@mail.muster.ch:587",
    });
    for (const setting of ["REFERRAL_WIDGET_SECRET", "SIGNING_QES_CSC_TOKEN", "SIGNING_CA_PKCS12_PASSWORD", "S3_SECRET_ACCESS_KEY"]) {
      expect(problems).toContain(`${setting}: is a known default (from Paraph's documentation, tests or an image's defaults); generate one, e.g. openssl rand -hex 32`);
    }
    expect(problems).toContainEqual(expect.stringMatching(/^DATABASE_URL: its password is a known default/));
    expect(problems).toContainEqual(expect.stringMatching(/^SMTP_URL: its password is a known default/));
    expect(problems).toHaveLength(6);
  });

  it("refuse secrets that are too short or a repeated pattern", () => {
    expect(problemsOf({ ...SAFE, SIGNING_CA_PKCS12_PASSWORD: "Short-1" })).toEqual(["SIGNING_CA_PKCS12_PASSWORD: is too short: at least 12 characters in production"]);
    expect(problemsOf({ ...SAFE, REFERRAL_WIDGET_SECRET: "x".repeat(40) })).toEqual([expect.stringMatching(/^REFERRAL_WIDGET_SECRET: is a repeated pattern/)]);
    expect(problemsOf({ ...SAFE, DATABASE_URL: "postgres://paraph:Db-pw-1@db/paraph", S3_BUCKET: "paraph" })).toEqual(["DATABASE_URL: its password is too short: at least 12 characters in production"]);
    // A database without a password in its URL (peer or certificate authentication) is fine.
    expect(problemsOf({ ...SAFE, DATABASE_URL: "postgres://paraph@db/paraph", S3_BUCKET: "paraph" })).toEqual([]);
    expect(KNOWN_DEFAULT_SECRETS.every((secret) => weaknessOf(secret, 1) !== undefined)).toBe(true);
  });

  it("refuse the local blob folder when replicas may share the database, unless the operator says there is one server", () => {
    const shared = { ...SAFE, DATABASE_URL: "postgres://paraph@db:5432/paraph" };
    expect(problemsOf(shared)).toEqual([expect.stringMatching(/^S3_BUCKET: is required with DATABASE_URL in production: replicas that share a database/)]);
    expect(problemsOf({ ...shared, ALLOW_LOCAL_BLOBS_WITH_DATABASE_URL: "true" })).toEqual([]);
    expect(problemsOf({ ...shared, S3_BUCKET: "paraph-files" })).toEqual([]);
    expect(problemsOf({ ...shared, ALLOW_LOCAL_BLOBS_WITH_DATABASE_URL: "maybe" })).toEqual([expect.stringMatching(/^ALLOW_LOCAL_BLOBS_WITH_DATABASE_URL: /), expect.stringMatching(/^S3_BUCKET: /)]);
  });

  it("refuse Paraph's demo CSC service and demo TSA as providers", () => {
    const problems = problemsOf({
      ...SAFE,
      SIGNING_QES_CSC_URL: "https://staging.muster.ch/api/csc/v2",
      SIGNING_QES_CSC_TOKEN: "8c0e7d6a5b4f3e2d1c0b9a8f",
      SIGNING_TSA_URL: "https://staging.muster.ch/api/pki/tsa",
    });
    expect(problems).toEqual([
      expect.stringMatching(/^SIGNING_QES_CSC_URL: points at Paraph's demo CSC trust service/),
      expect.stringMatching(/^SIGNING_TSA_URL: points at Paraph's demo time-stamp authority/),
    ]);
  });

  it("refuse provider addresses left at an example host", () => {
    expect(problemsOf({ ...SAFE, SIGNING_TSA_URL: "https://tsa.your-provider.example/tsa", SIGNING_OCSP_URL: "http://ocsp.example.com" })).toEqual([
      "SIGNING_TSA_URL: names tsa.your-provider.example, a host reserved for examples: set your provider's address",
      "SIGNING_OCSP_URL: names ocsp.example.com, a host reserved for examples: set your provider's address",
    ]);
  });

  it("refuse metrics on the users' port without a token", () => {
    const { METRICS_TOKEN: _token, ...withoutToken } = SAFE;
    expect(problemsOf(withoutToken)).toEqual([expect.stringMatching(/^METRICS_TOKEN: is required when APP_MODE=production/)]);
    expect(problemsOf({ ...withoutToken, METRICS_PORT: "9464" })).toEqual([]);
    expect(problemsOf({ ...withoutToken, METRICS_ENABLED: "false" })).toEqual([]);
    expect(problemsOf({ ...SAFE, METRICS_TOKEN: "a-secret-of-at-least-thirty-two-characters" })).toEqual([expect.stringMatching(/^METRICS_TOKEN: is a known default/)]);
    expect(problemsOf({ ...SAFE, METRICS_PORT: "3000" })).toEqual([expect.stringMatching(/^METRICS_PORT: must differ from PORT/)]);
  });

  it("refuse rate limits turned off", () => {
    expect(problemsOf({ ...SAFE, RATE_LIMITS_ENABLED: "false" })).toEqual([expect.stringMatching(/^RATE_LIMITS_ENABLED: must not be false in production/)]);
  });

  it("list every problem at once, type errors and production rules together, one line each", () => {
    const attempt = () => loadConfig({ APP_MODE: "production", PUBLIC_URL: "http://sign.muster.ch", PORT: "eighty", REFERRAL_WIDGET_SECRET: "changeme" });
    expect(attempt).toThrow(ConfigError);
    let error: ConfigError | undefined;
    try {
      attempt();
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error?.problems.map((problem) => problem.setting).sort()).toEqual([
      "METRICS_TOKEN",
      "PORT",
      "PUBLIC_URL",
      "REFERRAL_WIDGET_SECRET",
      "SECRETS_ENCRYPTION_KEY",
      "SIGNING_CA_PKCS12_FILE",
      "SIGNING_TSA_URL",
      "SMTP_URL",
    ]);
    // REFERRAL_WIDGET_SECRET is too short for the schema already: said once, not twice.
    expect(checkConfig({ PORT: "eighty", SIGNING_CA_PKCS12_FILE: "/etc/paraph/ca.p12" }).problems.map((problem) => problem.setting)).toEqual(["PORT", "SIGNING_CA_PKCS12_PASSWORD"]);
    expect(error?.message.match(/REFERRAL_WIDGET_SECRET/g)).toHaveLength(1);
    expect(error?.message.split("\n")).toHaveLength(9);
  });
});

describe("setting types and ranges", () => {
  it.each([
    ["PUBLIC_URL", "ftp://sign.muster.ch"],
    ["S3_ENDPOINT", "file:///tmp/s3"],
    ["SIGNING_TSA_URL", "tsa.muster.ch"],
    ["BODY_LIMIT_BYTES", String(1024 ** 3)],
    ["SHUTDOWN_TIMEOUT_MS", "50"],
    ["SHUTDOWN_TIMEOUT_MS", "1.5"],
    ["READY_MAX_JOB_LAG_MS", "10"],
    ["MAIL_FROM", "nobody"],
    ["MAX_DOCUMENT_PAGES", "0"],
    ["JOB_WORKERS", "100"],
    ["TRUST_PROXY", "yes"],
    ["S3_BUCKET", "Paraph_Files"],
    ["S3_REGION", "EU Central"],
  ])("refuse %s=%s", (setting, value) => {
    expect(problemsOf({ [setting]: value }).map((problem) => problem.split(":")[0])).toEqual([setting]);
  });

  it("has the new defaults", () => {
    expect(loadConfig({})).toMatchObject({ READY_MAX_JOB_LAG_MS: 60_000, ALLOW_LOCAL_BLOBS_WITH_DATABASE_URL: false });
  });
});
