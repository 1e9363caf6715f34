import { DEFAULT_LANGUAGE } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findUserByEmail, insertUser, newUserRow, updateUserRow } from "../users/repository.ts";
import type { VerifiedIdentity } from "./oidc-client.ts";

/**
 * The account of a verified sign-on's e-mail: an existing one is linked (`has_sso`), otherwise one
 * is created without a password, with the names the issuer gave and the general terms not yet
 * accepted, so the web app sends it to /signup/sso (spec §6). API users are never logged in this
 * way: answers undefined for them.
 */
export async function linkOrCreateSsoAccount(
  context: PlatformContext,
  trx: JobExecutor,
  identity: VerifiedIdentity & { email: string },
): Promise<string | undefined> {
  const now = context.clock.now();
  const existing = await findUserByEmail(trx, identity.email);
  if (existing) {
    if (existing.is_api_user) return undefined;
    if (!existing.has_sso || !existing.email_verified) await updateUserRow(trx, existing.id, { has_sso: true, email_verified: true, updated_at: now });
    return existing.id;
  }
  const id = crypto.randomUUID();
  await insertUser(
    trx,
    newUserRow({
      id,
      email: identity.email,
      first_name: identity.givenName ?? "",
      last_name: identity.familyName ?? "",
      password_hash: null,
      has_sso: true,
      lang: DEFAULT_LANGUAGE,
      accepted_gtc_at: null,
      now,
    }),
  );
  return id;
}
