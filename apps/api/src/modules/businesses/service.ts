import type { Updateable } from "kysely";
import {
  BUSINESS_LIMITS,
  type BusinessPublicInformation,
  type BusinessSettings,
  type BusinessSettingsChanges,
  type CreateBusinessBody,
  type UpdateBusinessBody,
} from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { Clock } from "../../platform/clock.ts";
import type { PlatformContext } from "../../platform/context.ts";
import type { BusinessesTable } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { scheduleBlobCleanup } from "../../platform/storage/blob-references.ts";
import { loadBusinessAccess } from "./access.ts";
import { assertEmbedOriginsAllowed } from "./embed-origins.ts";
import { keepImageBlob, prepareImage } from "./business-images.ts";
import { joinBusiness, lockUserOutsideBusiness } from "./joining.ts";
import { presentBusinessPublicInformation, presentBusinessSettings } from "./presenter.ts";
import {
  deleteDomain,
  findBusinessById,
  findDomains,
  findMembershipOfUser,
  insertBusiness,
  insertDomain,
  updateBusinessRow,
  type BusinessRow,
} from "./repository.ts";

export interface NewBusiness {
  name: string;
  email: string;
  phone: string | null;
  adminUserId: string;
}

/**
 * Creates a business with its first admin, who must not belong to a business yet. The caller
 * provides the transaction; the sign-up call and the operator command both come here.
 */
export async function createBusinessWithAdmin(executor: JobExecutor, clock: Clock, input: NewBusiness): Promise<BusinessRow> {
  const admin = await lockUserOutsideBusiness(executor, input.adminUserId);
  const now = clock.now();
  const id = crypto.randomUUID();
  await insertBusiness(executor, {
    id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    support_email: null,
    support_phone: null,
    logo_sha256: null,
    logo_width: null,
    logo_height: null,
    gtc_accepted_at: now,
    dpa_accepted_at: now,
    deletion_requested_at: null,
    deletion_effective_at: null,
    created_at: now,
    updated_at: now,
  });
  await joinBusiness(executor, admin, id, "admin", now);
  const row = await findBusinessById(executor, id);
  if (!row) throw new Error(`business ${id} vanished after insert`);
  return row;
}

export async function createBusiness(context: PlatformContext, auth: AuthContext, body: CreateBusinessBody): Promise<BusinessRow> {
  if (!body.gtc_accepted) throw new AppError("gtc_not_accepted");
  if (!body.dpa_accepted) throw new AppError("dpa_not_accepted");
  return context.db.transaction().execute((trx) =>
    createBusinessWithAdmin(trx, context.clock, { name: body.name, email: body.email, phone: body.phone ?? null, adminUserId: auth.userId }),
  );
}

/** The business the caller belongs to; the routes answer it as the Business (BusinessPorts.answerBusiness), as they answer every business below. */
export async function getBusiness(context: PlatformContext, auth: AuthContext, businessId: string): Promise<BusinessRow> {
  return (await loadBusinessAccess(context.db, auth, businessId)).business;
}

export async function getOwnBusiness(context: PlatformContext, auth: AuthContext): Promise<BusinessRow> {
  const membership = await findMembershipOfUser(context.db, auth.userId);
  if (!membership) throw new AppError("not_found", { reason: "You belong to no business" });
  return getBusiness(context, auth, membership.business_id);
}

/** Changes of admins to one business row, applied under its lock. */
async function changeBusiness(
  context: PlatformContext,
  auth: AuthContext,
  businessId: string,
  changesOf: (row: BusinessRow) => Updateable<BusinessesTable>,
): Promise<BusinessRow> {
  return context.db.transaction().execute(async (trx) => {
    const { business } = await loadBusinessAccess(trx, auth, businessId, { lock: true, adminOnly: true });
    const updated = await updateBusinessRow(trx, business.id, { ...changesOf(business), updated_at: context.clock.now() });
    if (!updated) throw new AppError("not_found");
    return updated;
  });
}

function supportContactColumns(contact: { email?: string | null; phone?: string | null } | undefined): Updateable<BusinessesTable> {
  return {
    ...(contact?.email !== undefined ? { support_email: contact.email } : {}),
    ...(contact?.phone !== undefined ? { support_phone: contact.phone } : {}),
  };
}

export async function updateBusiness(context: PlatformContext, auth: AuthContext, businessId: string, body: UpdateBusinessBody): Promise<BusinessRow> {
  return changeBusiness(context, auth, businessId, () => ({
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(body.phone !== undefined ? { phone: body.phone } : {}),
    ...supportContactColumns(body.settings?.supportContact),
  }));
}

export async function getBusinessSettings(context: PlatformContext, auth: AuthContext, businessId: string): Promise<{ settings: BusinessSettings }> {
  const { business } = await loadBusinessAccess(context.db, auth, businessId);
  return { settings: presentBusinessSettings(business, context.publicUrl) };
}

export async function updateBusinessSettings(
  context: PlatformContext,
  auth: AuthContext,
  businessId: string,
  changes: BusinessSettingsChanges,
): Promise<{ settings: BusinessSettings }> {
  const attachments = changes.mailService?.attachments;
  const retention = changes.signatureRequests?.retention;
  if (changes.embedOrigins) assertEmbedOriginsAllowed(context.config, changes.embedOrigins);
  const updated = await changeBusiness(context, auth, businessId, () => ({
    ...supportContactColumns(changes.supportContact),
    ...(changes.signatureRequests?.part11?.enabled !== undefined ? { part11_enabled: changes.signatureRequests.part11.enabled } : {}),
    ...(retention?.enabled !== undefined ? { retention_enabled: retention.enabled } : {}),
    ...(retention?.terminalState !== undefined ? { retention_terminal_states: retention.terminalState } : {}),
    ...(retention?.days !== undefined ? { retention_days: retention.days } : {}),
    ...(changes.affiliate?.enabled !== undefined ? { affiliate_enabled: changes.affiliate.enabled } : {}),
    ...(changes.userPilot?.enabled !== undefined ? { guidance_enabled: changes.userPilot.enabled } : {}),
    ...(attachments?.signedDocument?.enabled !== undefined ? { attach_signed_document: attachments.signedDocument.enabled } : {}),
    ...(attachments?.signedDocument?.customisable !== undefined ? { attach_signed_document_customisable: attachments.signedDocument.customisable } : {}),
    ...(attachments?.signatureProtocol?.enabled !== undefined ? { attach_signature_protocol: attachments.signatureProtocol.enabled } : {}),
    ...(attachments?.signatureProtocol?.customisable !== undefined
      ? { attach_signature_protocol_customisable: attachments.signatureProtocol.customisable }
      : {}),
    ...(changes.mabSettings?.directSign?.enabled !== undefined ? { mab_direct_sign_enabled: changes.mabSettings.directSign.enabled } : {}),
    ...(changes.signerGroups?.maxGroups !== undefined ? { signer_groups_max_groups: changes.signerGroups.maxGroups } : {}),
    ...(changes.signerGroups?.maxParticipants !== undefined ? { signer_groups_max_participants: changes.signerGroups.maxParticipants } : {}),
    ...(changes.embedOrigins !== undefined ? { embed_origins: changes.embedOrigins } : {}),
  }));
  return { settings: presentBusinessSettings(updated, context.publicUrl) };
}

/** Branding for whoever deals with the business: any logged-in user. */
export async function getBusinessPublicInformation(context: PlatformContext, businessId: string): Promise<BusinessPublicInformation> {
  const business = await findBusinessById(context.db, businessId);
  if (!business) throw new AppError("not_found");
  return presentBusinessPublicInformation(business, context.publicUrl);
}

export async function addBusinessDomain(context: PlatformContext, auth: AuthContext, businessId: string, domain: string): Promise<{ domains: string[] }> {
  return context.db.transaction().execute(async (trx) => {
    const { business } = await loadBusinessAccess(trx, auth, businessId, { lock: true, adminOnly: true });
    const domains = await findDomains(trx, business.id);
    if (!domains.includes(domain) && domains.length >= BUSINESS_LIMITS.allowedDomains) {
      throw new AppError("validation_failed", { fields: [{ field: "body.domain", message: `At most ${BUSINESS_LIMITS.allowedDomains} domains` }] });
    }
    await insertDomain(trx, business.id, domain, context.clock.now());
    return { domains: await findDomains(trx, business.id) };
  });
}

export async function removeBusinessDomain(context: PlatformContext, auth: AuthContext, businessId: string, domain: string): Promise<{ domains: string[] }> {
  return context.db.transaction().execute(async (trx) => {
    const { business } = await loadBusinessAccess(trx, auth, businessId, { lock: true, adminOnly: true });
    if (!(await findDomains(trx, business.id)).includes(domain)) throw new AppError("not_found", { domain });
    await deleteDomain(trx, business.id, domain);
    return { domains: await findDomains(trx, business.id) };
  });
}

export async function uploadBusinessLogo(context: PlatformContext, auth: AuthContext, businessId: string, bytes: Buffer): Promise<{ settings: BusinessSettings }> {
  // An outsider or a member learns nothing and costs no decoding: access first.
  await loadBusinessAccess(context.db, auth, businessId, { adminOnly: true });
  const image = await prepareImage(context, bytes, "logo");
  const updated = await changeBusinessImage(context, auth, businessId, image.sha256, async (trx) => {
    await keepImageBlob(context, trx, image);
    return { logo_sha256: image.sha256, logo_width: image.width, logo_height: image.height };
  });
  return { settings: presentBusinessSettings(updated, context.publicUrl) };
}

export async function deleteBusinessLogo(context: PlatformContext, auth: AuthContext, businessId: string): Promise<{ settings: BusinessSettings }> {
  const updated = await changeBusinessImage(context, auth, businessId, null, async () => ({ logo_sha256: null, logo_width: null, logo_height: null }));
  return { settings: presentBusinessSettings(updated, context.publicUrl) };
}

async function changeBusinessImage(
  context: PlatformContext,
  auth: AuthContext,
  businessId: string,
  newSha256: string | null,
  columnsOf: (trx: JobExecutor) => Promise<Updateable<BusinessesTable>>,
): Promise<BusinessRow> {
  return context.db.transaction().execute(async (trx) => {
    const { business } = await loadBusinessAccess(trx, auth, businessId, { lock: true, adminOnly: true });
    const columns = await columnsOf(trx);
    if (business.logo_sha256 && business.logo_sha256 !== newSha256) await scheduleBlobCleanup(context.jobs, trx, [business.logo_sha256]);
    const updated = await updateBusinessRow(trx, business.id, { ...columns, updated_at: context.clock.now() });
    if (!updated) throw new AppError("not_found");
    return updated;
  });
}

/** Anyone logged in may see a business's logo (it is on its requests), so only its existence is checked. */
export async function getBusinessLogo(context: PlatformContext, businessId: string): Promise<string> {
  const business = await findBusinessById(context.db, businessId);
  if (!business?.logo_sha256) throw new AppError("not_found");
  return business.logo_sha256;
}
