import { LANGUAGES, type FormField, type FormFieldValue, type Language } from "@paraph/contracts";
import type { PageInfo } from "../../platform/db/schema.ts";
import { formatFieldDate } from "../../pdf-engine/appearance/appearance-texts.ts";
import type { FormFieldDisplay } from "../../pdf-engine/appearance/form-field-appearance.ts";
import type { FilledFormFieldPlacement } from "../../pdf-engine/pades/incremental/form-field-objects.ts";
import { toPdfRect } from "../../pdf-engine/pades/field-geometry.ts";
import type { SignerFill } from "./fill.ts";

/**
 * The values a signer's revision of one document writes, each where the sender placed its field
 * (the page as displayed, turned into the page's user space like a signature field) and drawn
 * as the signer reads it: a date in their language, a checkbox as a mark. The signing worker
 * draws them into the revision (pades/incremental/form-field-objects.ts).
 */
export function filledFieldPlacements(fill: SignerFill, documentId: string, pages: readonly PageInfo[], language: Language): FilledFormFieldPlacement[] {
  const placements: FilledFormFieldPlacement[] = [];
  for (const field of fill.fields) {
    const value = fill.values.get(field.name);
    const definition = field.definition;
    const page = pages[definition.page - 1];
    if (value === undefined || definition.document_id !== documentId || !page) continue;
    placements.push({
      name: definition.name,
      type: definition.type,
      value,
      pageIndex: definition.page - 1,
      rect: toPdfRect(definition, page),
      drawing: { display: displayOf(definition, value, language), width: definition.width, height: definition.height },
    });
  }
  return placements;
}

function displayOf(field: FormField, value: FormFieldValue, language: Language): FormFieldDisplay {
  if (field.type === "checkbox") return { kind: "checkbox", checked: value === true };
  const text = String(value);
  if (field.type === "date") return { kind: "text", text: formatFieldDate(text, language), multiline: false };
  return { kind: "text", text, multiline: field.type === "text" && field.multiline };
}

/** The signer's language for their values: the first of the candidates Paraph speaks (`de` is de-ch), else English. */
export function fillLanguageOf(...candidates: (string | null | undefined)[]): Language {
  for (const candidate of candidates) {
    const lower = candidate?.toLowerCase();
    if (!lower) continue;
    const exact = LANGUAGES.find((language) => language === lower);
    if (exact) return exact;
    const prefix = LANGUAGES.find((language) => language.split("-")[0] === lower.split("-")[0]);
    if (prefix) return prefix;
  }
  return "en-gb";
}
