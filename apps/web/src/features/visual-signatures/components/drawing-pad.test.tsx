import "../../../test/dom-cleanup.ts";
import { createRef } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadFeatureStrings } from "../../../shared/i18n/feature-strings.ts";
import { createI18n } from "../../../shared/i18n/i18n.ts";
import { STRINGS } from "../../../app/i18n/catalogue.ts";
import { DrawingPad, type DrawingPadHandle } from "./drawing-pad.tsx";

// The test DOM cannot draw: a recording 2D context stands in, and toBlob answers a PNG.
const strokes: Array<{ op: string; args: number[] }> = [];
beforeEach(() => {
  strokes.length = 0;
  const context = new Proxy(
    {},
    {
      get: (_target, property) =>
        typeof property === "string" && ["beginPath", "moveTo", "lineTo", "stroke", "arc", "fill", "clearRect"].includes(property)
          ? (...args: number[]) => strokes.push({ op: property, args })
          : undefined,
      set: () => true,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (callback: BlobCallback, type?: string) {
    callback(new Blob([new Uint8Array([137, 80, 78, 71])], { type: type ?? "image/png" }));
  });
  vi.spyOn(HTMLCanvasElement.prototype, "getBoundingClientRect").mockReturnValue({ left: 0, top: 0, width: 450, height: 180, right: 450, bottom: 180, x: 0, y: 0, toJSON: () => ({}) });
});
afterEach(() => vi.restoreAllMocks());

async function renderPad() {
  const i18n = await createI18n(STRINGS, "en-gb");
  await loadFeatureStrings(["visual_signatures"]);
  const pad = createRef<DrawingPadHandle>();
  const onDrawnChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <DrawingPad ref={pad} onDrawnChange={onDrawnChange} />
    </I18nextProvider>,
  );
  return { pad, onDrawnChange, canvas: screen.getByRole("img", { name: "Drawing area for your signature" }) };
}

describe("DrawingPad", () => {
  it("exports nothing until something is drawn", async () => {
    const { pad } = await renderPad();
    await expect(pad.current!.exportPng()).resolves.toBeNull();
  });

  it("draws the pointer's path in canvas pixels and exports it as a PNG", async () => {
    const { pad, canvas, onDrawnChange } = await renderPad();
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 20, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 100, clientY: 60, pointerId: 1 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    // Moving without a pressed pointer draws nothing.
    fireEvent.pointerMove(canvas, { clientX: 200, clientY: 90, pointerId: 1 });

    expect(onDrawnChange).toHaveBeenCalledWith(true);
    // The canvas is 900 px wide shown at 450 CSS px: every coordinate is doubled.
    expect(strokes.filter((entry) => entry.op === "lineTo")).toEqual([{ op: "lineTo", args: [200, 120] }]);
    expect(strokes.find((entry) => entry.op === "moveTo")?.args).toEqual([20, 40]);
    const png = await pad.current!.exportPng();
    expect(png?.type).toBe("image/png");
    expect(png?.size).toBe(4);
  });

  it("clears the drawing", async () => {
    const { pad, canvas, onDrawnChange } = await renderPad();
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 20, pointerId: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(onDrawnChange).toHaveBeenLastCalledWith(false);
    expect(strokes.at(-1)?.op).toBe("clearRect");
    await expect(pad.current!.exportPng()).resolves.toBeNull();
  });
});
