import type { Updateable } from "kysely";
import type { Seal, SealListItem } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import type { SealsTable } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { scheduleBlobCleanup } from "../../platform/storage/blob-references.ts";
import { findMembersWithUsers, keepImageBlob, loadBusinessAccess, prepareImage } from "../businesses/index.ts";
import { presentSeal, presentSealListItem, type SealApiUser } from "./presenter.ts";
import {
  deleteSealMembers,
  findSealByAccountName,
  findSealMembers,
  findSealsOfBusiness,
  insertSealMembers,
  updateSealRow,
  type SealRow,
} from "./repository.ts";

/** A seal of the caller's business, or 404: for outsiders the business itself, for members an unknown seal. */
async function loadSeal(
  executor: JobExecutor,
  auth: AuthContext,
  businessId: string,
  accountName: string,
  options: { lock?: boolean; adminOnly?: boolean } = {},
): Promise<SealRow> {
  const { business } = await loadBusinessAccess(executor, auth, businessId, options);
  const seal = await findSealByAccountName(executor, business.id, accountName);
  if (!seal) throw new AppError("not_found", { seal: accountName });
  return seal;
}

/** The API users allowed to sign with a seal: api-users knows them, and sits above seals (app.ts passes its query in). */
export type ApiUsersOfSeal = (executor: JobExecutor, sealId: string) => Promise<SealApiUser[]>;

/** A seal as the seal calls answer it: with its members and API users. */
export async function presentSealOf(context: PlatformContext, apiUsersOfSeal: ApiUsersOfSeal, seal: SealRow): Promise<Seal> {
  return presentSeal(seal, await findSealMembers(context.db, seal.id), await apiUsersOfSeal(context.db, seal.id), context.publicUrl);
}

export async function listSeals(context: PlatformContext, auth: AuthContext, businessId: string): Promise<{ seals: SealListItem[] }> {
  const { business } = await loadBusinessAccess(context.db, auth, businessId);
  const seals = await findSealsOfBusiness(context.db, business.id);
  return { seals: seals.map((seal) => presentSealListItem(seal, { members: seal.member_count, apiUsers: seal.api_user_count })) };
}

export async function getSeal(context: PlatformContext, auth: AuthContext, businessId: string, accountName: string): Promise<SealRow> {
  return loadSeal(context.db, auth, businessId, accountName);
}

/** An admin's change to one seal, under the business's lock; returns the seal after it. */
async function changeSeal(
  context: PlatformContext,
  auth: AuthContext,
  businessId: string,
  accountName: string,
  change: (trx: JobExecutor, seal: SealRow) => Promise<Updateable<SealsTable> | undefined>,
): Promise<SealRow> {
  return context.db.transaction().execute(async (trx) => {
    const seal = await loadSeal(trx, auth, businessId, accountName, { lock: true, adminOnly: true });
    const columns = await change(trx, seal);
    const updated = columns ? await updateSealRow(trx, seal.id, { ...columns, updated_at: context.clock.now() }) : seal;
    if (!updated) throw new AppError("not_found", { seal: accountName });
    return updated;
  });
}

export function updateSeal(context: PlatformContext, auth: AuthContext, businessId: string, accountName: string, displayName: string) {
  return changeSeal(context, auth, businessId, accountName, async () => ({ display_name: displayName }));
}

/** Only members of the seal's business may sign with it; any other id refuses the whole call. */
export function addSealMembers(context: PlatformContext, auth: AuthContext, businessId: string, accountName: string, userIds: string[]) {
  return changeSeal(context, auth, businessId, accountName, async (trx, seal) => {
    const memberIds = new Set((await findMembersWithUsers(trx, seal.business_id)).map((member) => member.user_id));
    const outsiders = [...new Set(userIds)].filter((id) => !memberIds.has(id));
    if (outsiders.length > 0) throw new AppError("user_not_business_member", { userIds: outsiders });
    await insertSealMembers(trx, seal.id, [...new Set(userIds)], context.clock.now());
    return undefined;
  });
}

/** Ids that may not sign with the seal anyway are ignored: the outcome is the same. */
export function removeSealMembers(context: PlatformContext, auth: AuthContext, businessId: string, accountName: string, userIds: string[]) {
  return changeSeal(context, auth, businessId, accountName, async (trx, seal) => {
    await deleteSealMembers(trx, seal.id, userIds);
    return undefined;
  });
}

export async function uploadSealImage(context: PlatformContext, auth: AuthContext, businessId: string, accountName: string, bytes: Buffer): Promise<SealRow> {
  // Outsiders and members learn nothing and cost no decoding: access first.
  await loadSeal(context.db, auth, businessId, accountName, { adminOnly: true });
  const image = await prepareImage(context, bytes, "seal");
  return changeSeal(context, auth, businessId, accountName, async (trx, seal) => {
    await keepImageBlob(context, trx, image);
    if (seal.image_sha256 && seal.image_sha256 !== image.sha256) await scheduleBlobCleanup(context.jobs, trx, [seal.image_sha256]);
    return { image_sha256: image.sha256 };
  });
}

export function deleteSealImage(context: PlatformContext, auth: AuthContext, businessId: string, accountName: string): Promise<SealRow> {
  return changeSeal(context, auth, businessId, accountName, async (trx, seal) => {
    if (seal.image_sha256) await scheduleBlobCleanup(context.jobs, trx, [seal.image_sha256]);
    return { image_sha256: null };
  });
}

export async function getSealImage(context: PlatformContext, auth: AuthContext, businessId: string, accountName: string): Promise<string> {
  const seal = await loadSeal(context.db, auth, businessId, accountName);
  if (!seal.image_sha256) throw new AppError("not_found", { reason: "The seal has no image" });
  return seal.image_sha256;
}
