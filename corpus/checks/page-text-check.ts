import { runTool } from "../support/run-tool.ts";
import { fail, pass, type CheckResult } from "./check-result.ts";

/** The text poppler extracts, page by page (pdftotext ends each page with a form feed). */
async function pageTexts(file: string): Promise<string[]> {
  const { code, stdout, stderr } = await runTool("pdftotext", ["-enc", "UTF-8", file, "-"]);
  if (code !== 0 && stdout.length === 0) throw new Error(`pdftotext: ${stderr.trim().slice(0, 200)}`);
  return stdout.split("\f");
}

/** Lines of `original` that `signed` no longer has (counted, so a line that appeared twice must stay twice). */
function missingLines(original: string, signed: string): string[] {
  const available = new Map<string, number>();
  for (const line of signed.split("\n")) available.set(line, (available.get(line) ?? 0) + 1);
  return original.split("\n").filter((line) => {
    const left = available.get(line) ?? 0;
    available.set(line, left - 1);
    return left <= 0;
  });
}

/**
 * Signing adds validation data and signature fields, nothing to a page's own text. poppler's
 * pdftotext also extracts the text a signature appearance draws (the signer's name, the time),
 * so on the pages that carry the fields the original's lines must all still be there and only
 * lines may be added; every other page must read exactly as before.
 */
export async function checkPageText(originalFile: string, signedFile: string, pagesWithFields: readonly number[]): Promise<CheckResult> {
  const [original, signed] = await Promise.all([pageTexts(originalFile), pageTexts(signedFile)]);
  if (original.length !== signed.length) return fail(`${original.length - 1} pages of text before, ${signed.length - 1} after`);
  let addedLines = 0;
  for (const [index, text] of original.entries()) {
    const signedText = signed[index] ?? "";
    if (!pagesWithFields.includes(index + 1)) {
      if (text !== signedText) return fail(`the text of page ${index + 1} differs (no signature field there)`);
      continue;
    }
    const missing = missingLines(text, signedText);
    if (missing.length > 0) return fail(`page ${index + 1} lost ${missing.length} lines, e.g. ${JSON.stringify(missing[0]?.slice(0, 80))}`);
    addedLines += signedText.split("\n").length - text.split("\n").length;
  }
  return pass(`${original.length - 1} pages, ${original.join("").length} characters; ${addedLines} lines of signature appearances added`);
}
