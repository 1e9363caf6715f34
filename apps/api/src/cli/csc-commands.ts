import { emailSchema } from "@paraph/contracts";
import { systemClock } from "../platform/clock.ts";
import { publicUrlOf, type Config } from "../platform/config.ts";
import type { Database } from "../platform/db/database.ts";
import { AppError } from "../platform/errors/app-error.ts";
import { findUserByEmail } from "../modules/users/index.ts";
import { DEMO_KEY_ALGORITHMS, DemoCredentialStore, enrollDemoCredential, type DemoKeyAlgorithm } from "../pdf-engine/csc/csc-demo-credentials.ts";
import { x509 } from "../pdf-engine/pki/crypto-setup.ts";
import { SigningServices } from "../pdf-engine/signing-services.ts";
import type { CommandOptions } from "./business-commands.ts";

/** The demo trust service exists only outside production; its commands refuse to run there. */
function assertNotProduction(config: Config): void {
  if (config.APP_MODE === "production") throw new AppError("forbidden", { reason: "The demo CSC trust service never runs in production" });
}

function emailOption(options: CommandOptions): string {
  const parsed = emailSchema.safeParse(typeof options.email === "string" ? options.email : "");
  if (!parsed.success) throw new AppError("validation_failed", { fields: [{ field: "--email", message: "An e-mail address" }] });
  return parsed.data;
}

/**
 * `csc enroll --email E [--name N] [--key ecdsa-p256|rsa-2048]`: the demo trust service issues
 * the person a key and a qualified certificate, as a provider does after identifying them. With
 * SIGNING_QES_CSC_URL pointing at the demo service, the account with that address then holds QES.
 */
export async function enrollCscCredentialCommand(database: Database, options: CommandOptions, config: Config): Promise<unknown> {
  assertNotProduction(config);
  const email = emailOption(options);
  const key = typeof options.key === "string" ? options.key : "ecdsa-p256";
  if (!(DEMO_KEY_ALGORITHMS as readonly string[]).includes(key)) throw new AppError("validation_failed", { fields: [{ field: "--key", message: DEMO_KEY_ALGORITHMS.join(" or ") }] });
  const user = await findUserByEmail(database.db, email);
  const name = typeof options.name === "string" && options.name.trim() ? options.name.trim() : [user?.first_name, user?.last_name].filter(Boolean).join(" ");
  if (!name) throw new AppError("validation_failed", { fields: [{ field: "--name", message: "Required when no account has this address" }] });
  const services = await SigningServices.open(config.DATA_DIR, systemClock, config);
  const credential = await enrollDemoCredential(DemoCredentialStore.inDataDir(config.DATA_DIR), { issuing: services.pki.issuing, chain: services.chain }, {
    userID: email,
    name,
    lang: user?.lang ?? "en-gb",
    keyAlgorithm: key as DemoKeyAlgorithm,
    publicUrl: publicUrlOf(config),
    now: systemClock.now(),
  });
  return describe(credential);
}

/** `csc list --email E`: the demo service's credentials for that address. */
export async function listCscCredentialsCommand(_database: Database, options: CommandOptions, config: Config): Promise<unknown> {
  assertNotProduction(config);
  return (await DemoCredentialStore.inDataDir(config.DATA_DIR).ofUser(emailOption(options))).map(describe);
}

function describe(credential: { id: string; userID: string; name: string; keyAlgorithm: string; certificates: string[]; createdAt: string }) {
  const certificate = new x509.X509Certificate(Buffer.from(credential.certificates[0] ?? "", "base64"));
  return {
    credentialId: credential.id,
    userID: credential.userID,
    name: credential.name,
    key: credential.keyAlgorithm,
    subject: certificate.subject,
    validTo: certificate.notAfter.toISOString(),
    createdAt: credential.createdAt,
  };
}
