import "../../../test/dom-cleanup.ts";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SnackbarProvider, useSnackbar } from "./snackbar-context.tsx";
import type { SnackbarInput } from "./snackbar-types.ts";

function Trigger({ input }: { input: SnackbarInput }) {
  const snackbar = useSnackbar();
  return (
    <button type="button" onClick={() => snackbar.show(input)}>
      show
    </button>
  );
}

function showSnackbar(input: SnackbarInput) {
  render(
    <SnackbarProvider closeLabel="Close">
      <Trigger input={input} />
    </SnackbarProvider>,
  );
  fireEvent.click(screen.getByText("show"));
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("snackbar", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("disappears after 3000 ms by default", () => {
    showSnackbar({ message: "Saved" });
    advance(2999);
    expect(screen.getByText("Saved")).toBeTruthy();
    advance(1);
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("keeps a -1 message until it is closed", () => {
    showSnackbar({ message: "Stays", duration: -1 });
    advance(60 * 60 * 1000);
    expect(screen.getByText("Stays")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Stays")).toBeNull();
  });

  it("pauses while hovered and restarts the full time on leaving", () => {
    showSnackbar({ message: "Hover me" });
    advance(2000);
    fireEvent.mouseEnter(screen.getByTestId("snackbar"));
    advance(10_000);
    expect(screen.getByText("Hover me")).toBeTruthy();
    fireEvent.mouseLeave(screen.getByTestId("snackbar"));
    advance(2999);
    expect(screen.getByText("Hover me")).toBeTruthy();
    advance(1);
    expect(screen.queryByText("Hover me")).toBeNull();
  });

  it("runs the action and closes", () => {
    const handler = vi.fn();
    showSnackbar({ message: "Deleted", duration: -1, action: { text: "Undo", handler } });
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Deleted")).toBeNull();
  });

  it("offers no close button when not dismissible", () => {
    showSnackbar({ message: "Important", dismissible: false, duration: -1 });
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });

  it("closes on a vertical swipe of more than 50 px, not less", () => {
    showSnackbar({ message: "Swipe", duration: -1 });
    const snackbar = screen.getByTestId("snackbar");
    fireEvent.pointerDown(snackbar, { clientY: 100 });
    fireEvent.pointerMove(snackbar, { clientY: 150 });
    fireEvent.pointerUp(snackbar, { clientY: 150 });
    expect(screen.getByText("Swipe")).toBeTruthy();
    fireEvent.pointerDown(snackbar, { clientY: 100 });
    fireEvent.pointerMove(snackbar, { clientY: 49 });
    expect(screen.queryByText("Swipe")).toBeNull();
  });
});
