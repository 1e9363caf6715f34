import { DEFAULT_LANGUAGE, isSupportedLanguage } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import type { UserRow } from "../users/index.ts";
import { displayNameOf } from "./invitations-service.ts";
import { renderBusinessDeletionMail, type BusinessDeletionMailKind } from "./mail-templates.ts";
import { findMembersWithUsers, type BusinessRow } from "./repository.ts";

/** Tells every member, in their language, what happens to the business; sent once the change commits. */
export async function mailMembersAboutDeletion(
  context: PlatformContext,
  trx: JobExecutor,
  business: BusinessRow,
  kind: BusinessDeletionMailKind,
  effectiveAt: Date,
  admin?: UserRow,
): Promise<void> {
  for (const member of await findMembersWithUsers(trx, business.id)) {
    const lang = isSupportedLanguage(member.lang) ? member.lang : DEFAULT_LANGUAGE;
    // Admins may still revoke a pending deletion on the profile page; everyone else lands on the start page.
    const link = kind !== "deleted" && member.role === "admin" ? `${context.publicUrl}/business/profile` : `${context.publicUrl}/`;
    const content = renderBusinessDeletionMail(kind, lang, {
      businessName: business.name,
      ...(admin ? { adminName: displayNameOf(admin) } : {}),
      effectiveAt,
      link,
    });
    await context.mailer.queueContent(trx, { to: member.email, template: `business-${kind}`, lang, content });
  }
}
