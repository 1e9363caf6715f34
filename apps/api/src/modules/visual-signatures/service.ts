import { VISUAL_SIGNATURE_LIMITS, type VisualSignature, type VisualSignatureChanges, type VisualSignatureFields, type VisualSignatureList } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { lockBlob, scheduleBlobCleanup } from "../../platform/storage/blob-references.ts";
import { findUserById, type UserRow, type VisualSignaturePermissions, visualSignaturePermissionsOf } from "../users/index.ts";
import { assertOwnsVisualSignature } from "./policy.ts";
import { presentGeneratedVisualSignature, presentVisualSignature, presentVisualSignatureList } from "./presenter.ts";
import {
  clearDefaultVisualSignature,
  countVisualSignatures,
  deleteVisualSignatureRow,
  findDefaultVisualSignature,
  findVisualSignatureById,
  findVisualSignaturesByOwner,
  insertVisualSignature,
  lockVisualSignatureOwner,
  updateVisualSignatureRow,
  type VisualSignatureRow,
} from "./repository.ts";
import { normaliseSignatureImage } from "./signature-image.ts";
import { applyChanges, defaultValuesFor, valuesOfRow, type VisualSignatureValues } from "./visual-signature-values.ts";

export interface SignatureOwner {
  user: UserRow;
  permissions: VisualSignaturePermissions;
}

export async function getSignatureOwner(context: PlatformContext, auth: AuthContext): Promise<SignatureOwner> {
  const user = await findUserById(context.db, auth.userId);
  if (!user) throw new AppError("unauthenticated");
  return { user, permissions: visualSignaturePermissionsOf(user.visual_signature_permissions) };
}

/** The caller's signature, or 404 (also when it is someone else's). */
export async function getOwnedSignatureRow(executor: JobExecutor, auth: AuthContext, id: string): Promise<VisualSignatureRow> {
  const row = await findVisualSignatureById(executor, id);
  assertOwnsVisualSignature(auth, row);
  return row;
}

function columnsOf(values: VisualSignatureValues) {
  return {
    alias: values.alias,
    name: values.name,
    title: values.title,
    optional_line: values.optionalLine,
    location: values.location,
    language: values.language,
    quality: values.quality,
    legislation: values.legislation,
    provider: values.provider,
    display_date: values.displayDate,
    display_claim: values.displayClaim,
    display_standards: values.displayStandards,
    display_qr: values.displayQr,
  };
}

export async function listVisualSignatures(context: PlatformContext, auth: AuthContext): Promise<VisualSignatureList> {
  const { permissions } = await getSignatureOwner(context, auth);
  const rows = await findVisualSignaturesByOwner(context.db, auth.userId);
  return presentVisualSignatureList(rows, permissions, context.publicUrl);
}

export async function getVisualSignature(context: PlatformContext, auth: AuthContext, id: string): Promise<VisualSignature> {
  const { permissions } = await getSignatureOwner(context, auth);
  return presentVisualSignature(await getOwnedSignatureRow(context.db, auth, id), permissions, context.publicUrl);
}

/** The saved default, or a stand-in from the user's name that is drawn the same way until one is saved. */
export async function getDefaultVisualSignature(context: PlatformContext, auth: AuthContext): Promise<VisualSignature> {
  const { user, permissions } = await getSignatureOwner(context, auth);
  const row = await findDefaultVisualSignature(context.db, user.id);
  if (row) return presentVisualSignature(row, permissions, context.publicUrl);
  return presentGeneratedVisualSignature(applyChanges(defaultValuesFor(user, permissions), {}, permissions));
}

export async function createVisualSignature(context: PlatformContext, auth: AuthContext, fields: VisualSignatureFields): Promise<VisualSignature> {
  const { user, permissions } = await getSignatureOwner(context, auth);
  const values = applyChanges(defaultValuesFor(user, permissions), fields, permissions);
  const now = context.clock.now();
  const id = crypto.randomUUID();
  const row = await context.db.transaction().execute(async (trx) => {
    await lockVisualSignatureOwner(trx, user.id);
    if ((await countVisualSignatures(trx, user.id)) >= VISUAL_SIGNATURE_LIMITS.perUser) {
      throw new AppError("visual_signature_limit_reached", { limit: VISUAL_SIGNATURE_LIMITS.perUser });
    }
    // A user without a default (the first signature, or after unsetting it) gets this one as default.
    const hasDefault = (await findDefaultVisualSignature(trx, user.id)) !== undefined;
    const isDefault = fields.default === true || !hasDefault;
    if (isDefault && hasDefault) await clearDefaultVisualSignature(trx, user.id);
    await insertVisualSignature(trx, { id, owner_id: user.id, ...columnsOf(values), is_default: isDefault, image_sha256: null, created_at: now, updated_at: now });
    return findVisualSignatureById(trx, id);
  });
  if (!row) throw new Error(`visual signature ${id} vanished after insert`);
  return presentVisualSignature(row, permissions, context.publicUrl);
}

export async function updateVisualSignature(
  context: PlatformContext,
  auth: AuthContext,
  id: string,
  changes: VisualSignatureChanges,
): Promise<VisualSignature> {
  const { permissions } = await getSignatureOwner(context, auth);
  const updated = await context.db.transaction().execute(async (trx) => {
    await lockVisualSignatureOwner(trx, auth.userId);
    const row = await getOwnedSignatureRow(trx, auth, id);
    const values = applyChanges(valuesOfRow(row, permissions), changes, permissions);
    const isDefault = changes.default ?? row.is_default;
    if (isDefault && !row.is_default) await clearDefaultVisualSignature(trx, auth.userId);
    return updateVisualSignatureRow(trx, id, { ...columnsOf(values), is_default: isDefault, updated_at: context.clock.now() });
  });
  if (!updated) throw new AppError("not_found");
  return presentVisualSignature(updated, permissions, context.publicUrl);
}

/** Deleting the default hands it to the newest remaining signature, in the same transaction. */
export async function deleteVisualSignature(context: PlatformContext, auth: AuthContext, id: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    await lockVisualSignatureOwner(trx, auth.userId);
    const row = await getOwnedSignatureRow(trx, auth, id);
    await deleteVisualSignatureRow(trx, id);
    if (row.is_default) {
      const [newest] = await findVisualSignaturesByOwner(trx, auth.userId);
      if (newest) await updateVisualSignatureRow(trx, newest.id, { is_default: true });
    }
    if (row.image_sha256) await scheduleBlobCleanup(context.jobs, trx, [row.image_sha256]);
  });
}

/** Stores the normalised PNG and points the signature at it; the previous image is cleaned up once unreferenced. */
export async function uploadSignatureImage(context: PlatformContext, auth: AuthContext, id: string, bytes: Buffer): Promise<VisualSignature> {
  const { permissions } = await getSignatureOwner(context, auth);
  // An outsider learns nothing, and costs no decoding: ownership first.
  await getOwnedSignatureRow(context.db, auth, id);
  const png = await normaliseSignatureImage(bytes);
  const stored = await context.blobs.put(png);
  const updated = await context.db.transaction().execute(async (trx) => {
    // Under the blob's lock a cleanup cannot delete it between this check and the commit.
    await lockBlob(trx, stored.sha256);
    if (!(await context.blobs.has(stored.sha256))) await context.blobs.put(png);
    await lockVisualSignatureOwner(trx, auth.userId);
    const row = await getOwnedSignatureRow(trx, auth, id);
    if (row.image_sha256 && row.image_sha256 !== stored.sha256) await scheduleBlobCleanup(context.jobs, trx, [row.image_sha256]);
    return updateVisualSignatureRow(trx, id, { image_sha256: stored.sha256, updated_at: context.clock.now() });
  });
  if (!updated) throw new AppError("not_found");
  return presentVisualSignature(updated, permissions, context.publicUrl);
}

export async function deleteSignatureImage(context: PlatformContext, auth: AuthContext, id: string): Promise<VisualSignature> {
  const { permissions } = await getSignatureOwner(context, auth);
  const updated = await context.db.transaction().execute(async (trx) => {
    await lockVisualSignatureOwner(trx, auth.userId);
    const row = await getOwnedSignatureRow(trx, auth, id);
    if (row.image_sha256) await scheduleBlobCleanup(context.jobs, trx, [row.image_sha256]);
    return updateVisualSignatureRow(trx, id, { image_sha256: null, updated_at: context.clock.now() });
  });
  if (!updated) throw new AppError("not_found");
  return presentVisualSignature(updated, permissions, context.publicUrl);
}

export async function getSignatureImage(context: PlatformContext, auth: AuthContext, id: string): Promise<{ sha256: string; png: Buffer }> {
  const row = await getOwnedSignatureRow(context.db, auth, id);
  if (!row.image_sha256) throw new AppError("not_found", { reason: "The visual signature has no image" });
  return { sha256: row.image_sha256, png: await context.blobs.getBuffer(row.image_sha256) };
}
