/** A piece of a translated sentence: plain text, or the words inside one of its tags. */
export interface TaggedPiece {
  tag: string | null;
  text: string;
}

/**
 * Splits a translated sentence with simple tags ("I accept the <terms>terms of use</terms>") into
 * its pieces, so each language puts the linked words where its grammar wants them. Only the tags
 * named are read; anything else, unclosed tags included, stays text. (react-i18next's Trans does
 * the same but would add its parser to the shell every page loads.)
 */
export function splitTaggedText(text: string, tags: readonly string[]): TaggedPiece[] {
  const pieces: TaggedPiece[] = [];
  const pattern = new RegExp(`<(${tags.join("|")})>(.*?)</\\1>`, "g");
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) pieces.push({ tag: null, text: text.slice(last, match.index) });
    pieces.push({ tag: match[1] ?? null, text: match[2] ?? "" });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ tag: null, text: text.slice(last) });
  return pieces;
}
