import { DEFAULT_PAGE_RENDER_SCALE } from "@paraph/contracts";

export interface PageSize {
  /** In PDF points, as displayed (rotation applied). */
  width: number;
  height: number;
}

/** Zoom relative to "fit to width"; 1 is the starting level. */
export const ZOOM_LEVELS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const DEFAULT_ZOOM_INDEX = ZOOM_LEVELS.indexOf(1);

/** The API renders pages from 10 % to 400 %. */
export const MIN_RENDER_SCALE = 10;
export const MAX_RENDER_SCALE = 400;
/** Render scales are rounded up to this step so that resizing the window does not fetch every page again per pixel. */
const RENDER_SCALE_STEP = 5;
/** At "fit to width" a page is never drawn larger than 1.5 CSS pixels a point, so a wide screen does not show a poster. */
const MAX_FIT_SCALE = 1.5;
/** Used before the viewer has been measured (and where layout cannot be measured). */
export const FALLBACK_WIDTH = 800;

/** CSS pixels per PDF point at which the widest page fits the available width. */
export function computeFitScale(availableWidth: number, pages: readonly PageSize[]): number {
  const widest = Math.max(...pages.map((page) => page.width), 1);
  const width = availableWidth > 0 ? availableWidth : FALLBACK_WIDTH;
  return Math.min(width / widest, MAX_FIT_SCALE);
}

/**
 * The `?scale=` that makes the image as many pixels wide as the page is shown on this screen
 * (displayed width × device pixel ratio), within what the API renders.
 */
export function computeRenderScale(displayScale: number, pixelRatio: number): number {
  const exact = displayScale * pixelRatio * DEFAULT_PAGE_RENDER_SCALE;
  const stepped = Math.ceil(exact / RENDER_SCALE_STEP) * RENDER_SCALE_STEP;
  return Math.min(MAX_RENDER_SCALE, Math.max(MIN_RENDER_SCALE, stepped));
}

export function clampPageNumber(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(Math.round(page), 1), Math.max(pageCount, 1));
}
