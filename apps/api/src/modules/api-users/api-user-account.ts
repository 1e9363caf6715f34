import { randomBytes } from "node:crypto";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { insertUser, newUserRow } from "../users/index.ts";

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
  await insertUser(
    executor,
    newUserRow({
      id: input.userId,
      email: `${input.username}@${API_USER_MAIL_DOMAIN}`,
      first_name: input.description,
      last_name: "",
      password_hash: null,
      email_notification_level: "none",
      is_api_user: true,
      lang: "en-gb",
      now: input.now,
    }),
  );
}
