// The shapes the appearance files pass each other, apart so that neither imports the other.

/** A rectangle on a PDF page, in points, origin bottom-left as in PDF. */
export interface AppearanceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A decoded signature image: straight (not premultiplied) RGBA, 4 bytes a pixel, rows without padding. */
export interface AppearanceImage {
  width: number;
  height: number;
  rgba: Uint8Array;
}
