import {
  type Aes4biz,
  buildPath,
  getBusinessLogo,
  RETENTION_TERMINAL_STATES,
  type RetentionTerminalState,
  type Business,
  type BusinessInvitation,
  type BusinessMember,
  type BusinessPublicInformation,
  type BusinessSettings,
  type ReceivedBusinessInvitation,
} from "@paraph/contracts";
import { signerGroupLimitsOf } from "./signer-group-limits.ts";
import type { Aes4bizRow, BusinessRow, InvitationWithInviter, MemberWithUser } from "./repository.ts";

/** Everything the Business entity lists besides its own row. */
export interface BusinessParts {
  members: { user_id: string; role: "admin" | "member" }[];
  invitedEmails: string[];
  domains: string[];
  sealAccountNames: string[];
}

function isRetentionTerminalState(state: string): state is RetentionTerminalState {
  return (RETENTION_TERMINAL_STATES as readonly string[]).includes(state);
}

/** A link to a stored image that names its version, so clients may cache it for good. */
export function versionedImageUrl(publicUrl: string, path: string, sha256: string): string {
  return `${publicUrl}/api${path}?v=${sha256.slice(0, 16)}`;
}

function presentLogo(row: BusinessRow, publicUrl: string): BusinessSettings["companyBranding"]["logo"] {
  if (!row.logo_sha256 || !row.logo_width || !row.logo_height) return null;
  return {
    url: versionedImageUrl(publicUrl, buildPath(getBusinessLogo.path, { id: row.id }), row.logo_sha256),
    width: row.logo_width,
    height: row.logo_height,
  };
}

export function presentBusinessSettings(row: BusinessRow, publicUrl: string): BusinessSettings {
  return {
    supportContact: { email: row.support_email, phone: row.support_phone },
    signatureRequests: {
      part11: { enabled: row.part11_enabled },
      retention: {
        enabled: row.retention_enabled,
        terminalState: row.retention_terminal_states.filter(isRetentionTerminalState),
        days: row.retention_days,
      },
    },
    mailService: {
      attachments: {
        signedDocument: { enabled: row.attach_signed_document, customisable: row.attach_signed_document_customisable },
        signatureProtocol: { enabled: row.attach_signature_protocol, customisable: row.attach_signature_protocol_customisable },
      },
    },
    companyBranding: { logo: presentLogo(row, publicUrl) },
    mabSettings: { directSign: { enabled: row.mab_direct_sign_enabled } },
    signerGroups: signerGroupLimitsOf(row),
    affiliate: { enabled: row.affiliate_enabled },
    userPilot: { enabled: row.guidance_enabled },
    embedOrigins: row.embed_origins,
  };
}

export function presentBusiness(row: BusinessRow, parts: BusinessParts, publicUrl: string): Business {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.created_at.toISOString(),
    gtcAcceptedAt: row.gtc_accepted_at.toISOString(),
    dpaAcceptedAt: row.dpa_accepted_at.toISOString(),
    members: parts.members.map((member) => member.user_id),
    admins: parts.members.filter((member) => member.role === "admin").map((member) => member.user_id),
    invitedMembers: parts.invitedEmails,
    domains: parts.domains,
    seals: parts.sealAccountNames,
    settings: presentBusinessSettings(row, publicUrl),
    deletion:
      row.deletion_requested_at && row.deletion_effective_at
        ? { requestedAt: row.deletion_requested_at.toISOString(), effectiveAt: row.deletion_effective_at.toISOString() }
        : null,
  };
}

export function presentBusinessPublicInformation(row: BusinessRow, publicUrl: string): BusinessPublicInformation {
  return {
    id: row.id,
    name: row.name,
    logo: presentLogo(row, publicUrl),
    supportContact: { email: row.support_email, phone: row.support_phone },
  };
}

export function presentMember(member: MemberWithUser): BusinessMember {
  return {
    id: member.user_id,
    email: member.email,
    firstName: member.first_name,
    lastName: member.last_name,
    isAdmin: member.role === "admin",
    joinedAt: member.joined_at.toISOString(),
  };
}

function inviterNameOf(invitation: InvitationWithInviter): string | null {
  const name = [invitation.inviter_first_name, invitation.inviter_last_name].filter(Boolean).join(" ");
  return name || null;
}

export function presentInvitation(invitation: InvitationWithInviter): BusinessInvitation {
  return { id: invitation.id, email: invitation.email, invitedBy: inviterNameOf(invitation), createdAt: invitation.created_at.toISOString() };
}

export function presentReceivedInvitation(invitation: InvitationWithInviter & { business_name: string }): ReceivedBusinessInvitation {
  return {
    id: invitation.id,
    business: { id: invitation.business_id, name: invitation.business_name },
    invitedBy: inviterNameOf(invitation),
    createdAt: invitation.created_at.toISOString(),
  };
}

/** The declaration, or an empty disabled one while no admin has filled it in. */
export function presentAes4biz(row: Aes4bizRow | undefined, domains: string[]): Aes4biz {
  return {
    enabled: row?.enabled ?? false,
    representativeName: row?.representative_name ?? null,
    representativeEmail: row?.representative_email ?? null,
    commercialRegister: row?.commercial_register ?? null,
    domains,
    updatedAt: row?.updated_at.toISOString() ?? null,
  };
}
