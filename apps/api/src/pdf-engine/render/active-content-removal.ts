import type * as mupdf from "mupdf";
import type { ActiveContentFinding } from "@paraph/contracts";
import type { FindingList } from "./active-content.ts";
import { classifyAsWhole, classifyDictionary } from "./active-content-policy.ts";
import { release, walkEveryObject } from "./pdf-object-walk.ts";
import { hasXfaScript, removeXfa } from "./xfa-forms.ts";

/**
 * Removes what `findActiveContent` finds, in place in an open document, and lists it in
 * `removed`: the cleaned copy an uploader agreed to (docs/SECURITY.md, "Cleaning"). Nothing that
 * draws a page is touched: page content, resources, annotations and their appearances stay, so
 * the pages render the same.
 * What goes:
 * - actions that run, launch, send, load or play, and links to code or to the reader's machine,
 *   wherever they are referred to (/OpenAction, /AA entries, an annotation's /A, /Next chains),
 *   by deleting the reference: the link annotation stays, without its action;
 * - script entries (/JS) and document-level scripts (/Names /JavaScript);
 * - what media annotations play (RichMedia content, movies, sounds, 3D scenes, their actions);
 * - attached programs, from the attachment name tree and from file-attachment annotations;
 * - XFA with scripts, when AcroForm fields stand for the pages.
 * Objects left without a referrer are dropped when the file is written afresh (with garbage
 * collection), so nothing removed survives as an unreferenced object.
 */
export function removeActiveContent(pdf: mupdf.PDFDocument, removed: FindingList): void {
  walkEveryObject(pdf, (container, place) => {
    if (container.isDictionary()) deleteOwnEntries(container, (match) => removed.add(match, place.root));
    detachActiveChildren(pdf, container, place.key, (match) => removed.add(match, place.root));
  });
  if (hasXfaScript(pdf)) {
    removeXfa(pdf);
    removed.add({ kind: "javascript", feature: "XFA script" }, null);
  }
}

type Report = (match: { kind: ActiveContentFinding["kind"]; feature: string }) => void;

/** Script entries and media a dictionary holds itself. */
function deleteOwnEntries(dictionary: mupdf.PDFObject, report: Report): void {
  for (const match of classifyDictionary(dictionary)) {
    if (match.remedy === "detach") continue;
    for (const key of match.remedy.deleteKeys) dictionary.delete(key);
    report(match);
  }
}

/**
 * Removes a container's references to active dictionaries. In a name tree's /Names array the
 * name goes with its value; elsewhere the entry goes.
 */
function detachActiveChildren(pdf: mupdf.PDFDocument, container: mupdf.PDFObject, key: string | number | undefined, report: Report): void {
  const doomed: (string | number)[] = [];
  container.forEach((child, childKey) => {
    const resolved = child.isIndirect() ? child.resolve() : child;
    const match = resolved.isDictionary() ? classifyAsWhole(resolved) : null;
    if (match) {
      doomed.push(childKey);
      report(match);
    }
    if (resolved !== child) release(resolved);
    release(child);
  });
  if (container.isDictionary()) {
    for (const childKey of doomed) container.delete(childKey);
    return;
  }
  const isNameTreeLeaf = key === "Names";
  // From the end, so that the indexes still to delete stay where they were.
  for (const index of (doomed as number[]).sort((a, b) => b - a)) {
    if (isNameTreeLeaf && index % 2 === 1) {
      container.delete(index);
      container.delete(index - 1);
    } else if (key === undefined) {
      // An indirect array of unknown use: its length may matter to its referrer.
      container.put(index, pdf.newNull());
    } else {
      container.delete(index);
    }
  }
}
