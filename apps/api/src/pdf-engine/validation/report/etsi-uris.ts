import type { MainIndication, SubIndication } from "../indications.ts";

/**
 * The namespaces and URIs of the ETSI TS 119 102-2 (v1.2.1) validation report, and the few the
 * report borrows from XML-DSig and the trusted-list schema (TS 119 612) it imports.
 */
export const NAMESPACES = {
  validationReport: "http://uri.etsi.org/19102/v1.2.1#",
  xmlDsig: "http://www.w3.org/2000/09/xmldsig#",
  trustedList: "http://uri.etsi.org/02231/v2#",
} as const;

/** XML-DSig's name of SHA-256, the only digest the report computes itself. */
export const SHA256_ALGORITHM = "http://www.w3.org/2001/04/xmlenc#sha256";

const MAIN_INDICATIONS: Record<MainIndication, string> = {
  "TOTAL-PASSED": "urn:etsi:019102:mainindication:total-passed",
  "TOTAL-FAILED": "urn:etsi:019102:mainindication:total-failed",
  INDETERMINATE: "urn:etsi:019102:mainindication:indeterminate",
};

export function mainIndicationUri(indication: MainIndication): string {
  return MAIN_INDICATIONS[indication];
}

/** TS 119 102-2 builds each sub-indication's URI from EN 319 102-1's name of it. */
export function subIndicationUri(subIndication: SubIndication): string {
  return `urn:etsi:019102:subindication:${subIndication}`;
}

export const VALIDATION_OBJECT_TYPES = {
  certificate: "urn:etsi:019102:validationObject:certificate",
  crl: "urn:etsi:019102:validationObject:CRL",
  ocspResponse: "urn:etsi:019102:validationObject:OCSPResponse",
  timestamp: "urn:etsi:019102:validationObject:timestamp",
  signedData: "urn:etsi:019102:validationObject:signedData",
} as const;

export type ValidationObjectType = keyof typeof VALIDATION_OBJECT_TYPES;

/** EN 319 102-1's processes: basic (5.3), with time and long-term material (5.5), long-term availability (5.6). */
export const VALIDATION_PROCESSES = {
  basic: "urn:etsi:019102:validationprocess:Basic",
  longTermValidationMaterial: "urn:etsi:019102:validationprocess:LTVM",
  longTermAvailability: "urn:etsi:019102:validationprocess:LTA",
} as const;

/** How the best signature time was proven: Paraph derives every proof of existence while it validates. */
export const PROOF_OF_EXISTENCE_FROM_VALIDATION = "urn:etsi:019102:poetype:validation";

/**
 * The signature's quality, in the URIs EU validators use (TS 119 102-2 leaves them open): Paraph
 * does not check the EU trusted lists, so it never claims a qualified signature; an advanced
 * electronic signature is claimed only when the signature passed.
 */
export const SIGNATURE_QUALITIES = {
  advanced: "urn:cef:dss:signatureQualification:AdESig",
  notApplicable: "urn:cef:dss:signatureQualification:notApplicable",
} as const;

/** Paraph's own report data (AdditionalValidationReportData), for what the standard has no element for. */
export const PARAPH_REPORT_DATA = {
  modificationLevel: "urn:paraph:validation:modificationLevel",
  permittedModificationLevel: "urn:paraph:validation:permittedModificationLevel",
  changeAfterSigning: "urn:paraph:validation:changeAfterSigning",
  permittedChange: "urn:paraph:validation:permittedChange",
  problem: "urn:paraph:validation:problem",
  /** The signer certificate's revocation status: "good", "revoked" or "unknown", with its source, the answer's date and the revocation time. */
  revocationStatus: "urn:paraph:validation:revocationStatus",
  noSignature: "urn:paraph:validation:noSignature",
} as const;
