import { rgb, type PDFPage } from "@cantoo/pdf-lib";
import QRCode from "qrcode";
import type { AppearanceBox } from "./appearance-types.ts";

/** Light modules around the code so scanners find its edges; 2 instead of the nominal 4 to save room. */
const QUIET_ZONE_MODULES = 2;

/**
 * Draws a QR code as vector rectangles (sharp at any zoom, no image to embed) filling a square
 * box, on a white ground that includes the quiet zone.
 */
export function drawQrCode(page: PDFPage, box: AppearanceBox, text: string): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = qr.modules.size;
  const side = Math.min(box.width, box.height);
  const moduleSize = side / (count + 2 * QUIET_ZONE_MODULES);
  page.drawRectangle({ x: box.x, y: box.y, width: side, height: side, color: rgb(1, 1, 1) });
  // One path for all dark modules, one run per rectangle: a single fill leaves no hairline
  // seams between neighbouring modules when a renderer anti-aliases (separate rectangles do).
  let path = "";
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!qr.modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && qr.modules.get(row, column)) column += 1;
      path += `M${start} ${row}h${column - start}v1h${start - column}z`;
    }
  }
  // SVG paths run downwards from (x, y): start at the top-left corner inside the quiet zone.
  page.drawSvgPath(path, {
    x: box.x + QUIET_ZONE_MODULES * moduleSize,
    y: box.y + side - QUIET_ZONE_MODULES * moduleSize,
    scale: moduleSize,
    color: rgb(0, 0, 0),
  });
}
