import type { PdfObjectReader } from "./object-reader.ts";
import { isDict, nameOf, numberOf, type PdfDict, type PdfRef, type PdfValue, unavailable } from "./pdf-values.ts";

/** Page trees nested deeper than this are left to the full parser (and its nesting limit). */
const MAX_TREE_DEPTH = 64;

/**
 * The page at `pageIndex` (0-based), found by descending the page tree by each node's /Count:
 * only the nodes on the way and the siblings before them are read, never every page.
 */
export function findPage(reader: PdfObjectReader, catalog: PdfDict, pageIndex: number): { reference: PdfRef; page: PdfDict } {
  let node: PdfValue | undefined = catalog.entries.get("Pages");
  let remaining = pageIndex;
  for (let depth = 0; depth < MAX_TREE_DEPTH; depth += 1) {
    if (node?.type !== "ref") return unavailable("a page tree node that is not an indirect object");
    const resolved = reader.resolve(node);
    if (!isDict(resolved)) return unavailable("a page tree node that is no dictionary");
    const kids = reader.resolve(resolved.entries.get("Kids"));
    if (nameOf(resolved.entries.get("Type")) === "Page" || kids === undefined) {
      if (remaining !== 0) return unavailable("the page tree has fewer pages than its counts say");
      return { reference: node, page: resolved };
    }
    if (kids.type !== "array") return unavailable("page tree /Kids that is no array");
    let child: PdfValue | undefined;
    for (const kid of kids.items) {
      const kidNode = reader.resolve(kid);
      if (!isDict(kidNode)) return unavailable("a page tree kid that is no dictionary");
      const isLeaf = nameOf(kidNode.entries.get("Type")) === "Page" || !kidNode.entries.has("Kids");
      const count = isLeaf ? 1 : numberOf(reader.resolve(kidNode.entries.get("Count")));
      if (count === undefined || !Number.isInteger(count) || count < 0) return unavailable("a page tree node without a usable /Count");
      if (remaining < count) {
        child = kid;
        break;
      }
      remaining -= count;
    }
    if (!child) return unavailable(`no page ${pageIndex + 1}`);
    node = child;
  }
  return unavailable("a page tree nested too deep");
}
