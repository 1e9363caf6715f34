import "../../../test/dom-cleanup.ts";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button.tsx";

describe("Button", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("defaults to info for primary and secondary, grey for text", () => {
    render(
      <>
        <Button>Primary</Button>
        <Button kind="secondary">Secondary</Button>
        <Button kind="text">Text</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Primary" }).dataset.color).toBe("info");
    expect(screen.getByRole("button", { name: "Secondary" }).dataset.color).toBe("info");
    expect(screen.getByRole("button", { name: "Text" }).dataset.color).toBe("grey");
  });

  it("takes a signature-level colour and a size", () => {
    render(
      <Button color="qes" size="xl">
        Sign with QES
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Sign with QES" });
    expect(button.dataset.color).toBe("qes");
    expect(button.dataset.size).toBe("xl");
  });

  it("is busy and cannot be pressed again while loading", () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("waits 80 ms before the ripple on touch, and none when the finger moves", () => {
    const { container } = render(<Button>Touch</Button>);
    const button = screen.getByRole("button", { name: "Touch" });
    fireEvent.pointerDown(button, { pointerType: "touch", clientX: 5, clientY: 5 });
    act(() => vi.advanceTimersByTime(79));
    expect(container.querySelectorAll("button > span[aria-hidden='true']").length).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelectorAll("button > span[aria-hidden='true']").length).toBe(1);

    fireEvent.pointerDown(button, { pointerType: "touch", clientX: 5, clientY: 5 });
    fireEvent.pointerMove(button, { pointerType: "touch", clientX: 5, clientY: 30 });
    act(() => vi.advanceTimersByTime(200));
    expect(container.querySelectorAll("button > span[aria-hidden='true']").length).toBe(1);
  });
});
