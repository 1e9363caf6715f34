import { runTool } from "../support/run-tool.ts";
import { fail, pass, type CheckResult } from "./check-result.ts";

/** A signature field as placed: page from 1, position from the page's top-left corner, in points. */
export interface PlacedField {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Word {
  text: string;
  x: number;
  y: number;
  /** The word and where it stands, to a tenth of a point: the same content stream draws it at the same place. */
  key: string;
}

/** Where a word may appear that the original did not have: inside a signature field, give or take its border. */
const FIELD_TOLERANCE = 3;

/** Poppler's words page by page with their boxes (`pdftotext -bbox -cropbox`), top-left origin of the page as displayed (its crop box, as fields are placed). */
async function wordsByPage(file: string): Promise<Word[][]> {
  const { code, stdout, stderr } = await runTool("pdftotext", ["-bbox", "-cropbox", "-enc", "UTF-8", file, "-"]);
  if (code !== 0 && stdout.length === 0) throw new Error(`pdftotext: ${stderr.trim().slice(0, 200)}`);
  return stdout
    .split("<page ")
    .slice(1)
    .map((page) =>
      [...page.matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">(.*?)<\/word>/g)].map((match) => {
        const [x, y, xMax, yMax] = [match[1], match[2], match[3], match[4]].map(Number) as [number, number, number, number];
        const text = match[5] ?? "";
        return { text, x: (x + xMax) / 2, y: (y + yMax) / 2, key: `${text}@${x.toFixed(1)},${y.toFixed(1)},${xMax.toFixed(1)},${yMax.toFixed(1)}` };
      }),
    );
}

function isInsideAField(word: Word, fields: readonly PlacedField[]): boolean {
  return fields.some(
    (field) => word.x >= field.x - FIELD_TOLERANCE && word.x <= field.x + field.width + FIELD_TOLERANCE && word.y >= field.y - FIELD_TOLERANCE && word.y <= field.y + field.height + FIELD_TOLERANCE,
  );
}

/** Words of `signed` beyond those of `original` (counted), or the first original word it lost. */
function compareWords(original: readonly Word[], signed: readonly Word[]): { lost: Word | undefined; added: Word[] } {
  const remaining = new Map<string, number>();
  for (const word of original) remaining.set(word.key, (remaining.get(word.key) ?? 0) + 1);
  const added = signed.filter((word) => {
    const left = remaining.get(word.key) ?? 0;
    remaining.set(word.key, left - 1);
    return left <= 0;
  });
  const lostKey = [...remaining.entries()].find(([, left]) => left > 0)?.[0];
  return { lost: lostKey === undefined ? undefined : original.find((word) => word.key === lostKey), added };
}

/**
 * Signing adds validation data and signature fields, nothing to a page's own text: poppler reads
 * every word of the original at the same place in the signed file, and no word the original did
 * not have. Inside a signature field the appearance draws the signer's name and the time, and
 * poppler may join those glyphs with the page's own words beneath: words there are left out on
 * both sides.
 */
export async function checkPageText(originalFile: string, signedFile: string, fields: readonly PlacedField[]): Promise<CheckResult> {
  const [original, signed] = await Promise.all([wordsByPage(originalFile), wordsByPage(signedFile)]);
  if (original.length !== signed.length) return fail(`${original.length} pages of text before, ${signed.length} after`);
  let wordsInFields = 0;
  for (const [index, words] of original.entries()) {
    const pageFields = fields.filter((field) => field.page === index + 1);
    const outsideFields = (pageWords: readonly Word[]) => pageWords.filter((word) => !isInsideAField(word, pageFields));
    const { lost, added } = compareWords(outsideFields(words), outsideFields(signed[index] ?? []));
    if (lost) return fail(`page ${index + 1} lost the word ${JSON.stringify(lost.text.slice(0, 40))} (${lost.key.split("@")[1]})`);
    if (added[0]) return fail(`page ${index + 1} gained the word ${JSON.stringify(added[0].text.slice(0, 40))} outside the signature fields (${added[0].key.split("@")[1]})`);
    wordsInFields += (signed[index] ?? []).length - outsideFields(signed[index] ?? []).length;
  }
  const wordCount = original.reduce((sum, words) => sum + words.length, 0);
  return pass(`${original.length} pages, ${wordCount} words; unchanged outside the signature fields (${wordsInFields} words inside them)`);
}
