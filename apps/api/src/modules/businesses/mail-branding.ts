import type { PlatformContext } from "../../platform/context.ts";
import type { MailAttachmentRef } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import type { MailBranding } from "../../platform/mail/layout.ts";
import { findBusinessById, findMembershipOfUser } from "./repository.ts";

const BUSINESS_LOGO_SOURCE = "business-logo";
/** The Content-ID the logo carries in a mail; the HTML names it as `cid:…`. */
const LOGO_CONTENT_ID = "business-logo@paraph";
/** A transparent 1×1 PNG, sent in place of a logo the business removed between queueing and delivery. */
const EMPTY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

/**
 * The business logo in the mails of a business's requests is an inline attachment (Content-ID),
 * not a link: the logo's URL answers only signed-in users, and mail programs show inline images
 * without asking to load remote content, so recipients see the logo and nobody learns when a
 * mail was opened. The bytes are the business's logo at delivery (docs/business-settings.md).
 */
export function defineBusinessLogoAttachmentSource(context: PlatformContext): void {
  context.mailer.defineAttachmentSource(BUSINESS_LOGO_SOURCE, async (businessId) => {
    const business = await findBusinessById(context.db, businessId);
    return business?.logo_sha256 ? context.blobs.getBuffer(business.logo_sha256) : EMPTY_PNG;
  });
}

/**
 * How the mails of a request owned by this user look: with the owner's business's name and logo,
 * when the owner belongs to a business that has a logo; otherwise undefined (Paraph's own look).
 */
export async function findMailBrandingOfUser(executor: JobExecutor, userId: string): Promise<{ branding: MailBranding; attachment: MailAttachmentRef } | undefined> {
  const membership = await findMembershipOfUser(executor, userId);
  const business = membership ? await findBusinessById(executor, membership.business_id) : undefined;
  if (!business?.logo_sha256) return undefined;
  return {
    branding: { name: business.name, logoContentId: LOGO_CONTENT_ID },
    attachment: { source: BUSINESS_LOGO_SOURCE, key: business.id, filename: "logo.png", contentType: "image/png", contentId: LOGO_CONTENT_ID },
  };
}
