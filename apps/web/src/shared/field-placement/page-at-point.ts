import type { PageSize } from "../request-view/field-geometry.ts";
import type { PlacementDocument } from "./placement-types.ts";

/** A page under the pointer: its document, its number and size, the point on it in pixels, and the pixels a point. */
export interface PagePoint {
  documentId: string;
  pageNumber: number;
  pageSize: PageSize;
  offsetPx: { x: number; y: number };
  scale: number;
}

/** The page (a field layer marked `data-page-drop`) of one of these documents under a point of the window, if any. */
export function pageAtPoint(documents: readonly PlacementDocument[], clientX: number, clientY: number): PagePoint | null {
  const target = document.elementFromPoint(clientX, clientY)?.closest<HTMLElement>("[data-page-drop]");
  const owner = documents.find((candidate) => candidate.id === target?.dataset.documentId);
  const page = owner?.pages.find((candidate) => candidate.number === Number(target?.dataset.pageNumber));
  if (!target || !owner || !page) return null;
  const rect = target.getBoundingClientRect();
  return {
    documentId: owner.id,
    pageNumber: page.number,
    pageSize: { width: page.width, height: page.height },
    offsetPx: { x: clientX - rect.left, y: clientY - rect.top },
    scale: rect.width / page.width,
  };
}
