/**
 * The standard PDF fonts (Helvetica and friends) only know the WinAnsi character set. Text for
 * them goes through here: characters outside it are transliterated when a close Latin form
 * exists (Ł → L, ș → s), and otherwise replaced, so drawing never throws on a user's name.
 */

/** The characters WinAnsi places in 0x80–0x9F, beyond Latin-1. */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Letters whose base form is not reached by removing accents. */
const TRANSLITERATIONS: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŀ: "L",
  ŀ: "l",
  Ŋ: "N",
  ŋ: "n",
  Ŧ: "T",
  ŧ: "t",
  ẞ: "SS",
  Ǆ: "DZ",
  ǅ: "Dz",
  ǆ: "dz",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "−": "-",
  "′": "'",
  "″": '"',
};

export const WIN_ANSI_REPLACEMENT = "?";

export function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  if (character.length !== 1) return false;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(character);
}

function isAllWinAnsi(text: string): boolean {
  return [...text].every(isWinAnsi);
}

/** The closest WinAnsi form of one character, or null when there is none. */
function transliterate(character: string): string | null {
  const known = TRANSLITERATIONS[character];
  if (known !== undefined) return known;
  const withoutMarks = character.normalize("NFD").replace(/\p{M}/gu, "");
  if (withoutMarks !== character && withoutMarks.length > 0 && isAllWinAnsi(withoutMarks)) return withoutMarks;
  // Narrow no-break and thin spaces appear in formatted dates; any space becomes a plain one.
  if (/\s/u.test(character)) return " ";
  return null;
}

/** Text that Helvetica can draw: kept where WinAnsi has it, else transliterated, else `?`. */
export function toWinAnsi(text: string): string {
  let result = "";
  for (const character of text.normalize("NFC")) {
    if (isWinAnsi(character)) result += character;
    else result += transliterate(character) ?? WIN_ANSI_REPLACEMENT;
  }
  return result;
}
