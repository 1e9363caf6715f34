import { PDFArray, PDFDict, PDFDocument, PDFRef, PDFStream, type PDFContext, type PDFEmbeddedPage, type PDFObject } from "@cantoo/pdf-lib";
import type { IncrementalUpdate } from "./incremental-writer.ts";
import { ref, type PdfRef } from "./pdf-values.ts";

/**
 * The widget's normal appearance: the appearance PDF's page as a form XObject, scaled into the
 * field's rectangle. pdf-lib embeds it into a scratch document whose new objects are numbered
 * where the update's next numbers are; those objects (and only those) are then copied into the
 * update byte for byte. The signed document itself is never loaded.
 */
export async function addAppearance(update: IncrementalUpdate, appearancePdf: Uint8Array, rect: { width: number; height: number }): Promise<PdfRef | undefined> {
  const [appearance] = await addAppearances(update, appearancePdf, [rect]);
  return appearance;
}

/**
 * Several widgets' appearances at once: page i of the PDF scaled into rectangle i. The pages are
 * embedded together, so what they share (the font subset of one revision's form fields) is
 * written once.
 */
export async function addAppearances(update: IncrementalUpdate, appearancesPdf: Uint8Array, rects: readonly { width: number; height: number }[]): Promise<PdfRef[]> {
  if (rects.length === 0) return [];
  const scratch = await PDFDocument.create({ updateMetadata: false });
  const { context } = scratch;
  context.largestObjectNumber = Math.max(context.largestObjectNumber, update.firstFreeNumber - 1);
  const appearances = await scratch.embedPdf(appearancesPdf, rects.map((_, index) => index));
  const forms: PDFRef[] = [];
  for (const [index, appearance] of appearances.entries()) {
    await appearance.embed();
    forms.push(registerScaledForm(context, appearance, rects[index] as { width: number; height: number }));
  }
  for (const reference of reachableFrom(context, forms)) {
    const object = context.lookup(reference);
    if (!object) continue;
    const body = Buffer.alloc(object.sizeInBytes());
    object.copyBytesInto(body, 0);
    update.setRaw(ref(reference.objectNumber), body);
  }
  update.reserveUpTo(context.largestObjectNumber);
  return forms.map((form) => ref(form.objectNumber));
}

/** The widget's form XObject: the embedded appearance page scaled to the field's rectangle. */
export function registerScaledForm(context: PDFContext, appearance: PDFEmbeddedPage, rect: { width: number; height: number }): PDFRef {
  const scaleX = rect.width / appearance.width;
  const scaleY = rect.height / appearance.height;
  const form = context.stream(`q ${scaleX.toFixed(5)} 0 0 ${scaleY.toFixed(5)} 0 0 cm /Appearance Do Q`, {
    Type: "XObject",
    Subtype: "Form",
    BBox: [0, 0, rect.width, rect.height],
    Resources: { XObject: { Appearance: appearance.ref } },
  });
  return context.register(form);
}

/** Every indirect object the forms use, the forms included, each once. */
function reachableFrom(context: PDFContext, start: readonly PDFRef[]): PDFRef[] {
  const found = new Map<string, PDFRef>();
  const pending: PDFObject[] = [...start];
  while (pending.length > 0) {
    const object = pending.pop();
    if (object instanceof PDFRef) {
      if (found.has(object.tag)) continue;
      const target = context.lookup(object);
      if (!target) continue;
      found.set(object.tag, object);
      pending.push(target);
    } else if (object instanceof PDFDict) {
      pending.push(...object.values());
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    }
  }
  return [...found.values()];
}
