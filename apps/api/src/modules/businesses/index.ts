// The face of businesses: Businesses, their members, invitations, domains and settings. The rest of the API imports this file only.
export { loadBusinessAccess } from "./access.ts";
export { keepImageBlob, prepareImage, readImageBody, sendStoredImage } from "./business-images.ts";
export { findCompletionAttachmentPolicyOfUser, type CompletionAttachmentPolicy } from "./completion-mail-settings.ts";
export { assertOriginMayFrame } from "./embed-origins.ts";
export { acceptOldestBusinessInvitation } from "./invitations-service.ts";
export { defineBusinessJobs } from "./jobs.ts";
export { joinBusiness } from "./joining.ts";
export { defineBusinessLogoAttachmentSource, findMailBrandingOfUser } from "./mail-branding.ts";
export { renderBusinessDeletionMail, renderBusinessMail, type BusinessDeletionMailKind, type BusinessMailKind } from "./mail-templates.ts";
export { releaseBusinessOfDeletedUser } from "./members-service.ts";
export { type BusinessPorts } from "./ports.ts";
export { presentBusiness, presentMember, presentReceivedInvitation, versionedImageUrl, type BusinessParts } from "./presenter.ts";
export { findBusinessById, findDomains, findInvitationsForEmail, findInvitationsOfBusiness, findMembershipOfUser, findMembersWithUsers, lockBusiness, type BusinessRow, type MembershipRow, type MemberWithUser } from "./repository.ts";
export { registerBusinessRoutes, registerBusinessSignupRoute } from "./routes.ts";
export { createBusinessWithAdmin, getBusinessLogo, getBusinessPublicInformation } from "./service.ts";
export { signerGroupLimitsOf } from "./signer-group-limits.ts";
