import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findApiUserBusinessId } from "../api-users/index.ts";
import { findMembershipOfUser } from "../businesses/index.ts";
import type { TemplateRow } from "./repository.ts";

/** Who asks about templates: the account and its place in a business (an API user counts as a member of its business). */
export interface TemplateCaller {
  userId: string;
  businessId: string | undefined;
  isBusinessAdmin: boolean;
}

export async function templateCallerOf(executor: JobExecutor, userId: string): Promise<TemplateCaller> {
  const membership = await findMembershipOfUser(executor, userId);
  if (membership) return { userId, businessId: membership.business_id, isBusinessAdmin: membership.role === "admin" };
  return { userId, businessId: await findApiUserBusinessId(executor, userId), isBusinessAdmin: false };
}

function isSharedWith(template: TemplateRow, caller: TemplateCaller): boolean {
  return template.business_id !== null && template.business_id === caller.businessId;
}

/**
 * A template exists for its owner and, once shared, for the members of that business; to anyone
 * else it does not (404), whatever their role elsewhere.
 */
export function assertTemplateVisible(template: TemplateRow | undefined, caller: TemplateCaller): asserts template is TemplateRow {
  if (!template || (template.owner_id !== caller.userId && !isSharedWith(template, caller))) throw new AppError("not_found");
}

/** Its owner changes it, and so do the admins of the business it is shared with. */
export function canEditTemplate(template: TemplateRow, caller: TemplateCaller): boolean {
  return template.owner_id === caller.userId || (isSharedWith(template, caller) && caller.isBusinessAdmin);
}

/** 404 for those who may not see it before 403 for members who may only use it. */
export function assertCanEditTemplate(template: TemplateRow | undefined, caller: TemplateCaller): asserts template is TemplateRow {
  assertTemplateVisible(template, caller);
  if (!canEditTemplate(template, caller)) throw new AppError("forbidden", { reason: "Only the template's owner or an admin of its business can change it" });
}
