import { buildPath, getSealImage, type Seal, type SealListItem } from "@paraph/contracts";
import { x509 } from "../../signing/pki/crypto-setup.ts";
import { presentMember, versionedImageUrl } from "../businesses/presenter.ts";
import type { MemberWithUser } from "../businesses/repository.ts";
import type { SealRow } from "./repository.ts";

/** Certificates of the embedded demo PKI name it in their issuer (signing/pki/demo-pki.ts). */
const DEMO_ISSUER_MARK = "Paraph Demo";

/**
 * API users (spec §3 amountApiKeys) sign with seals too; until the API-users module exists no
 * API key can hold a seal, so the count is zero by construction.
 */
const API_KEYS_PER_SEAL = 0;

export function presentSealListItem(seal: SealRow, memberCount: number): SealListItem {
  return { accountName: seal.account_name, displayName: seal.display_name, amountApiKeys: API_KEYS_PER_SEAL, amountMembers: memberCount };
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

export function presentSeal(seal: SealRow, members: MemberWithUser[], publicUrl: string): Seal {
  return {
    ...presentSealListItem(seal, members.length),
    members: members.map(presentMember),
    certificate: presentCertificate(seal.certificate),
    image: seal.image_sha256
      ? versionedImageUrl(publicUrl, buildPath(getSealImage.path, { id: seal.business_id, seal: seal.account_name }), seal.image_sha256)
      : null,
    createdAt: seal.created_at.toISOString(),
  };
}
