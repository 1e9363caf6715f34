import type { User } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { loadUserBusinessView } from "../businesses/user-business-view.ts";
import { withRemoteQualifiedSignatures } from "../signing/remote-qualities.ts";
import { presentUser } from "./presenter.ts";
import type { UserRow } from "./repository.ts";

/**
 * The User response, the same from every endpoint that answers one: the row with the user's
 * business and pending invitations, and QES as the remote provider says when one is configured.
 */
export async function loadUserResponse(context: PlatformContext, executor: JobExecutor, user: UserRow): Promise<User> {
  return withRemoteQualifiedSignatures(context, presentUser(user, await loadUserBusinessView(executor, user)));
}
