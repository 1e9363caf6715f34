import { BUSINESS_LOGO } from "@paraph/contracts";

/** The part of the source image that is kept: x, y, width and height in source pixels. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The logo's shape (width : height) that mails and the direct-sign header show. */
export const LOGO_ASPECT = BUSINESS_LOGO.aspectWidth / BUSINESS_LOGO.aspectHeight;

/**
 * The largest area of the logo's shape inside a `width` × `height` image. `position` (0 to 100)
 * slides it along the side that is too long: 0 keeps the left or top, 100 the right or bottom.
 */
export function logoCropArea(width: number, height: number, position: number): CropArea {
  const share = Math.min(100, Math.max(0, position)) / 100;
  if (width / height > LOGO_ASPECT) {
    const cropWidth = Math.round(height * LOGO_ASPECT);
    return { x: Math.round((width - cropWidth) * share), y: 0, width: cropWidth, height };
  }
  const cropHeight = Math.round(width / LOGO_ASPECT);
  return { x: 0, y: Math.round((height - cropHeight) * share), width, height: cropHeight };
}

/** The size the cropped logo is uploaded at: the stored size at most, never enlarged. */
export function logoOutputSize(area: CropArea): { width: number; height: number } {
  const scale = Math.min(1, BUSINESS_LOGO.maxStoredWidth / area.width, BUSINESS_LOGO.maxStoredHeight / area.height);
  return { width: Math.max(1, Math.round(area.width * scale)), height: Math.max(1, Math.round(area.height * scale)) };
}

/** Whether the crop slides left–right (a wide image) rather than up–down. */
export function cropsHorizontally(width: number, height: number): boolean {
  return width / height > LOGO_ASPECT;
}

/** Draws the cropped area onto the canvas at the upload size (where the browser can draw at all). */
export function drawLogoCrop(canvas: HTMLCanvasElement, image: CanvasImageSource, area: CropArea): void {
  const size = logoOutputSize(area);
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) return;
  context.clearRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = "high";
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
}

/** The canvas as a PNG file to upload. */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The image could not be made"))), "image/png"));
}
