import type * as mupdf from "mupdf";
import { ObjectWalkLimitExceeded } from "./pdf-object-walk.ts";

/**
 * XFA forms (/AcroForm /XFA: one stream, or packets of name and stream) bring their own
 * scripts, in XML the object walk cannot see. A form that also has AcroForm fields (static XFA)
 * shows its pages as PDF content, and dropping the XFA leaves that form; a form with no fields
 * (dynamic XFA, or /NeedsRendering) has pages that the viewer builds from the XML, so what a
 * reader sees is not in the PDF at all and cannot be checked, cleaned or signed.
 */

export const XFA_LIMITS = { maxPacketBytes: 4 * 1024 * 1024, maxTotalChars: 16 * 1024 * 1024 } as const;

/** XFA templates carry scripts in <script> elements (and scripted events). */
const XFA_SCRIPT = /<(?:[A-Za-z0-9_-]+:)?script[\s>/]/i;

/** An entry of the catalog's /AcroForm (mupdf's null object, which has no entries, when there is none). */
function formEntry(pdf: mupdf.PDFDocument, key: string): mupdf.PDFObject {
  return pdf.getTrailer().get("Root", "AcroForm", key);
}

/** Whether the pages exist only as XFA: no AcroForm fields stand for them, or the catalog asks the viewer to build them. */
export function isXfaOnly(pdf: mupdf.PDFDocument): boolean {
  const needsRendering = pdf.getTrailer().get("Root", "NeedsRendering");
  if (needsRendering.isBoolean() && needsRendering.asBoolean()) return true;
  if (formEntry(pdf, "XFA").isNull()) return false;
  const fields = formEntry(pdf, "Fields");
  return !fields.isArray() || fields.length === 0;
}

/** Whether the XFA packets hold a script; throws ObjectWalkLimitExceeded for packets too large to read. */
export function hasXfaScript(pdf: mupdf.PDFDocument): boolean {
  const xfa = formEntry(pdf, "XFA");
  if (xfa.isNull()) return false;
  const streams: mupdf.PDFObject[] = [];
  if (xfa.isArray()) xfa.forEach((entry) => (entry.isStream() ? streams.push(entry) : undefined));
  else if (xfa.isStream()) streams.push(xfa);
  let total = 0;
  for (const stream of streams) {
    const declared = stream.get("Length");
    if (declared.isNumber() && declared.asNumber() > XFA_LIMITS.maxPacketBytes) throw new ObjectWalkLimitExceeded("XFA form too large to check");
    const buffer = stream.readStream();
    const text = buffer.asString();
    buffer.destroy();
    total += text.length;
    if (total > XFA_LIMITS.maxTotalChars) throw new ObjectWalkLimitExceeded("XFA form too large to check");
    if (XFA_SCRIPT.test(text)) return true;
  }
  return false;
}

/** Leaves a static XFA form's AcroForm fields, which show the same pages, without the XFA and its scripts. */
export function removeXfa(pdf: mupdf.PDFDocument): void {
  const form = pdf.getTrailer().get("Root", "AcroForm");
  if (!form.isNull()) form.delete("XFA");
}
