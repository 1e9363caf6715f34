import { randomBytes } from "node:crypto";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { insertUser } from "../users/repository.ts";

/**
 * The address of an API user's account. Accounts need a unique address; this one is in the
 * reserved `.invalid` domain, so no mail can reach it and nobody can register or be invited
 * with it.
 */
const API_USER_MAIL_DOMAIN = "api-users.invalid";

/** `api_` and 24 hex digits (96 random bits): unique in practice, safe in a path (API_USERNAME_PATTERN). */
export function generateApiUsername(): string {
  return `api_${randomBytes(12).toString("hex")}`;
}

/**
 * The users row behind an API user: no password (the web login refuses it), no mails (it reads
 * none), the terms accepted by the admin who created it for the business, its description as
 * its name so that signers see who sent a request.
 */
export async function insertApiUserAccount(executor: JobExecutor, input: { userId: string; username: string; description: string; now: Date }): Promise<void> {
  await insertUser(executor, {
    id: input.userId,
    email: `${input.username}@${API_USER_MAIL_DOMAIN}`,
    email_verified: true,
    first_name: input.description,
    last_name: "",
    password_hash: null,
    email_notification_level: "none",
    is_api_user: true,
    lang: "en-gb",
    mobile: null,
    mobile_verified_at: null,
    default_legislation: null,
    default_quality: null,
    accepted_gtc_at: input.now,
    accepted_tou_swisscom_at: null,
    accepted_business_invite_at: null,
    free_account_type: null,
    cello_ucc: null,
    p11_signing_name: null,
    p11_signing_reason: null,
    frontend_version: null,
    first_login_at: null,
    created_at: input.now,
    updated_at: input.now,
  });
}
