import { describe, expect, it } from "vitest";
import { toPdfRect } from "./field-geometry.ts";

/** Where a point of the displayed page lies in the page's own PDF space, per /Rotate (clockwise). */
function displayedToPdf(u: number, v: number, rotation: number, unrotated: { width: number; height: number }) {
  switch (rotation) {
    case 90:
      return { x: v, y: u };
    case 180:
      return { x: unrotated.width - u, y: v };
    case 270:
      return { x: unrotated.width - v, y: unrotated.height - u };
    default:
      return { x: u, y: unrotated.height - v };
  }
}

describe("signature fields placed on the displayed page", () => {
  const unrotated = { width: 600, height: 800 };
  const field = { document_id: "d", page: 1, x: 50, y: 100, width: 200, height: 80 };

  it.each([0, 90, 180, 270])("land on the same spot of a page rotated by %i degrees", (rotation) => {
    const displayed = rotation === 90 || rotation === 270 ? { width: unrotated.height, height: unrotated.width } : unrotated;
    const rect = toPdfRect(field, { ...displayed, rotation });
    // The two opposite corners of the displayed field must be corners of the PDF rectangle.
    const corners = [displayedToPdf(field.x, field.y, rotation, unrotated), displayedToPdf(field.x + field.width, field.y + field.height, rotation, unrotated)];
    const xs = corners.map((corner) => corner.x).sort((a, b) => a - b);
    const ys = corners.map((corner) => corner.y).sort((a, b) => a - b);
    expect(rect).toEqual({ x: xs[0], y: ys[0], width: (xs[1] ?? 0) - (xs[0] ?? 0), height: (ys[1] ?? 0) - (ys[0] ?? 0) });
  });
});

describe("signature fields on a page cropped from a larger one", () => {
  it("land from the crop box's corner, where the viewer's page begins, at every rotation", () => {
    const field = { document_id: "d", page: 1, x: 50, y: 100, width: 200, height: 80 };
    for (const rotation of [0, 90, 180, 270]) {
      const page = { width: 600, height: 800, rotation };
      const uncropped = toPdfRect(field, page);
      expect(toPdfRect(field, { ...page, originX: 36, originY: 72 })).toEqual({ ...uncropped, x: uncropped.x + 36, y: uncropped.y + 72 });
    }
  });
});
