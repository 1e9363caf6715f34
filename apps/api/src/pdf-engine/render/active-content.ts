import type * as mupdf from "mupdf";
import type { ActiveContentFinding } from "@paraph/contracts";
import { classifyDictionary, type ActiveContentMatch } from "./active-content-policy.ts";
import { mapObjectsToPages } from "./object-pages.ts";
import { ObjectWalkLimitExceeded, walkEveryObject } from "./pdf-object-walk.ts";
import { hasXfaScript } from "./xfa-forms.ts";

/**
 * Finds what would make a PDF act rather than show: scripts, actions that start programs, send
 * data or open other files, multimedia players, executables inside it (docs/SECURITY.md,
 * "Active content in uploaded PDFs"). A signature covers bytes, and a document that runs code
 * can show something else than what was signed, or attack whoever opens it with Paraph's name
 * on it: the upload refuses such a file unless its uploader agrees to a cleaned copy
 * (`active-content-removal.ts`). Runs in the PDF worker threads (mupdf).
 */

/** At most this many findings are listed; a file with more has them all removed all the same. */
export const MAX_LISTED_FINDINGS = 100;

/**
 * Collects findings once each (the same kind and feature on the same page counts once). Which
 * page an object belongs to is worked out at the first finding: most files have none, and a
 * long document's page walk is then saved.
 */
export class FindingList {
  private readonly byKey = new Map<string, ActiveContentFinding>();
  private pages: Map<number, number> | undefined;

  constructor(private readonly mapPages: () => Map<number, number>) {}

  add(match: Pick<ActiveContentMatch, "kind" | "feature">, root: number | null): void {
    this.pages ??= this.mapPages();
    const page = root === null ? null : (this.pages.get(root) ?? null);
    const key = `${match.kind}|${page ?? ""}|${match.feature}`;
    if (!this.byKey.has(key) && this.byKey.size < MAX_LISTED_FINDINGS) this.byKey.set(key, { kind: match.kind, page, feature: match.feature });
  }

  get all(): ActiveContentFinding[] {
    return [...this.byKey.values()].sort((a, b) => (a.page ?? 0) - (b.page ?? 0));
  }
}

/** Everything active in the document, each with its page where it belongs to one; empty when there is none. */
export function findActiveContent(pdf: mupdf.PDFDocument): ActiveContentFinding[] {
  const found = new FindingList(() => mapObjectsToPages(pdf));
  try {
    walkEveryObject(pdf, (container, place) => {
      if (!container.isDictionary()) return;
      for (const match of classifyDictionary(container)) found.add(match, place.root);
    });
    if (hasXfaScript(pdf)) found.add({ kind: "javascript", feature: "XFA script" }, null);
  } catch (error) {
    if (!(error instanceof ObjectWalkLimitExceeded)) throw error;
    found.add({ kind: "too_complex_to_check", feature: error.message }, null);
  }
  return found.all;
}
