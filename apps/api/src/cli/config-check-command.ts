import path from "node:path";
import { checkConfig, ConfigError, isOutboxEnabled, publicUrlOf, type Config } from "../platform/config.ts";
import type { ConfigProblem } from "../platform/production-rules.ts";
import { loadPkcs12Ca, type Pkcs12Ca } from "../pdf-engine/pki/pkcs12-ca.ts";
import { loadValidationTrustAnchors } from "../pdf-engine/validation/trust-anchors.ts";
import type { CliIo } from "./cli-io.ts";

/** A URL's scheme and host only: no user name or password ever reaches the summary. */
function hostOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.protocol.startsWith("http") ? parsed.pathname.replace(/\/$/, "") : ""}`;
}

/** What a start would use, one line each, without secrets. */
export function summarizeConfig(config: Config): string[] {
  return [
    `mode:          ${config.APP_MODE}`,
    `public URL:    ${publicUrlOf(config)}`,
    `database:      ${config.DATABASE_URL ? `PostgreSQL at ${hostOf(config.DATABASE_URL)} (pool ${config.DATABASE_POOL_SIZE})` : `embedded (PGlite) in ${path.resolve(config.DATA_DIR, "pg")}`}`,
    `files:         ${config.S3_BUCKET ? `S3 bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${hostOf(config.S3_ENDPOINT)}` : ""}` : `local folder ${path.resolve(config.DATA_DIR, "blobs")}`}`,
    `mail:          ${config.SMTP_URL ? `SMTP at ${hostOf(config.SMTP_URL)}` : isOutboxEnabled(config) ? "outbox (/dev/mail)" : "none"}, from ${config.MAIL_FROM}`,
    `signing CA:    ${config.SIGNING_CA_PKCS12_FILE ? path.resolve(config.SIGNING_CA_PKCS12_FILE) : "demo PKI"}`,
    `time-stamps:   ${config.SIGNING_TSA_URL ? hostOf(config.SIGNING_TSA_URL) : "demo TSA"}`,
    `QES provider:  ${config.SIGNING_QES_CSC_URL ? `CSC at ${hostOf(config.SIGNING_QES_CSC_URL)}` : "issuing CA"}`,
    `listen:        ${config.HOST}:${config.PORT}, ${config.JOB_WORKERS} job workers, shutdown within ${config.SHUTDOWN_TIMEOUT_MS} ms`,
  ];
}

/** The issuing CA's lines of a ConfigError, as problems. */
function problemsOf(error: ConfigError): ConfigProblem[] {
  return error.message
    .split("\n")
    .slice(1)
    .map((line) => {
      const [setting = "", ...message] = line.trim().split(": ");
      return { setting, message: message.join(": ") };
    });
}

/**
 * The files a start reads before it listens: the issuing CA must open with its password, and the
 * validation trust anchors must be certificates (checked with the CA, as production has one).
 */
async function checkFiles(config: Config): Promise<ConfigProblem[]> {
  if (!config.SIGNING_CA_PKCS12_FILE) return [];
  let operator: Pkcs12Ca;
  try {
    operator = await loadPkcs12Ca(config.SIGNING_CA_PKCS12_FILE, config.SIGNING_CA_PKCS12_PASSWORD ?? "");
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return problemsOf(error);
  }
  try {
    await loadValidationTrustAnchors(operator.chainAbove.at(-1) ?? operator.issuing.certificate, config.VALIDATION_TRUST_ANCHORS_FILE);
    return [];
  } catch (error) {
    return [{ setting: "VALIDATION_TRUST_ANCHORS_FILE", message: (error instanceof Error ? error.message : String(error)).replace(/^VALIDATION_TRUST_ANCHORS_FILE /, "") }];
  }
}

/**
 * `paraph config check`: reads the settings as a start would and prints every problem (exit 1),
 * or "configuration OK" and what the server would use (exit 0). Touches no database.
 */
export async function configCheckCommand(_args: string[], io: CliIo): Promise<number> {
  const { config, problems } = checkConfig(io.environment);
  if (config) problems.push(...(await checkFiles(config)));
  if (!config || problems.length > 0) {
    io.stderr(`A start would refuse this configuration (${problems.length} ${problems.length === 1 ? "problem" : "problems"}):\n${problems.map((problem) => `  ${problem.setting}: ${problem.message}`).join("\n")}\n`);
    return 1;
  }
  io.stdout(`configuration OK\n${summarizeConfig(config).map((line) => `  ${line}`).join("\n")}\n`);
  return 0;
}
