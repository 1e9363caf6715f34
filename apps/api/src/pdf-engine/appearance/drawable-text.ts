import type { LoadedFace } from "./appearance-fonts.ts";

/**
 * Text as an appearance face draws it. Text is composed first (NFC: "e" and a combining acute
 * become "é", the glyph the font has); white space the face lacks (a tab, a thin space) is drawn
 * as a space, and the characters Unicode lets a renderer show as nothing (joiners, variation
 * selectors, a soft hyphen, direction marks) are left out.
 */

const WHITE_SPACE = /^\s$/u;
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;

type Coverage = Pick<LoadedFace, "hasGlyph">;

/** What one character becomes: itself, a space, nothing, or null when the face cannot draw it. */
function drawnAs(character: string, face: Coverage): string | null {
  if (face.hasGlyph(character.codePointAt(0) ?? 0)) return character;
  if (WHITE_SPACE.test(character)) return " ";
  if (IGNORABLE.test(character)) return "";
  return null;
}

/** The first character of the text that the face cannot draw, or null when it draws all of it (line breaks included). */
export function firstUndrawable(text: string, face: Coverage): string | null {
  for (const character of text.normalize("NFC")) {
    if (drawnAs(character, face) === null) return character;
  }
  return null;
}

export const UNDRAWABLE_REPLACEMENT = "?";

/**
 * One line as the face draws it. A character it lacks becomes its letters without their accents
 * where the face has those, else `?`: for text nobody could be asked to change at signing time,
 * such as the name on a signer's account. Form field values never reach this with such a
 * character, since the server refuses them (field_value_not_drawable).
 */
export function toDrawable(text: string, face: Coverage): string {
  let result = "";
  for (const character of text.normalize("NFC")) {
    result += drawnAs(character, face) ?? withoutMarks(character, face) ?? UNDRAWABLE_REPLACEMENT;
  }
  return result;
}

function withoutMarks(character: string, face: Coverage): string | null {
  const base = character.normalize("NFD").replace(/\p{M}/gu, "");
  return base !== character && base.length > 0 && firstUndrawable(base, face) === null ? base : null;
}
