import { addAppearance } from "./appearance-objects.ts";
import { addFilledFormFields, lockOf, type FilledFormFieldPlacement } from "./form-field-objects.ts";
import { catalogOf, HeldEntry } from "./catalog-update.ts";
import { IncrementalUpdate } from "./incremental-writer.ts";
import { PdfObjectReader } from "./object-reader.ts";
import { findPage } from "./page-lookup.ts";
import { atom, dict, hexText, integer, literalText, name, array, serialize, type PdfArray, type PdfDict, type PdfRef, type PdfValue } from "./pdf-values.ts";

/** What the signature revision needs to know (signature-placeholder.ts defines the full options). */
export interface SignatureRevisionRequest {
  kind: "signature" | "document-timestamp";
  fieldName: string;
  pageIndex: number;
  rect: { x: number; y: number; width: number; height: number };
  appearancePdf?: Uint8Array | undefined;
  name?: string | undefined;
  reason?: string | undefined;
  location?: string | undefined;
  /** The PDF date of /M. */
  signingTime: string;
  contentsBytes: number;
  /** /ByteRange as first written: numbers wide enough for any real offset, overwritten in place later. */
  byteRangePlaceholder: number[];
  /** The signer's form field values, written in this revision before the signature covers it (docs/form-fields.md). */
  formFields?: FilledFormFieldPlacement[] | undefined;
}

/** The file with the revision, and where its placeholders are. */
export interface AppendedSignatureRevision {
  bytes: Uint8Array;
  byteRangeOffset: number;
  byteRangeLength: number;
  contentsStart: number;
}

/**
 * Appends the signature revision (signature dictionary, merged field and widget, the page's
 * /Annots, the /AcroForm) reading only the trailer, the cross-reference data, the catalog, the
 * page tree on the way to the page, and the few objects that change. Throws
 * IncrementalUpdateUnavailable where the file cannot be read that way.
 */
export async function appendSignatureRevision(original: Uint8Array, request: SignatureRevisionRequest): Promise<AppendedSignatureRevision> {
  const reader = new PdfObjectReader(original);
  const update = new IncrementalUpdate(reader);
  const { catalog, save: saveCatalog } = catalogOf(update, reader);
  const pages = new Map<number, { reference: PdfRef; annots: HeldEntry<PdfArray> }>();
  const pageOf = (pageIndex: number) => {
    let found = pages.get(pageIndex);
    if (!found) {
      const { reference, page: pageObject } = findPage(reader, catalog, pageIndex);
      const annots = HeldEntry.of(update, reader, pageObject, "Annots", "array", () => update.set(reference, pageObject as PdfDict));
      found = { reference, annots };
      pages.set(pageIndex, found);
    }
    return found;
  };
  const page = pageOf(request.pageIndex);

  const signature = request.kind === "signature";
  const byteRangeText = `[${request.byteRangePlaceholder.join(" ")}]`;
  const head = serialize(
    dict({
      Type: name(signature ? "Sig" : "DocTimeStamp"),
      Filter: name("Adobe.PPKLite"),
      SubFilter: name(signature ? "ETSI.CAdES.detached" : "ETSI.RFC3161"),
      ...(signature
        ? {
            M: atom(`(${request.signingTime})`),
            Name: request.name ? hexText(request.name) : undefined,
            Reason: request.reason ? hexText(request.reason) : undefined,
            Location: request.location ? hexText(request.location) : undefined,
          }
        : {}),
    }),
  ).slice(0, -2);
  const byteRangeEntry = ` /ByteRange ${byteRangeText}`;
  const signatureBody = `${head}${byteRangeEntry} /Contents <${"0".repeat(request.contentsBytes * 2)}>>>`;
  const signatureRef = update.allocate();
  update.setRaw(signatureRef, Buffer.from(signatureBody, "latin1"));

  const { rect } = request;
  const widget = dict({
    Type: name("Annot"),
    Subtype: name("Widget"),
    FT: name("Sig"),
    Rect: array([rect.x, rect.y, rect.x + rect.width, rect.y + rect.height].map(numberText)),
    V: signatureRef,
    T: literalText(request.fieldName),
    // Print (4) and locked (128), as the full-parse path writes it.
    F: integer(132),
    P: page.reference,
  });
  if (request.appearancePdf && rect.width > 0 && rect.height > 0) {
    const appearance = await addAppearance(update, request.appearancePdf, rect);
    if (appearance) widget.entries.set("AP", dict({ N: appearance }));
  }
  const acroForm = HeldEntry.of(update, reader, catalog, "AcroForm", "dict", saveCatalog, true);
  const fields = HeldEntry.of(update, reader, acroForm.value, "Fields", "array", () => acroForm.saved());
  const filled = request.formFields?.length ? await addFilledFormFields(update, request.formFields, { pageOf, formFields: fields.value }) : [];
  if (filled.length > 0) {
    widget.entries.set("Lock", lockOf(filled));
    // The filled text fields' /DA names Helvetica: the form's default resources say which font that is.
    if (!acroForm.value.entries.has("DR")) acroForm.value.entries.set("DR", dict({ Font: dict({ Helv: dict({ Type: name("Font"), Subtype: name("Type1"), BaseFont: name("Helvetica"), Encoding: name("WinAnsiEncoding") }) }) }));
  }
  const widgetRef = update.add(widget);
  page.annots.value.items.push(widgetRef);
  for (const { annots } of pages.values()) annots.saved();
  fields.value.items.push(widgetRef);
  fields.saved();
  // SignaturesExist (1) and AppendOnly (2): viewers must keep further changes incremental.
  acroForm.value.entries.set("SigFlags", integer(3));
  acroForm.saved();

  const written = update.write();
  const signatureOffset = written.offsets.get(signatureRef.num) ?? 0;
  const bodyStart = signatureOffset + `${signatureRef.num} 0 obj\n`.length;
  return {
    bytes: written.bytes,
    byteRangeOffset: bodyStart + head.length + " /ByteRange ".length,
    byteRangeLength: byteRangeText.length,
    contentsStart: bodyStart + head.length + byteRangeEntry.length + " /Contents ".length,
  };
}

function numberText(value: number): PdfValue {
  return atom(Number.isInteger(value) ? String(value) : String(Number(value.toFixed(4))));
}
