import type { AuthContext } from "../../platform/auth/sessions.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findApiUserBusiness } from "./embedding-business.ts";

/** How the caller stands to the request, as the audit trail names it. */
export type LinkMakerRole = "owner" | "api_user";

/**
 * A link may be made by the request's owner, or by an API user of the business the owner sends
 * for (an integration making links for its business's requests). Anyone else — a member of
 * another business, a fellow member who is not the owner, an outsider — learns nothing: 404.
 */
export async function linkMakerRoleOf(executor: JobExecutor, auth: AuthContext, ownerId: string, senderBusinessId: string | undefined): Promise<LinkMakerRole> {
  if (auth.userId === ownerId) return "owner";
  if (auth.isApiUser && senderBusinessId && (await findApiUserBusiness(executor, auth.userId)) === senderBusinessId) return "api_user";
  throw new AppError("not_found");
}
