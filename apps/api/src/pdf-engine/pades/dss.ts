import { createHash } from "node:crypto";
import type { PDFContext } from "@cantoo/pdf-lib";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from "@cantoo/pdf-lib";
import { numberNewObjectsFromCrossReference } from "./cross-reference-size.ts";
import { concatBytes, findEmbeddedSignatures } from "./embedded-signatures.ts";
import { appendDssRevision, type DssContent } from "./incremental/dss-revision.ts";
import { IncrementalUpdateUnavailable } from "./incremental/pdf-values.ts";
import { readSignatureContents } from "./incremental/signature-fields.ts";

export interface ValidationMaterial {
  /** The /Contents (DER CMS) of the signature the material is for; keys its VRI entry. */
  signatureContents: Uint8Array;
  certificates: Uint8Array[];
  ocspResponses: Uint8Array[];
  /** Certificate revocation lists (DER) covering the chain's certificates. */
  crls: Uint8Array[];
}

/** The validation data of one append: the new streams of each kind and a VRI entry per signature. */
interface DssAdditions {
  Certs: PDFRef[];
  OCSPs: PDFRef[];
  CRLs: PDFRef[];
  vri: Map<string, { Cert: PDFRef[]; OCSP: PDFRef[]; CRL: PDFRef[] }>;
}

/**
 * Appends a Document Security Store (ISO 32000-2 12.8.4.3, PAdES B-LT): every certificate, OCSP
 * response and CRL a validator needs, in the document, with a VRI entry per signature (keyed by
 * the upper-case SHA-1 of its /Contents) saying which belong to it. Added as an incremental
 * update, so signatures stay intact; a DSS already present is extended.
 *
 * Written from the trailer, the cross-reference data, the catalog and the DSS only
 * (incremental/); a file the incremental reader refuses takes the full-parse path with pdf-lib.
 */
export async function appendDss(original: Uint8Array, materials: ValidationMaterial[]): Promise<Uint8Array> {
  try {
    return appendDssRevision(original, dssContentOf(materials));
  } catch (error) {
    if (!(error instanceof IncrementalUpdateUnavailable)) throw error;
  }
  return appendDssByFullParse(original, materials);
}

/** Each distinct certificate, OCSP response and CRL once, and per signature which of them are its own. */
function dssContentOf(materials: ValidationMaterial[]): DssContent {
  const content: DssContent = { Certs: [], OCSPs: [], CRLs: [], vri: new Map() };
  const indexes = new Map<string, number>();
  const indexOf = (bytes: Uint8Array, kind: "Certs" | "OCSPs" | "CRLs"): number => {
    const key = createHash("sha256").update(bytes).digest("hex");
    let index = indexes.get(key);
    if (index === undefined) {
      index = content[kind].push(bytes) - 1;
      indexes.set(key, index);
    }
    return index;
  };
  for (const material of materials) {
    content.vri.set(vriKeyOf(material), {
      Cert: material.certificates.map((certificate) => indexOf(certificate, "Certs")),
      OCSP: material.ocspResponses.map((response) => indexOf(response, "OCSPs")),
      CRL: material.crls.map((crl) => indexOf(crl, "CRLs")),
    });
  }
  return content;
}

/** A signature's VRI key: the upper-case SHA-1 of its /Contents. */
function vriKeyOf(material: ValidationMaterial): string {
  return createHash("sha1").update(material.signatureContents).digest("hex").toUpperCase();
}

/** The same DSS written by pdf-lib after loading the whole document: for files the incremental reader refuses. */
export async function appendDssByFullParse(original: Uint8Array, materials: ValidationMaterial[]): Promise<Uint8Array> {
  const document = await PDFDocument.load(original, { updateMetadata: false, forIncrementalUpdate: true });
  const { context, catalog } = document;
  numberNewObjectsFromCrossReference(context, original);
  const snapshot = document.takeSnapshot();
  const additions = registerMaterials(context, dssContentOf(materials));
  const existing = catalog.lookupMaybe(PDFName.of("DSS"), PDFDict);
  if (existing) {
    extendDss(context, existing, additions);
    const dssRef = catalog.get(PDFName.of("DSS"));
    snapshot.markRefForSave(dssRef instanceof PDFRef ? dssRef : (context.trailerInfo.Root as PDFRef));
  } else {
    // Built whole and attached once: every change to an object of a loaded document makes pdf-lib
    // search the document for the object containing it, which costs a full scan per change.
    const vri = Object.fromEntries(additions.vri);
    catalog.set(PDFName.of("DSS"), context.register(context.obj({ Certs: additions.Certs, OCSPs: additions.OCSPs, CRLs: additions.CRLs, VRI: vri })));
    snapshot.markRefForSave(context.trailerInfo.Root as PDFRef);
  }
  const update = await document.saveIncremental(snapshot, { useObjectStreams: false });
  return concatBytes([original, update]);
}

/** Stores each certificate, OCSP response and CRL as a new stream, and the VRI entries pointing at them. */
function registerMaterials(context: PDFContext, content: DssContent): DssAdditions {
  const additions: DssAdditions = { Certs: [], OCSPs: [], CRLs: [], vri: new Map() };
  for (const kind of ["Certs", "OCSPs", "CRLs"] as const) additions[kind] = content[kind].map((bytes) => context.register(context.flateStream(bytes)));
  const pick = (kind: "Certs" | "OCSPs" | "CRLs", indexes: number[]) => indexes.map((index) => additions[kind][index]).filter((ref): ref is PDFRef => ref !== undefined);
  for (const [key, entry] of content.vri) additions.vri.set(key, { Cert: pick("Certs", entry.Cert), OCSP: pick("OCSPs", entry.OCSP), CRL: pick("CRLs", entry.CRL) });
  return additions;
}

/** Adds to a DSS the document already has (a PDF signed elsewhere, or one extended before). */
function extendDss(context: PDFContext, dss: PDFDict, additions: DssAdditions): void {
  for (const kind of ["Certs", "OCSPs", "CRLs"] as const) {
    const array = dss.lookupMaybe(PDFName.of(kind), PDFArray);
    if (array) for (const ref of additions[kind]) array.push(ref);
    else dss.set(PDFName.of(kind), context.obj(additions[kind]));
  }
  let vri = dss.lookupMaybe(PDFName.of("VRI"), PDFDict);
  if (!vri) {
    vri = context.obj({}) as PDFDict;
    dss.set(PDFName.of("VRI"), vri);
  }
  for (const [key, entry] of additions.vri) vri.set(PDFName.of(key), context.obj(entry));
}

/** The DER CMS of every signature in the document, in order, with its SubFilter. */
export async function findSignatureContents(pdf: Uint8Array): Promise<{ subFilter: string; contents: Uint8Array }[]> {
  try {
    // Through the cross-reference data: the catalog, the form and the signatures only.
    return readSignatureContents(pdf);
  } catch (error) {
    if (!(error instanceof IncrementalUpdateUnavailable)) throw error;
  }
  // No cap here: the document was accepted for signing, and each of its signatures needs its data.
  return (await findEmbeddedSignatures(pdf, Number.POSITIVE_INFINITY)).map(({ subFilter, contents }) => ({ subFilter, contents }));
}
