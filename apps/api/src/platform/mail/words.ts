/**
 * The words of a mail's text, as both layouts need them: a line is broken only between words,
 * and a web address, an e-mail address or a very long run without spaces (a file name) is a word
 * of its own kind, which the HTML may wrap inside its own element (and the plain text puts a web
 * address on a line of its own).
 */
export type WordKind = "word" | "url" | "email" | "long";

export interface Word {
  text: string;
  kind: WordKind;
  /**
   * What stands between this word and the one before: a space where the line may break, a space
   * where it may not (French « … », « : », « ? »), or nothing (the full stop after an address).
   */
  before: "space" | "no-break-space" | "nothing";
}

/** Longer than this, a run without spaces is no ordinary word: a file name, a code, a path. */
export const LONG_WORD_LENGTH = 24;

const URL = /^https?:\/\/\S+$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Punctuation that ends a sentence after an address; it is not part of the address. */
const TRAILING_PUNCTUATION = /[.,;:!?)»"'’]+$/;
/** French punctuation written after a space, which must stay on the line of the word before. */
const CLOSING = /^[:;!?»]+[.,]?$/;
const OPENING = /^«$/;

/** Characters counted as code points, so a letter outside the 16-bit range counts once. */
export function displayLength(text: string): number {
  return [...text].length;
}

function kindOf(text: string): WordKind {
  if (URL.test(text)) return "url";
  if (EMAIL.test(text)) return "email";
  return displayLength(text) > LONG_WORD_LENGTH ? "long" : "word";
}

/** An address found in running text, without the punctuation of the sentence around it. */
export function withoutTrailingPunctuation(address: string): string {
  return address.replace(TRAILING_PUNCTUATION, "");
}

/** Splits "https://…/x." into the address and the full stop after it. */
function splitTrailingPunctuation(token: string): string[] {
  if (!URL.test(token) && !EMAIL.test(token)) return [token];
  const punctuation = TRAILING_PUNCTUATION.exec(token)?.[0];
  if (!punctuation || punctuation.length === token.length) return [token];
  return [token.slice(0, -punctuation.length), punctuation];
}

/** The words of one line of text (no line breaks inside), in order. */
export function wordsOf(line: string): Word[] {
  const words: Word[] = [];
  let previous: string | undefined;
  for (const token of line.split(/[ \t]+/).filter(Boolean)) {
    const parts = splitTrailingPunctuation(token);
    parts.forEach((part, index) => {
      const glued = previous !== undefined && (CLOSING.test(part) || OPENING.test(previous));
      words.push({ text: part, kind: index > 0 ? "word" : kindOf(part), before: index > 0 ? "nothing" : glued ? "no-break-space" : "space" });
      previous = part;
    });
  }
  return words;
}

/** A paragraph's lines as its author wrote them: line breaks kept, runs of empty lines made one. */
export function linesOf(paragraph: string): string[] {
  const lines = paragraph.trim().split(/\r?\n/).map((line) => line.trim());
  return lines.filter((line, index) => line !== "" || lines[index - 1] !== "");
}
