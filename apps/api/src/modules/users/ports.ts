import type { User } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import type { UserRow } from "./repository.ts";

/** The User response for a user's row (composition/user-answer.ts: it combines businesses, seals, billing and signing, all above users). */
export type AnswerUser = (executor: JobExecutor, user: UserRow) => Promise<User>;

/** What the /v1/user calls need from the modules above users; app.ts passes them in (composition/module-ports.ts). */
export interface UserPorts {
  answerUser: AnswerUser;
  /** Inside an account's deletion, before its row goes: its business lets it go, or goes with it when it was alone (businesses). */
  releaseBusinessOf(trx: JobExecutor, userId: string): Promise<void>;
  /** `POST /v1/user/accept` with `business_invite`: joins the business of the oldest invitation waiting (businesses). */
  acceptOldestBusinessInvitation(auth: AuthContext): Promise<UserRow>;
}
