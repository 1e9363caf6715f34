import type { Business } from "@paraph/contracts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import type { AnswerUser } from "../users/index.ts";
import type { BusinessRow } from "./repository.ts";

/**
 * What businesses needs from the modules above it (billing, seals, and the answers that combine
 * them); app.ts passes them in (composition/module-ports.ts).
 */
export interface BusinessPorts {
  /** The Business response (composition/business-answer.ts). */
  answerBusiness(executor: JobExecutor, business: BusinessRow): Promise<Business>;
  /** The User response, which joining and leaving a business answer. */
  answerUser: AnswerUser;
  /** Refuses an invitation past the plan's seats (billing). */
  assertSeatsFor(executor: JobExecutor, businessId: string, adding: number): Promise<void>;
  /** Members who leave a business lose what they held in it: the seals they could sign with (seals). */
  onMembersLeave(executor: JobExecutor, businessId: string, userIds: string[]): Promise<void>;
  /** Inside a business's purge, before its row and what cascades with it go: the seals' images and keys (seals). */
  onPurge(executor: JobExecutor, businessId: string): Promise<void>;
}
