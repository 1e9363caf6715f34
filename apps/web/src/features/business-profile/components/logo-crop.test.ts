import { describe, expect, it } from "vitest";
import { BUSINESS_LOGO } from "@paraph/contracts";
import { cropsHorizontally, logoCropArea, logoOutputSize } from "./logo-crop.ts";

describe("cropping the logo to the shape mails and the direct-sign header show", () => {
  it("keeps the whole height of a wide image and slides along its width", () => {
    expect(cropsHorizontally(1000, 100)).toBe(true);
    expect(logoCropArea(1000, 100, 0)).toEqual({ x: 0, y: 0, width: 300, height: 100 });
    expect(logoCropArea(1000, 100, 50)).toEqual({ x: 350, y: 0, width: 300, height: 100 });
    expect(logoCropArea(1000, 100, 100)).toEqual({ x: 700, y: 0, width: 300, height: 100 });
  });

  it("keeps the whole width of a square image and slides along its height, clamping the position", () => {
    expect(cropsHorizontally(600, 600)).toBe(false);
    expect(logoCropArea(600, 600, 50)).toEqual({ x: 0, y: 200, width: 600, height: 200 });
    expect(logoCropArea(600, 600, 250)).toEqual({ x: 0, y: 400, width: 600, height: 200 });
    expect(logoCropArea(600, 600, -5)).toEqual({ x: 0, y: 0, width: 600, height: 200 });
  });

  it("uploads at the stored size at most and never enlarges a small logo", () => {
    expect(logoOutputSize({ x: 0, y: 0, width: 3000, height: 1000 })).toEqual({ width: BUSINESS_LOGO.maxStoredWidth, height: BUSINESS_LOGO.maxStoredHeight });
    expect(logoOutputSize({ x: 0, y: 0, width: 150, height: 50 })).toEqual({ width: 150, height: 50 });
  });
});
