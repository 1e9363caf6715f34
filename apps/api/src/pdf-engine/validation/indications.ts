/**
 * The indications of ETSI EN 319 102-1 (§5.1.3): a signature passes, fails for good, or cannot be
 * decided with what the validator has (INDETERMINATE: most often a root it does not trust, which
 * says nothing about whether the bytes are intact).
 */
export type MainIndication = "TOTAL-PASSED" | "INDETERMINATE" | "TOTAL-FAILED";

/** The sub-indications Paraph's validator gives, with the EN 319 102-1 names. */
export type SubIndication =
  | "FORMAT_FAILURE"
  | "HASH_FAILURE"
  | "SIG_CRYPTO_FAILURE"
  | "NO_SIGNING_CERTIFICATE_FOUND"
  | "NO_CERTIFICATE_CHAIN_FOUND"
  | "OUT_OF_BOUNDS_NO_POE"
  | "REVOKED_NO_POE"
  | "TRY_LATER";

export interface Indication {
  indication: MainIndication;
  subIndication: SubIndication | null;
}

/** What the separate checks of one signature found; each is judged in the order EN 319 102-1 applies them. */
export interface SignatureFindings {
  /** The signature dictionary and its CMS could be read and its byte range fits the file. */
  isReadable: boolean;
  hasSignerCertificate: boolean;
  hashMatches: boolean;
  signatureValueVerifies: boolean;
  /** Later revisions stay within what the signer's or certifier's permissions allow. */
  isWithinPermissions: boolean;
  isTrusted: boolean;
  /** The signer's certificate was valid at the time the signature is proven (or claimed) to exist. */
  isCertificateValidAtSigningTime: boolean;
  /** The signer's certificate was revoked, and nothing proves the signature existed before (EN 319 102-1 §5.2.6, §5.6.2.4). */
  isRevokedWithoutPoe: boolean;
  /** The document claims long-term validation data (B-LT, B-LTA) but none gives the signer's certificate's status. */
  isRevocationStatusMissing: boolean;
}

const passed: Indication = { indication: "TOTAL-PASSED", subIndication: null };
const failed = (subIndication: SubIndication): Indication => ({ indication: "TOTAL-FAILED", subIndication });
const indeterminate = (subIndication: SubIndication): Indication => ({ indication: "INDETERMINATE", subIndication });

/**
 * Failures of the bytes come first (they cannot be mended by more trust or time), then what
 * changed after signing beyond the permissions, and last what this installation
 * cannot decide: a chain to a root it does not trust, a certificate revoked with no proof that the
 * signature existed before (REVOKED_NO_POE; TOTAL-FAILED/REVOKED would need a content time-stamp
 * later than the revocation, which Paraph's signatures do not carry), a certificate outside its
 * validity with no proof that the signature existed while it was valid, and a B-LT/B-LTA
 * signature whose validation data say nothing of the signer's certificate (TRY_LATER).
 */
export function indicationOf(findings: SignatureFindings): Indication {
  if (!findings.isReadable) return failed("FORMAT_FAILURE");
  if (!findings.hasSignerCertificate) return indeterminate("NO_SIGNING_CERTIFICATE_FOUND");
  if (!findings.hashMatches) return failed("HASH_FAILURE");
  if (!findings.signatureValueVerifies) return failed("SIG_CRYPTO_FAILURE");
  if (!findings.isWithinPermissions) return failed("FORMAT_FAILURE");
  if (!findings.isTrusted) return indeterminate("NO_CERTIFICATE_CHAIN_FOUND");
  if (findings.isRevokedWithoutPoe) return indeterminate("REVOKED_NO_POE");
  if (!findings.isCertificateValidAtSigningTime) return indeterminate("OUT_OF_BOUNDS_NO_POE");
  if (findings.isRevocationStatusMissing) return indeterminate("TRY_LATER");
  return passed;
}

const SEVERITY: Record<MainIndication, number> = { "TOTAL-PASSED": 0, INDETERMINATE: 1, "TOTAL-FAILED": 2 };

/** The document's indication: its worst signature's, none without signatures. */
export function worstIndication(indications: MainIndication[]): MainIndication | null {
  if (indications.length === 0) return null;
  return indications.reduce<MainIndication>((worst, next) => (SEVERITY[next] > SEVERITY[worst] ? next : worst), "TOTAL-PASSED");
}
