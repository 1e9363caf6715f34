import "../../../test/dom-cleanup.ts";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Image } from "./image.tsx";
import { readImageMetadata } from "./image-metadata.ts";

describe("Image", () => {
  it("goes from loading to loaded, lazily", () => {
    const onStateChange = vi.fn();
    render(<Image src="/seal.png" alt="Company seal" onStateChange={onStateChange} />);
    const image = screen.getByRole("img", { name: "Company seal" });
    expect(image.dataset.state).toBe("loading");
    expect(image.getAttribute("loading")).toBe("lazy");
    fireEvent.load(image);
    expect(screen.getByRole("img", { name: "Company seal" }).dataset.state).toBe("loaded");
    expect(onStateChange).toHaveBeenCalledWith("loaded");
  });

  it("shows the fallback when the image fails", () => {
    render(<Image src="/missing.png" alt="Signature" fallback="No image" />);
    fireEvent.error(screen.getByRole("img", { name: "Signature" }));
    const placeholder = screen.getByRole("img", { name: "Signature" });
    expect(placeholder.dataset.state).toBe("error");
    expect(placeholder.textContent).toBe("No image");
  });
});

describe("image metadata", () => {
  function fakeImage(outcome: "load" | "error", width = 0, height = 0) {
    const image = { onload: null as null | (() => void), onerror: null as null | (() => void), naturalWidth: width, naturalHeight: height };
    Object.defineProperty(image, "src", { set: () => queueMicrotask(() => (outcome === "load" ? image.onload?.() : image.onerror?.())) });
    return () => image as unknown as HTMLImageElement;
  }

  it("reads width, height and ratio", async () => {
    await expect(readImageMetadata("/a.png", fakeImage("load", 300, 140))).resolves.toEqual({ width: 300, height: 140, ratio: 300 / 140 });
  });

  it("is 0 by 0 with ratio 0 when the image cannot be read", async () => {
    await expect(readImageMetadata("/broken.png", fakeImage("error"))).resolves.toEqual({ width: 0, height: 0, ratio: 0 });
  });
});
