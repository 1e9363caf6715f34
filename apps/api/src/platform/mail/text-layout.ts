import type { Language } from "@paraph/contracts";
import type { MailContent } from "./layout.ts";
import { LAYOUT_PHRASES } from "./layout-phrases.ts";
import { displayLength, linesOf, wordsOf, type Word } from "./words.ts";

/** Lines of the plain-text part are filled up to this many characters (mail's customary 72). */
export const TEXT_WIDTH = 72;

/**
 * Words the line may not break between, written as one: « title », "address." A web address
 * starts a run of its own, so it can start a line.
 */
function unbreakableRuns(words: Word[]): Word[][] {
  const runs: Word[][] = [];
  for (const word of words) {
    const run = runs.at(-1);
    if (run && word.before !== "space" && word.kind !== "url") run.push(word);
    else runs.push([word]);
  }
  return runs;
}

function textOf(run: Word[]): string {
  return run.map((word, index) => (index > 0 && word.before !== "nothing" ? ` ${word.text}` : word.text)).join("");
}

/**
 * One line of text filled into lines of at most TEXT_WIDTH characters, broken only between words.
 * A web address stands on a line of its own (mail programs then link it whole, and it can be
 * copied), with only the punctuation written against it; a word longer than the width is never
 * cut, it only gets a line to itself.
 */
export function wrapLine(line: string, width = TEXT_WIDTH): string[] {
  const lines: string[] = [];
  let current = "";
  const flush = () => {
    if (current) lines.push(current);
    current = "";
  };
  for (const run of unbreakableRuns(wordsOf(line))) {
    const text = textOf(run);
    if (run[0]?.kind === "url") {
      flush();
      lines.push(text);
    } else if (current && displayLength(current) + 1 + displayLength(text) <= width) {
      current += ` ${text}`;
    } else {
      flush();
      current = text;
    }
  }
  flush();
  return lines;
}

/** A paragraph wrapped line by line, the author's own line breaks kept. */
export function wrapParagraph(paragraph: string): string[] {
  return linesOf(paragraph).flatMap((line) => (line === "" ? [""] : wrapLine(line)));
}

function underline(lines: string[]): string {
  return "=".repeat(Math.min(TEXT_WIDTH, Math.max(...lines.map(displayLength))));
}

/**
 * The plain-text part, made from the same content as the HTML (never by stripping it): the heading
 * underlined, paragraphs wrapped between words, the action as "Label:" with its address on the
 * next line, one empty line between blocks and a short footer.
 */
export function renderText(content: MailContent, lang: Language): string {
  const heading = wrapParagraph(content.heading);
  const blocks: string[][] = [[...heading, underline(heading)], ...content.paragraphs.map(wrapParagraph)];
  if (content.action) blocks.push(wrapLine(`${LAYOUT_PHRASES[lang].actionLabel(content.action.label)} ${content.action.url}`));
  if (content.note) blocks.push(wrapParagraph(content.note));
  blocks.push(wrapParagraph(`— ${LAYOUT_PHRASES[lang].footer}`));
  return `${blocks
    .filter((block) => block.length > 0)
    .map((block) => block.join("\n"))
    .join("\n\n")}\n`;
}
