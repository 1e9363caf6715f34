import * as mupdf from "mupdf";

/**
 * Every page of a PDF drawn by mupdf at the given resolution (72 dpi: one pixel per point), as
 * RGB pixels, for tests that compare how two files look. Runs in the test's own thread.
 */
export function renderEveryPage(bytes: Uint8Array, dpi = 72): Buffer[] {
  const document = mupdf.Document.openDocument(bytes, "application/pdf");
  const zoom = dpi / 72;
  const pages: Buffer[] = [];
  try {
    for (let index = 0; index < document.countPages(); index += 1) {
      const page = document.loadPage(index);
      const pixmap = page.toPixmap(mupdf.Matrix.scale(zoom, zoom), mupdf.ColorSpace.DeviceRGB, false, true);
      pages.push(Buffer.from(pixmap.getPixels()));
      pixmap.destroy();
      page.destroy();
    }
  } finally {
    document.destroy();
  }
  return pages;
}
