import type { PageInfo, StoredSignatureField } from "../../platform/db/schema.ts";

/**
 * Converts a field placed on the page as displayed (points from the top-left corner, the way
 * the web app places it) into the page's own PDF user space (origin bottom-left, before the
 * page's /Rotate), so the widget lands where the signer saw it. A page cropped from a larger one
 * shows its user space from the crop box's corner on, not from 0 0.
 */
export function toPdfRect(field: StoredSignatureField, page: PageInfo): { x: number; y: number; width: number; height: number } {
  const rect = toVisiblePageRect(field, page);
  return { ...rect, x: rect.x + (page.originX ?? 0), y: rect.y + (page.originY ?? 0) };
}

/** The same rectangle measured from the visible page's lower-left corner. */
function toVisiblePageRect(field: StoredSignatureField, page: PageInfo): { x: number; y: number; width: number; height: number } {
  const { x, y, width, height } = field;
  switch (page.rotation) {
    case 90:
      // Displayed width is the page's height: display x runs along page y, display y along page x.
      return { x: y, y: x, width: height, height: width };
    case 180:
      return { x: page.width - x - width, y: y, width, height };
    case 270:
      return { x: page.height - y - height, y: page.width - x - width, width: height, height: width };
    default:
      return { x, y: page.height - y - height, width, height };
  }
}
