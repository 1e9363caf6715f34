import { createFormFieldAppearancesPdf, type FormFieldDrawing } from "../../appearance/form-field-appearance.ts";
import { FILLED_FIELD_MARKER } from "../filled-field-marker.ts";
import { addAppearances } from "./appearance-objects.ts";
import type { HeldEntry } from "./catalog-update.ts";
import type { IncrementalUpdate } from "./incremental-writer.ts";
import { array, atom, dict, hexText, integer, name, type PdfArray, type PdfRef, type PdfValue } from "./pdf-values.ts";

/** One value the signer's revision writes: a read-only form field whose widget shows it. */
export interface FilledFormFieldPlacement {
  name: string;
  /** The Paraph field type (text, date, checkbox…), written as the marker's value. */
  type: string;
  /** Text for every type but the checkbox's state; dates stay ISO here (the appearance shows them in the signer's language). */
  value: string | boolean;
  pageIndex: number;
  /** In the page's user space. */
  rect: { x: number; y: number; width: number; height: number };
  /** The value as the widget shows it, drawn here (in the signing worker) by pdf-engine/appearance/form-field-appearance.ts. */
  drawing: FormFieldDrawing;
}

/**
 * Adds each value as a read-only field merged with its widget (a text field, or a check box for
 * a checkbox), its appearance the drawn value, on its page and in the form's /Fields. The values
 * are drawn together, so the revision carries one font subset for all of them. Returns the names
 * the signature locks.
 */
export async function addFilledFormFields(
  update: IncrementalUpdate,
  fields: readonly FilledFormFieldPlacement[],
  targets: { pageOf(pageIndex: number): { reference: PdfRef; annots: HeldEntry<PdfArray> }; formFields: PdfArray },
): Promise<string[]> {
  const appearances = await addAppearances(
    update,
    await createFormFieldAppearancesPdf(fields.map((field) => field.drawing)),
    fields.map((field) => field.rect),
  );
  for (const [index, field] of fields.entries()) {
    const page = targets.pageOf(field.pageIndex);
    const { rect } = field;
    const appearance = appearances[index];
    const isCheckbox = typeof field.value === "boolean";
    const state = field.value === true ? "Yes" : "Off";
    const widget = dict({
      Type: name("Annot"),
      Subtype: name("Widget"),
      FT: name(isCheckbox ? "Btn" : "Tx"),
      T: hexText(field.name),
      V: isCheckbox ? name(state) : hexText(String(field.value)),
      // ReadOnly (1): the value is the signer's, filled once.
      Ff: integer(1),
      // Print (4) and locked (128).
      F: integer(132),
      Rect: array([rect.x, rect.y, rect.x + rect.width, rect.y + rect.height].map(numberText)),
      P: page.reference,
      DA: atom("(/Helv 0 Tf 0 g)"),
      [FILLED_FIELD_MARKER]: name(field.type),
      ...(isCheckbox ? { AS: name(state) } : {}),
      ...(appearance ? { AP: dict({ N: isCheckbox ? dict({ [state]: appearance }) : appearance }) } : {}),
    });
    const reference = update.add(widget);
    page.annots.value.items.push(reference);
    targets.formFields.items.push(reference);
  }
  return fields.map((field) => field.name);
}

/** The FieldMDP lock of the signature field: the signature locks exactly the fields its revision filled. */
export function lockOf(fieldNames: readonly string[]): PdfValue {
  return dict({ Type: name("SigFieldLock"), Action: name("Include"), Fields: array(fieldNames.map(hexText)) });
}

function numberText(value: number): PdfValue {
  return atom(Number.isInteger(value) ? String(value) : String(Number(value.toFixed(4))));
}
