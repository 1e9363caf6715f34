import { endOf, MAX_FIELD_NODES, trimDer } from "../embedded-signatures.ts";
import { PdfObjectReader } from "./object-reader.ts";
import { isArray, isDict, nameOf, numberOf, type PdfValue, unavailable } from "./pdf-values.ts";

/** Form trees nested deeper than this are not walked further, as embedded-signatures.ts does. */
const MAX_FIELD_DEPTH = 32;

interface FoundSignature {
  subFilter: string;
  contents: Uint8Array;
  byteRange: [number, number, number, number];
}

/**
 * The DER CMS of every signature, oldest first, read the way embedded-signatures.ts reads them
 * (the signature fields of /AcroForm, each signature dictionary once) but through the
 * cross-reference data: only the catalog, the form and the signatures are read. Throws
 * IncrementalUpdateUnavailable where the file cannot be read that way.
 */
export function readSignatureContents(pdf: Uint8Array): { subFilter: string; contents: Uint8Array }[] {
  const reader = new PdfObjectReader(pdf);
  const catalog = reader.resolve(reader.crossReference.trailer.entries.get("Root"));
  const acroForm = isDict(catalog) ? reader.resolve(catalog.entries.get("AcroForm")) : undefined;
  const roots = isDict(acroForm) ? reader.resolve(acroForm.entries.get("Fields")) : undefined;
  const found: FoundSignature[] = [];
  const visitedFields = new Set<number>();
  const seenValues = new Set<number>();
  const visit = (reference: PdfValue | undefined, parentType: string, depth: number) => {
    if (reference?.type !== "ref" || visitedFields.has(reference.num) || depth > MAX_FIELD_DEPTH) return;
    visitedFields.add(reference.num);
    if (visitedFields.size > MAX_FIELD_NODES) unavailable("a form larger than a check may walk");
    const field = reader.resolve(reference);
    if (!isDict(field)) return;
    const type = nameOf(field.entries.get("FT")) ?? parentType;
    const kids = reader.resolve(field.entries.get("Kids"));
    // Kids that carry a name are fields; kids without one are only this field's widgets.
    const childFields = isArray(kids) ? kids.items.filter((kid) => { const resolved = reader.resolve(kid); return isDict(resolved) && resolved.entries.has("T"); }) : [];
    if (childFields.length > 0) {
      for (const kid of childFields) visit(kid, type, depth + 1);
      return;
    }
    if (type !== "Sig") return;
    const value = field.entries.get("V");
    const signature = reader.resolve(value);
    if (!isDict(signature) || !signature.entries.has("ByteRange")) return;
    if (value?.type === "ref") {
      if (seenValues.has(value.num)) return;
      seenValues.add(value.num);
    }
    found.push({ subFilter: nameOf(reader.resolve(signature.entries.get("SubFilter"))) ?? "", contents: contentsOf(reader.resolve(signature.entries.get("Contents"))), byteRange: byteRangeOf(reader, signature.entries.get("ByteRange")) });
  };
  if (isArray(roots)) for (const root of roots.items) visit(root, "", 0);
  return found
    .sort((left, right) => endOf(left.byteRange) - endOf(right.byteRange) || left.byteRange[1] - right.byteRange[1])
    .map(({ subFilter, contents }) => ({ subFilter, contents }));
}

function byteRangeOf(reader: PdfObjectReader, value: PdfValue | undefined): [number, number, number, number] {
  const range = reader.resolve(value);
  const at = (index: number) => {
    const entry = isArray(range) && range.items.length === 4 ? numberOf(reader.resolve(range.items[index])) : undefined;
    return entry !== undefined && Number.isInteger(entry) ? entry : -1;
  };
  return [at(0), at(1), at(2), at(3)];
}

/** A hex string's bytes without the zero padding; a literal /Contents is left to the full reader. */
function contentsOf(value: PdfValue | undefined): Uint8Array {
  if (value?.type !== "atom") return new Uint8Array(0);
  if (!value.text.startsWith("<")) return unavailable("a /Contents that is no hex string");
  const hex = value.text.slice(1, -1).replace(/[^0-9a-fA-F]/g, "");
  return trimDer(new Uint8Array(Buffer.from(hex.length % 2 ? `${hex}0` : hex, "hex")));
}
