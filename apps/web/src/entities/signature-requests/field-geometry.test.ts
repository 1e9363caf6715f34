import { describe, expect, it } from "vitest";
import { clampField, fieldAtDrop, fieldToPixels, moveField, resizeField, toPixels, toPoints } from "./field-geometry.ts";

const A4 = { width: 595, height: 842 };

describe("field geometry", () => {
  it("converts between pixels and points at a display scale", () => {
    expect(toPixels(100, 1.5)).toBe(150);
    expect(toPoints(150, 1.5)).toBe(100);
    expect(fieldToPixels({ x: 10, y: 20, width: 150, height: 70 }, 2)).toEqual({ left: 20, top: 40, width: 300, height: 140 });
  });

  it("centres a dropped field on the drop point, in points", () => {
    // Dropped at 300 × 400 px on a page shown at 2 px per point: the centre is at 150 × 200 pt.
    expect(fieldAtDrop({ x: 300, y: 400 }, 2, A4)).toEqual({ x: 75, y: 165, width: 150, height: 70 });
  });

  it("keeps a field dropped at the corner inside the page", () => {
    expect(fieldAtDrop({ x: 0, y: 0 }, 1, A4)).toEqual({ x: 0, y: 0, width: 150, height: 70 });
    expect(fieldAtDrop({ x: 595, y: 842 }, 1, A4)).toEqual({ x: 445, y: 772, width: 150, height: 70 });
  });

  it("moves by the pointer's travel divided by the scale, stopping at the edges", () => {
    const start = { x: 100, y: 100, width: 150, height: 70 };
    expect(moveField(start, { x: 50, y: -20 }, 0.5, A4)).toEqual({ x: 200, y: 60, width: 150, height: 70 });
    expect(moveField(start, { x: 5000, y: 5000 }, 1, A4)).toEqual({ x: 445, y: 772, width: 150, height: 70 });
    expect(moveField(start, { x: -5000, y: -5000 }, 1, A4)).toEqual({ x: 0, y: 0, width: 150, height: 70 });
  });

  it("resizes from the corner without going under 20 × 10 points or past the page", () => {
    const start = { x: 500, y: 100, width: 50, height: 40 };
    expect(resizeField(start, { x: -200, y: -200 }, 1, A4)).toEqual({ x: 500, y: 100, width: 20, height: 10 });
    expect(resizeField(start, { x: 400, y: 30 }, 1, A4)).toEqual({ x: 500, y: 100, width: 95, height: 70 });
  });

  it("clamps what the API would refuse", () => {
    expect(clampField({ x: -3, y: 900, width: 5, height: 2 }, A4)).toEqual({ x: 0, y: 832, width: 20, height: 10 });
  });
});
