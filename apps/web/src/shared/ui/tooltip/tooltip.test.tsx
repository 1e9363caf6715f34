import "../../../test/dom-cleanup.ts";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip } from "./tooltip.tsx";

describe("Tooltip", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows 150 ms after focus, describes its trigger and hides on blur", () => {
    render(
      <Tooltip text="Qualified electronic signature">
        <button type="button">QES</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button", { name: "QES" });
    const tooltip = screen.getByText("Qualified electronic signature");
    expect(trigger.getAttribute("aria-describedby")).toBe(tooltip.id);
    fireEvent.focus(trigger);
    act(() => vi.advanceTimersByTime(149));
    expect(tooltip.hidden).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(tooltip.hidden).toBe(false);
    fireEvent.blur(trigger);
    expect(tooltip.hidden).toBe(true);
  });
});
