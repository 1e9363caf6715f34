import { createHash } from "node:crypto";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from "@cantoo/pdf-lib";
import { concatBytes, findEmbeddedSignatures } from "./embedded-signatures.ts";

export interface ValidationMaterial {
  /** The /Contents (DER CMS) of the signature the material is for; keys its VRI entry. */
  signatureContents: Uint8Array;
  certificates: Uint8Array[];
  ocspResponses: Uint8Array[];
  /** Certificate revocation lists (DER) covering the chain's certificates. */
  crls: Uint8Array[];
}

/**
 * Appends a Document Security Store (ISO 32000-2 12.8.4.3, PAdES B-LT): every certificate, OCSP
 * response and CRL a validator needs, in the document, with a VRI entry per signature (keyed by
 * the upper-case SHA-1 of its /Contents) saying which belong to it. Added as an incremental
 * update, so signatures stay intact; a DSS already present is extended.
 */
export async function appendDss(original: Uint8Array, materials: ValidationMaterial[]): Promise<Uint8Array> {
  const document = await PDFDocument.load(original, { updateMetadata: false, forIncrementalUpdate: true });
  const snapshot = document.takeSnapshot();
  const context = document.context;
  const catalog = document.catalog;
  const existing = catalog.lookupMaybe(PDFName.of("DSS"), PDFDict);
  const dss = existing ?? (context.obj({}) as PDFDict);
  const list = (name: string): PDFArray => {
    let array = dss.lookupMaybe(PDFName.of(name), PDFArray);
    if (!array) {
      array = context.obj([]) as PDFArray;
      dss.set(PDFName.of(name), array);
    }
    return array;
  };
  const stored = new Map<string, PDFRef>();
  const streamOf = (bytes: Uint8Array, into: PDFArray): PDFRef => {
    const key = createHash("sha256").update(bytes).digest("hex");
    let ref = stored.get(key);
    if (!ref) {
      ref = context.register(context.flateStream(bytes));
      stored.set(key, ref);
      into.push(ref);
    }
    return ref;
  };
  const certs = list("Certs");
  const ocsps = list("OCSPs");
  const crls = list("CRLs");
  let vri = dss.lookupMaybe(PDFName.of("VRI"), PDFDict);
  if (!vri) {
    vri = context.obj({}) as PDFDict;
    dss.set(PDFName.of("VRI"), vri);
  }
  for (const material of materials) {
    const certRefs = material.certificates.map((certificate) => streamOf(certificate, certs));
    const ocspRefs = material.ocspResponses.map((response) => streamOf(response, ocsps));
    const crlRefs = material.crls.map((crl) => streamOf(crl, crls));
    const key = createHash("sha1").update(material.signatureContents).digest("hex").toUpperCase();
    vri.set(PDFName.of(key), context.obj({ Cert: certRefs, OCSP: ocspRefs, CRL: crlRefs }));
  }
  if (existing) {
    const dssRef = catalog.get(PDFName.of("DSS"));
    if (dssRef instanceof PDFRef) snapshot.markRefForSave(dssRef);
    else snapshot.markRefForSave(context.trailerInfo.Root as PDFRef);
  } else {
    catalog.set(PDFName.of("DSS"), context.register(dss));
    snapshot.markRefForSave(context.trailerInfo.Root as PDFRef);
  }
  const update = await document.saveIncremental(snapshot, { useObjectStreams: false });
  return concatBytes([original, update]);
}

/** The DER CMS of every signature in the document, in order, with its SubFilter. */
export function findSignatureContents(pdf: Uint8Array): { subFilter: string; contents: Uint8Array }[] {
  return findEmbeddedSignatures(pdf).map(({ subFilter, contents }) => ({ subFilter, contents }));
}
