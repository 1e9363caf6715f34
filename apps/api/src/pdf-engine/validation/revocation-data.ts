import type * as asn1js from "asn1js";
import type * as Mupdf from "mupdf";
import { pkijs } from "../pki/crypto-setup.ts";
import { entryOf, resolvedOf } from "../pades/pdf-object-access.ts";

/** adbe-revocationInfoArchival (Adobe's signed attribute with the OCSP responses and CRLs at signing time). */
const ADBE_REVOCATION_INFO_ARCHIVAL = "1.2.840.113583.1.1.8";

/** Revocation data as a document carries it, DER encoded: OCSPResponse and CertificateList structures. */
export interface RevocationData {
  ocspResponses: Uint8Array[];
  crls: Uint8Array[];
  /** Certificates that may have signed them (the DSS's /Certs). */
  certificates: Uint8Array[];
}

/** A hostile DSS may list any number of streams; more than this are not read. */
const MAX_DSS_ENTRIES = 1000;

export const NO_REVOCATION_DATA: RevocationData = { ocspResponses: [], crls: [], certificates: [] };

/**
 * The DSS's OCSP responses, CRLs and certificates. The per-signature /VRI dictionaries only point
 * at streams of these same arrays, so the arrays hold everything; which response speaks of which
 * certificate is read from the response itself, never from where it is filed.
 */
export function revocationDataOfDss(dss: Mupdf.PDFObject | undefined): RevocationData {
  if (!dss?.isDictionary()) return NO_REVOCATION_DATA;
  const streams = (key: string): Uint8Array[] => {
    const array = resolvedOf(entryOf(dss, key));
    const found: Uint8Array[] = [];
    if (!array.isArray()) return found;
    for (let index = 0; index < Math.min(array.length, MAX_DSS_ENTRIES); index += 1) {
      // Not resolved: mupdf knows a stream only through its indirect reference.
      const stream = array.get(index);
      if (stream.isStream()) found.push(new Uint8Array(stream.readStream().asUint8Array()));
    }
    return found;
  };
  return { ocspResponses: streams("OCSPs"), crls: streams("CRLs"), certificates: streams("Certs") };
}

/** What the CMS itself carries: its `crls` field and an adbe-revocationInfoArchival signed attribute. */
export function revocationDataOfCms(signedData: pkijs.SignedData): RevocationData {
  const crls: Uint8Array[] = [];
  const ocspResponses: Uint8Array[] = [];
  for (const entry of signedData.crls ?? []) {
    if (entry instanceof pkijs.CertificateRevocationList) crls.push(new Uint8Array(entry.toSchema().toBER(false)));
  }
  const attribute = signedData.signerInfos[0]?.signedAttrs?.attributes.find((entry) => entry.type === ADBE_REVOCATION_INFO_ARCHIVAL);
  const archival = attribute?.values[0] as asn1js.Sequence | undefined;
  for (const tagged of archival?.valueBlock.value ?? []) {
    // crl [0] EXPLICIT SEQUENCE OF CertificateList, ocsp [1] EXPLICIT SEQUENCE OF OCSPResponse.
    const tagNumber = tagged.idBlock.tagNumber;
    const list = (tagged as asn1js.Constructed).valueBlock.value?.[0] as asn1js.Sequence | undefined;
    for (const item of list?.valueBlock.value ?? []) {
      const der = new Uint8Array(item.toBER(false));
      if (tagNumber === 0) crls.push(der);
      else if (tagNumber === 1) ocspResponses.push(der);
    }
  }
  return { ocspResponses, crls, certificates: [] };
}

export function mergedRevocationData(...sources: RevocationData[]): RevocationData {
  return {
    ocspResponses: sources.flatMap((source) => source.ocspResponses),
    crls: sources.flatMap((source) => source.crls),
    certificates: sources.flatMap((source) => source.certificates),
  };
}
