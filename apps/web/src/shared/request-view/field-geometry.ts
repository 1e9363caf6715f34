import type { SignatureField } from "@paraph/contracts";

/** A page's size in PDF points, as displayed (rotation applied). */
export interface PageSize {
  width: number;
  height: number;
}

/** The smallest field the API accepts (contracts: width ≥ 20, height ≥ 10 points). */
export const MIN_FIELD = { width: 20, height: 10 } as const;
/** A new field: the proportions of a visual signature (300 × 140), at half its size in points. */
export const NEW_FIELD = { width: 150, height: 70 } as const;

export type FieldBox = Pick<SignatureField, "x" | "y" | "width" | "height">;

/** Points are what the server stores; pixels are what the page shows at `scale` pixels per point. */
export const toPixels = (points: number, scale: number) => points * scale;
export const toPoints = (pixels: number, scale: number) => pixels / scale;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Keeps a field on its page and at least the minimum size: the API refuses a field that reaches
 * past the page edge (field_invalid), so the editor never produces one.
 */
export function clampField(box: FieldBox, page: PageSize): FieldBox {
  const width = Math.min(page.width, Math.max(MIN_FIELD.width, box.width));
  const height = Math.min(page.height, Math.max(MIN_FIELD.height, box.height));
  const x = Math.min(page.width - width, Math.max(0, box.x));
  const y = Math.min(page.height - height, Math.max(0, box.y));
  return { x: round(x), y: round(y), width: round(width), height: round(height) };
}

/** A new field (a signature field unless another size is given) centred where it was dropped; `offsetPx` is the drop point inside the page image. */
export function fieldAtDrop(offsetPx: { x: number; y: number }, scale: number, page: PageSize, fieldSize: { width: number; height: number } = NEW_FIELD): FieldBox {
  const size = { width: Math.min(fieldSize.width, page.width), height: Math.min(fieldSize.height, page.height) };
  return clampField(
    { x: toPoints(offsetPx.x, scale) - size.width / 2, y: toPoints(offsetPx.y, scale) - size.height / 2, ...size },
    page,
  );
}

/** The field moved by a pointer's travel in pixels. */
export function moveField(start: FieldBox, deltaPx: { x: number; y: number }, scale: number, page: PageSize): FieldBox {
  return clampField({ ...start, x: start.x + toPoints(deltaPx.x, scale), y: start.y + toPoints(deltaPx.y, scale) }, page);
}

/** The field resized from its bottom-right corner by a pointer's travel in pixels. */
export function resizeField(start: FieldBox, deltaPx: { x: number; y: number }, scale: number, page: PageSize): FieldBox {
  const width = Math.min(page.width - start.x, Math.max(MIN_FIELD.width, start.width + toPoints(deltaPx.x, scale)));
  const height = Math.min(page.height - start.y, Math.max(MIN_FIELD.height, start.height + toPoints(deltaPx.y, scale)));
  return clampField({ ...start, width, height }, page);
}

/** A field's place on the displayed page image, in pixels. */
export function fieldToPixels(box: FieldBox, scale: number) {
  return { left: toPixels(box.x, scale), top: toPixels(box.y, scale), width: toPixels(box.width, scale), height: toPixels(box.height, scale) };
}
