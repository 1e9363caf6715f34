import { sealAccountNameSchema, sealDisplayNameSchema } from "@paraph/contracts";
import type { Clock } from "../../platform/clock.ts";
import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { deleteSealKey, saveSealKey } from "../../pdf-engine/pki/seal-keys.ts";
import type { SigningServices } from "../../pdf-engine/signing-services.ts";
import { assertSealAllowed } from "../billing/index.ts";
import { findBusinessById } from "../businesses/index.ts";
import { findSealByAccountName, insertSeal, type SealRow } from "./repository.ts";

export interface SealProvisioning {
  /** For the plan's seal limit (docs/billing.md, "Quotas"). */
  config: Config;
  db: Db;
  clock: Clock;
  /** Where the seal's key is kept ($DATA_DIR/pki/seals). */
  dataDir: string;
  /** Where validators reach the OCSP responder named in the certificate. */
  publicUrl: string;
  signingServices: SigningServices;
}

function parsed<T>(field: string, result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } }): T {
  if (!result.success) throw new AppError("validation_failed", { fields: [{ field, message: result.error.issues[0]?.message ?? "Not valid" }] });
  return result.data;
}

/**
 * Provisions a seal for a business: a trust provider issues an organisation's seal certificate
 * only once it has verified the organisation, so this is the operator's act (`admin seal
 * create`), never an API call. Issues the certificate (O = business, CN = seal), keeps the key
 * in the data folder and stores the seal; no member may sign with it until an admin allows them.
 */
export async function provisionSeal(services: SealProvisioning, input: { businessId: string; accountName: string; displayName: string }): Promise<SealRow> {
  const accountName = parsed("accountName", sealAccountNameSchema.safeParse(input.accountName));
  const displayName = parsed("displayName", sealDisplayNameSchema.safeParse(input.displayName));
  const business = await findBusinessById(services.db, input.businessId);
  if (!business) throw new AppError("not_found", { businessId: input.businessId });
  if (await findSealByAccountName(services.db, business.id, accountName)) {
    throw new AppError("validation_failed", { fields: [{ field: "accountName", message: "The business has a seal of this account name already" }] });
  }
  await assertSealAllowed(services, services.db, business.id);
  const keyed = await services.signingServices.issueSealCertificate({ organisationName: business.name, displayName }, services.publicUrl);
  const id = crypto.randomUUID();
  await saveSealKey(services.dataDir, id, keyed);
  const now = services.clock.now();
  try {
    await insertSeal(services.db, {
      id,
      business_id: business.id,
      account_name: accountName,
      display_name: displayName,
      certificate: Buffer.from(keyed.certificate.rawData).toString("base64"),
      image_sha256: null,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    // No seal row, no key: a key file nobody refers to would only be a liability.
    await deleteSealKey(services.dataDir, id);
    throw error;
  }
  const seal = await findSealByAccountName(services.db, business.id, accountName);
  if (!seal) throw new Error(`seal ${id} vanished after insert`);
  return seal;
}
