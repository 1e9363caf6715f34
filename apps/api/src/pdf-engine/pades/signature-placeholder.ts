import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRef, PDFString } from "@cantoo/pdf-lib";
import type { AppearanceInput } from "../appearance/appearance-input.ts";
import { createAppearancePdf } from "../appearance/create-appearance-pdf.ts";
import { numberNewObjectsFromCrossReference } from "./cross-reference-size.ts";
import { concatBytes } from "./embedded-signatures.ts";
import { registerScaledForm } from "./incremental/appearance-objects.ts";
import { IncrementalUpdateUnavailable } from "./incremental/pdf-values.ts";
import type { FilledFormFieldPlacement } from "./incremental/form-field-objects.ts";
import { appendSignatureRevision } from "./incremental/signature-revision.ts";

/** Room for the CMS in /Contents: enough for a signature with its chain, a time-stamp and margin. */
export const DEFAULT_CONTENTS_BYTES = 16 * 1024;

/** ByteRange numbers are written with this many digits, then overwritten in place with the real ones. */
const BYTE_RANGE_PLACEHOLDER = [0, 9_999_999_999, 9_999_999_999, 9_999_999_999];

export interface SignatureFieldPlacement {
  pageIndex: number;
  /** In PDF user space of the page: lower-left corner, width and height. */
  rect: { x: number; y: number; width: number; height: number };
  /** A one-page PDF drawn as the widget's appearance (see pdf-engine/appearance). */
  appearancePdf?: Uint8Array;
  /** Or the visual signature to draw as it (pdf-engine/appearance/create-appearance-pdf.ts): drawn where the revision is written, in the signing worker. */
  appearance?: { input: AppearanceInput; width: number; height: number };
}

/** The placement with its appearance drawn, when it carries one to draw. */
async function withAppearanceDrawn(placement: SignatureFieldPlacement | undefined): Promise<SignatureFieldPlacement | undefined> {
  if (!placement?.appearance || placement.appearancePdf) return placement;
  const { input, width, height } = placement.appearance;
  return { pageIndex: placement.pageIndex, rect: placement.rect, appearancePdf: await createAppearancePdf(input, { width, height }) };
}

/** The signature revision to append: a signer's signature or a document time-stamp. */
export interface SignatureRevisionOptions {
  kind: "signature" | "document-timestamp";
  fieldName: string;
  placement?: SignatureFieldPlacement | undefined;
  name?: string | undefined;
  reason?: string | undefined;
  location?: string | undefined;
  signingTime: Date;
  /** The signer's form field values, written into the same revision as the signature (docs/form-fields.md). */
  formFields?: FilledFormFieldPlacement[] | undefined;
}

export interface PreparedSignature {
  /** The document with the new revision appended; /Contents still all zeros. */
  bytes: Uint8Array;
  byteRange: [number, number, number, number];
  /** Offset of the first hex digit inside /Contents < >, and the number of hex digits. */
  contentsOffset: number;
  contentsHexLength: number;
}

function pdfDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `D:${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/**
 * Appends an incremental revision that adds a signature field (a merged field and widget, on a
 * page or invisible) whose value is a signature dictionary with placeholders for /ByteRange
 * and /Contents. Everything before stays byte for byte, so earlier signatures remain valid.
 *
 * The revision is written from the trailer, the cross-reference data and the few objects it
 * touches (incremental/), so its cost does not grow with the page count. A file whose
 * cross-reference cannot be read that way (broken offsets, encryption, unusual filters) takes
 * the full-parse path with pdf-lib instead.
 */
export async function prepareSignature(
  original: Uint8Array,
  options: SignatureRevisionOptions & { contentsBytes?: number },
): Promise<PreparedSignature> {
  const contentsBytes = options.contentsBytes ?? DEFAULT_CONTENTS_BYTES;
  const placement = await withAppearanceDrawn(options.placement);
  try {
    const appended = await appendSignatureRevision(original, {
      kind: options.kind,
      fieldName: options.fieldName,
      pageIndex: placement?.pageIndex ?? 0,
      rect: placement?.rect ?? { x: 0, y: 0, width: 0, height: 0 },
      appearancePdf: placement?.appearancePdf,
      name: options.name,
      reason: options.reason,
      location: options.location,
      signingTime: pdfDate(options.signingTime),
      contentsBytes,
      byteRangePlaceholder: BYTE_RANGE_PLACEHOLDER,
      formFields: options.formFields,
    });
    const { bytes } = appended;
    const contentsEnd = appended.contentsStart + 2 + contentsBytes * 2;
    const byteRange: [number, number, number, number] = [0, appended.contentsStart, contentsEnd, bytes.length - contentsEnd];
    bytes.set(Buffer.from(`[${byteRange.join(" ")}]`.padEnd(appended.byteRangeLength, " "), "latin1"), appended.byteRangeOffset);
    return { bytes, byteRange, contentsOffset: appended.contentsStart + 1, contentsHexLength: contentsBytes * 2 };
  } catch (error) {
    if (!(error instanceof IncrementalUpdateUnavailable)) throw error;
  }
  return prepareSignatureByFullParse(original, { ...options, placement }, contentsBytes);
}

/** A document the incremental writer cannot read gets no form field values: signing it with some is refused rather than done without them. */
export class FormFieldsNeedIncrementalUpdate extends Error {
  /** The message, by which the signing engine knows the error when it comes back from a worker thread (as a plain Error). */
  static readonly MESSAGE = "Form field values can only be written by the incremental signing path";

  constructor() {
    super(FormFieldsNeedIncrementalUpdate.MESSAGE);
  }
}

/** The same revision written by pdf-lib after loading the whole document: for files the incremental reader refuses. */
export async function prepareSignatureByFullParse(original: Uint8Array, options: SignatureRevisionOptions, contentsBytes: number): Promise<PreparedSignature> {
  // Form field values are written by the incremental path only (docs/form-fields.md, "Limits").
  if (options.formFields?.length) throw new FormFieldsNeedIncrementalUpdate();
  const placement = await withAppearanceDrawn(options.placement);
  const document = await PDFDocument.load(original, { updateMetadata: false, forIncrementalUpdate: true });
  const context = document.context;
  // Before the snapshot: it counts as new whatever is numbered past the largest number then.
  numberNewObjectsFromCrossReference(context, original);
  const snapshot = document.takeSnapshot();

  const signature = context.obj({
    Type: options.kind === "signature" ? "Sig" : "DocTimeStamp",
    Filter: "Adobe.PPKLite",
    SubFilter: options.kind === "signature" ? "ETSI.CAdES.detached" : "ETSI.RFC3161",
    ByteRange: BYTE_RANGE_PLACEHOLDER,
    Contents: PDFHexString.of("0".repeat(contentsBytes * 2)),
  }) as PDFDict;
  if (options.kind === "signature") {
    signature.set(PDFName.of("M"), PDFString.of(pdfDate(options.signingTime)));
    if (options.name) signature.set(PDFName.of("Name"), PDFHexString.fromText(options.name));
    if (options.reason) signature.set(PDFName.of("Reason"), PDFHexString.fromText(options.reason));
    if (options.location) signature.set(PDFName.of("Location"), PDFHexString.fromText(options.location));
  }
  const signatureRef = context.register(signature);

  const pageIndex = placement?.pageIndex ?? 0;
  const page = document.getPage(pageIndex);
  const rect = placement?.rect ?? { x: 0, y: 0, width: 0, height: 0 };
  const widget = context.obj({
    Type: "Annot",
    Subtype: "Widget",
    FT: "Sig",
    Rect: [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height],
    V: signatureRef,
    T: PDFString.of(options.fieldName),
    // Print (4) and, for invisible fields, also locked from view changes; never hidden from printing.
    F: 132,
    P: page.ref,
  }) as PDFDict;
  if (placement?.appearancePdf && rect.width > 0 && rect.height > 0) {
    const [appearance] = await document.embedPdf(placement.appearancePdf);
    if (appearance) widget.set(PDFName.of("AP"), context.obj({ N: registerScaledForm(context, appearance, rect) }));
  }
  const widgetRef = context.register(widget);

  const annots = page.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
  if (annots) {
    annots.push(widgetRef);
    const annotsRef = page.node.get(PDFName.of("Annots"));
    if (annotsRef instanceof PDFRef) snapshot.markRefForSave(annotsRef);
  } else {
    page.node.set(PDFName.of("Annots"), context.obj([widgetRef]));
  }
  snapshot.markRefForSave(page.ref);

  const catalog = document.catalog;
  let acroForm = catalog.lookupMaybe(PDFName.of("AcroForm"), PDFDict);
  if (!acroForm) {
    acroForm = context.obj({ Fields: [] }) as PDFDict;
    catalog.set(PDFName.of("AcroForm"), context.register(acroForm));
    snapshot.markRefForSave(context.trailerInfo.Root as PDFRef);
  } else {
    const acroFormRef = catalog.get(PDFName.of("AcroForm"));
    if (acroFormRef instanceof PDFRef) snapshot.markRefForSave(acroFormRef);
    else snapshot.markRefForSave(context.trailerInfo.Root as PDFRef);
  }
  let fields = acroForm.lookupMaybe(PDFName.of("Fields"), PDFArray);
  if (!fields) {
    fields = context.obj([]) as PDFArray;
    acroForm.set(PDFName.of("Fields"), fields);
  } else {
    const fieldsRef = acroForm.get(PDFName.of("Fields"));
    if (fieldsRef instanceof PDFRef) snapshot.markRefForSave(fieldsRef);
  }
  fields.push(widgetRef);
  // SignaturesExist (1) and AppendOnly (2): viewers must keep further changes incremental.
  acroForm.set(PDFName.of("SigFlags"), PDFNumber.of(3));

  const update = await document.saveIncremental(snapshot, { useObjectStreams: false });
  // The update's offsets count from the original's last byte: append it exactly there.
  const bytes = concatBytes([original, update]);
  return locatePlaceholders(bytes, original.length, contentsBytes);
}

/** Finds /Contents < 000… > and /ByteRange in the new revision and writes the real ByteRange. */
function locatePlaceholders(bytes: Uint8Array, revisionStart: number, contentsBytes: number): PreparedSignature {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("latin1");
  const zeros = `<${"0".repeat(contentsBytes * 2)}>`;
  const contentsStart = text.indexOf(zeros, revisionStart);
  if (contentsStart < 0) throw new Error("Signature placeholder not found");
  const contentsOffset = contentsStart + 1;
  const contentsEnd = contentsStart + zeros.length;
  const byteRange: [number, number, number, number] = [0, contentsStart, contentsEnd, bytes.length - contentsEnd];
  const placeholder = /\/ByteRange\s*\[\s*0\s+9999999999\s+9999999999\s+9999999999\s*\]/g;
  placeholder.lastIndex = revisionStart;
  const match = placeholder.exec(text);
  if (!match) throw new Error("ByteRange placeholder not found");
  const written = `/ByteRange [${byteRange.join(" ")}]`.padEnd(match[0].length, " ");
  bytes.set(Buffer.from(written, "latin1"), match.index);
  return { bytes, byteRange, contentsOffset, contentsHexLength: contentsBytes * 2 };
}

/** The bytes a signature covers: everything but the /Contents value. */
export function coveredBytes(prepared: PreparedSignature): Uint8Array[] {
  const [start1, length1, start2, length2] = prepared.byteRange;
  return [prepared.bytes.subarray(start1, start1 + length1), prepared.bytes.subarray(start2, start2 + length2)];
}

/** Writes the DER signature as hex into /Contents. */
export function embedSignature(prepared: PreparedSignature, der: Uint8Array): Uint8Array {
  const hex = Buffer.from(der).toString("hex");
  if (hex.length > prepared.contentsHexLength) throw new Error(`Signature of ${der.length} bytes does not fit the ${prepared.contentsHexLength / 2}-byte placeholder`);
  prepared.bytes.set(Buffer.from(hex.padEnd(prepared.contentsHexLength, "0"), "latin1"), prepared.contentsOffset);
  return prepared.bytes;
}
