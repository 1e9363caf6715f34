import { buildPath, getSealImage, type Seal, type SealListItem } from "@paraph/contracts";
import { x509 } from "../../pdf-engine/pki/crypto-setup.ts";
import { type MemberWithUser, presentMember, versionedImageUrl } from "../businesses/index.ts";
import type { SealRow } from "./repository.ts";

/** Certificates of the embedded demo PKI name it in their issuer (pdf-engine/pki/demo-pki.ts). */
const DEMO_ISSUER_MARK = "Paraph Demo";

/** Spec §3 counts the API users that may sign with the seal as its API keys. */
export function presentSealListItem(seal: SealRow, counts: { members: number; apiUsers: number }): SealListItem {
  return { accountName: seal.account_name, displayName: seal.display_name, amountApiKeys: counts.apiUsers, amountMembers: counts.members };
}

function presentCertificate(base64Der: string): Seal["certificate"] {
  const certificate = new x509.X509Certificate(Buffer.from(base64Der, "base64"));
  return {
    subject: certificate.subject,
    issuer: certificate.issuer,
    serialNumber: certificate.serialNumber,
    notBefore: certificate.notBefore.toISOString(),
    notAfter: certificate.notAfter.toISOString(),
    isDemo: certificate.issuer.includes(DEMO_ISSUER_MARK),
  };
}

/** An API user allowed to sign with the seal, as the seal lists it. */
export interface SealApiUser {
  username: string;
  description: string;
}

export function presentSeal(seal: SealRow, members: MemberWithUser[], apiUsers: SealApiUser[], publicUrl: string): Seal {
  return {
    ...presentSealListItem(seal, { members: members.length, apiUsers: apiUsers.length }),
    members: members.map(presentMember),
    apiUsers: apiUsers.map((apiUser) => ({ username: apiUser.username, description: apiUser.description })),
    certificate: presentCertificate(seal.certificate),
    image: seal.image_sha256
      ? versionedImageUrl(publicUrl, buildPath(getSealImage.path, { id: seal.business_id, seal: seal.account_name }), seal.image_sha256)
      : null,
    createdAt: seal.created_at.toISOString(),
  };
}
