import { businessNameSchema, emailSchema, phoneSchema } from "@paraph/contracts";
import { systemClock } from "../platform/clock.ts";
import type { Config } from "../platform/config.ts";
import { publicUrlOf } from "../platform/config.ts";
import type { Database } from "../platform/db/database.ts";
import { AppError } from "../platform/errors/app-error.ts";
import { createBusinessWithAdmin } from "../modules/businesses/index.ts";
import { findUserByEmail } from "../modules/users/index.ts";
import { provisionSeal } from "../modules/seals/index.ts";
import { SigningServices } from "../pdf-engine/signing-services.ts";
import { x509 } from "../pdf-engine/pki/crypto-setup.ts";

export type CommandOptions = Record<string, string | boolean | undefined>;

export function required(options: CommandOptions, name: string): string {
  const value = options[name];
  if (typeof value !== "string" || value.trim() === "") throw new AppError("validation_failed", { fields: [{ field: `--${name}`, message: "Required" }] });
  return value;
}

function parsedOption<T>(name: string, result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } }): T {
  if (!result.success) throw new AppError("validation_failed", { fields: [{ field: `--${name}`, message: result.error.issues[0]?.message ?? "Not valid" }] });
  return result.data;
}

/**
 * `business create --name N --admin-email E [--email E] [--phone P]`: a business for an existing
 * account, which becomes its admin (for customers set up by contract rather than self sign-up).
 */
export async function createBusinessCommand(database: Database, options: CommandOptions): Promise<unknown> {
  const name = parsedOption("name", businessNameSchema.safeParse(required(options, "name")));
  const adminEmail = parsedOption("admin-email", emailSchema.safeParse(required(options, "admin-email")));
  const email = typeof options.email === "string" ? parsedOption("email", emailSchema.safeParse(options.email)) : adminEmail;
  const phone = typeof options.phone === "string" ? parsedOption("phone", phoneSchema.safeParse(options.phone)) : null;
  const admin = await findUserByEmail(database.db, adminEmail);
  if (!admin) throw new AppError("not_found", { reason: `No account with the e-mail address ${adminEmail}; the admin signs up first` });
  const business = await database.db.transaction().execute((trx) => createBusinessWithAdmin(trx, systemClock, { name, email, phone, adminUserId: admin.id }));
  return { id: business.id, name: business.name, email: business.email, phone: business.phone, admin: { id: admin.id, email: admin.email } };
}

/**
 * `seal create --business ID --account-name NAME --display-name TEXT`: issues a seal certificate
 * from the configured PKI's issuing CA and stores the seal; admins then allow members to use it.
 */
export async function createSealCommand(database: Database, options: CommandOptions, config: Config): Promise<unknown> {
  const signingServices = await SigningServices.open(config.DATA_DIR, systemClock, config);
  const seal = await provisionSeal(
    { config, db: database.db, clock: systemClock, dataDir: config.DATA_DIR, publicUrl: publicUrlOf(config), signingServices },
    { businessId: required(options, "business"), accountName: required(options, "account-name"), displayName: required(options, "display-name") },
  );
  const certificate = new x509.X509Certificate(Buffer.from(seal.certificate, "base64"));
  return {
    id: seal.id,
    businessId: seal.business_id,
    accountName: seal.account_name,
    displayName: seal.display_name,
    certificate: { subject: certificate.subject, issuer: certificate.issuer, serialNumber: certificate.serialNumber, notAfter: certificate.notAfter.toISOString() },
  };
}
