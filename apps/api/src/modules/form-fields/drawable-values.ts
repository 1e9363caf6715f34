import type { FormFieldValue } from "@paraph/contracts";
import { AppError } from "../../platform/errors/app-error.ts";
import { appearanceFace, type LoadedFace } from "../../pdf-engine/appearance/appearance-fonts.ts";
import { firstUndrawable } from "../../pdf-engine/appearance/drawable-text.ts";

/** The face the signed PDF draws values in, as the check below needs it. */
export type DrawingFace = Pick<LoadedFace, "hasGlyph">;

/** The regular face values are drawn in, read once per thread (pdf-engine/appearance/appearance-fonts.ts). */
export function drawingFace(): Promise<DrawingFace> {
  return appearanceFace("regular");
}

/**
 * Refuses, before anything is stored or signed, a text the signed PDF could not show as typed:
 * the values are drawn in Noto Sans (pdf-engine/appearance/appearance-fonts.ts), which has Latin,
 * Greek and Cyrillic but no CJK, emoji or most symbols. 422 field_value_not_drawable names the
 * first field with such a character, and the character (docs/form-fields.md, "Fonts").
 */
export async function assertValuesDrawable(values: Iterable<readonly [field: string, value: FormFieldValue | undefined]>): Promise<void> {
  assertValuesDrawableIn(await drawingFace(), values);
}

/** assertValuesDrawable with the face already read: a batch of requests checks many signers' values with one. */
export function assertValuesDrawableIn(face: DrawingFace, values: Iterable<readonly [field: string, value: FormFieldValue | undefined]>): void {
  for (const [field, value] of values) {
    const character = typeof value === "string" ? firstUndrawable(value, face) : null;
    if (character !== null) throw new AppError("field_value_not_drawable", { field, character, codePoint: codePointLabel(character) });
  }
}

/** "U+5C71", as Unicode writes a code point. */
function codePointLabel(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}
