import { describe, expect, it } from "vitest";
import { findFreeSpot } from "./free-spot.ts";

const page = { width: 595, height: 842 };
const box = (x: number, y: number) => ({ x, y, width: 150, height: 70 });
const overlap = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("findFreeSpot", () => {
  it("keeps the wanted place when it is free", () => {
    expect(findFreeSpot(box(100, 100), [box(400, 600)], page)).toEqual(box(100, 100));
  });

  it("moves a field dropped on another one to the free place right of it", () => {
    const spot = findFreeSpot(box(222.5, 386), [box(222.5, 386)], page);
    expect(overlap(spot, box(222.5, 386))).toBe(false);
    expect(spot.y).toBeLessThan(386 + 70);
    expect(spot.x).toBeGreaterThan(222.5);
  });

  it("fills a page of fields without two ever covering each other", () => {
    const taken: ReturnType<typeof box>[] = [];
    for (let index = 0; index < 12; index += 1) {
      const spot = findFreeSpot(box(222.5, 386), taken, page);
      for (const other of taken) expect(overlap(spot, other)).toBe(false);
      expect(spot.x + spot.width).toBeLessThanOrEqual(page.width);
      expect(spot.y + spot.height).toBeLessThanOrEqual(page.height);
      taken.push(spot);
    }
  });

  it("leaves the field where it was wanted when the page has no room left", () => {
    const small = { width: 150, height: 70 };
    expect(findFreeSpot(box(0, 0), [box(0, 0)], small)).toEqual(box(0, 0));
  });
});
