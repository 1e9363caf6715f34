import type { ApiUser, ApiUserWithKey } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import { createOpaqueToken, hashToken } from "../../platform/auth/opaque-token.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { businessLimitOf } from "../billing/index.ts";
import { loadBusinessAccess } from "../businesses/index.ts";
import { updateUserRow } from "../users/index.ts";
import { findSealByAccountName } from "../seals/index.ts";
import { generateApiUsername, insertApiUserAccount } from "./api-user-account.ts";
import { presentApiUser, presentApiUserWithKey } from "./presenter.ts";
import {
  countApiUsersOfBusiness,
  deleteApiUserRow,
  findApiUserOfBusiness,
  findApiUsersOfBusiness,
  insertApiUser,
  updateApiUserRow,
  type ApiUserWithSeal,
} from "./repository.ts";

/** The id of the business's seal of that account name, or null for none; an unknown name refuses the change. */
async function sealIdOf(executor: JobExecutor, businessId: string, accountName: string | null): Promise<string | null> {
  if (accountName === null) return null;
  const seal = await findSealByAccountName(executor, businessId, accountName);
  if (!seal) throw new AppError("api_user_seal_unknown", { sealAccountName: accountName });
  return seal.id;
}

/** An admin's change in the business, under its lock so that the count limit and the seal hold. */
function asAdmin<T>(context: PlatformContext, auth: AuthContext, businessId: string, change: (trx: JobExecutor, businessId: string) => Promise<T>): Promise<T> {
  return context.db.transaction().execute(async (trx) => {
    const { business } = await loadBusinessAccess(trx, auth, businessId, { lock: true, adminOnly: true });
    return change(trx, business.id);
  });
}

async function loadApiUser(executor: JobExecutor, businessId: string, username: string): Promise<ApiUserWithSeal> {
  const apiUser = await findApiUserOfBusiness(executor, businessId, username);
  if (!apiUser) throw new AppError("not_found", { username });
  return apiUser;
}

export async function listApiUsers(context: PlatformContext, auth: AuthContext, businessId: string): Promise<{ apis: ApiUser[] }> {
  const { business } = await loadBusinessAccess(context.db, auth, businessId, { adminOnly: true });
  return { apis: (await findApiUsersOfBusiness(context.db, business.id)).map(presentApiUser) };
}

export function createApiUser(
  context: PlatformContext,
  auth: AuthContext,
  businessId: string,
  input: { description: string; sealAccountName?: string | undefined },
): Promise<ApiUserWithKey> {
  return asAdmin(context, auth, businessId, async (trx, id) => {
    // The plan's figure (docs/billing.md, "Quotas"); null: unlimited.
    const max = await businessLimitOf(context, trx, id, "apiUsers");
    if (max !== null && (await countApiUsersOfBusiness(trx, id)) >= max) throw new AppError("api_user_limit_reached", { max });
    const sealId = await sealIdOf(trx, id, input.sealAccountName ?? null);
    const now = context.clock.now();
    const userId = crypto.randomUUID();
    const username = generateApiUsername();
    const apiKey = createOpaqueToken();
    await insertApiUserAccount(trx, { userId, username, description: input.description, now });
    await insertApiUser(trx, { user_id: userId, business_id: id, username, description: input.description, key_hash: hashToken(apiKey), created_at: now, last_used_at: null, seal_id: sealId });
    return presentApiUserWithKey(await loadApiUser(trx, id, username), apiKey);
  });
}

/** A missing seal name keeps the seal, null removes it. The description is the account's name too. */
export function updateApiUser(
  context: PlatformContext,
  auth: AuthContext,
  businessId: string,
  username: string,
  input: { description: string; sealAccountName?: string | null | undefined },
): Promise<ApiUser> {
  return asAdmin(context, auth, businessId, async (trx, id) => {
    const apiUser = await loadApiUser(trx, id, username);
    const sealId = input.sealAccountName === undefined ? apiUser.seal_id : await sealIdOf(trx, id, input.sealAccountName);
    await updateApiUserRow(trx, apiUser.user_id, { description: input.description, seal_id: sealId });
    await updateUserRow(trx, apiUser.user_id, { first_name: input.description, updated_at: context.clock.now() });
    return presentApiUser(await loadApiUser(trx, id, username));
  });
}

export function deleteApiUser(context: PlatformContext, auth: AuthContext, businessId: string, username: string): Promise<void> {
  return asAdmin(context, auth, businessId, async (trx, id) => {
    await deleteApiUserRow(trx, (await loadApiUser(trx, id, username)).user_id);
  });
}

/** The new key works at once; the old one and every session it opened stop in the same transaction. */
export function resetApiUserKey(context: PlatformContext, auth: AuthContext, businessId: string, username: string): Promise<ApiUserWithKey> {
  return asAdmin(context, auth, businessId, async (trx, id) => {
    const apiUser = await loadApiUser(trx, id, username);
    const apiKey = createOpaqueToken();
    await updateApiUserRow(trx, apiUser.user_id, { key_hash: hashToken(apiKey) });
    await context.sessions.revokeAllOfUser(trx, apiUser.user_id);
    return presentApiUserWithKey(apiUser, apiKey);
  });
}
