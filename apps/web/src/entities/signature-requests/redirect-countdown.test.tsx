import "../../test/dom-cleanup.ts";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadFeatureStrings } from "../../shared/i18n/feature-strings.ts";
import { createI18n } from "../../shared/i18n/i18n.ts";
import { STRINGS } from "../../app/i18n/catalogue.ts";
import { RedirectCountdown } from "./redirect-countdown.tsx";

const redirect = { url: "https://shop.example/done", reason: "exit" as const };

async function show(seconds: number) {
  const leave = vi.fn();
  const i18n = await createI18n(STRINGS, "en-gb");
  await loadFeatureStrings(["signature_requests"]);
  render(
    <I18nextProvider i18n={i18n}>
      <RedirectCountdown redirect={redirect} seconds={seconds} leave={leave} />
    </I18nextProvider>,
  );
  return leave;
}

/** Lets seconds pass one at a time, as each second's timer is set after the previous render. */
function passSeconds(count: number) {
  for (let second = 0; second < count; second += 1) act(() => vi.advanceTimersByTime(1000));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("redirect countdown", () => {
  it("counts down visibly, second by second, then leaves to the URL", async () => {
    const leave = await show(10);
    expect(screen.getByText("You will be taken to shop.example in 10 seconds.")).toBeTruthy();
    passSeconds(3);
    expect(screen.getByText("You will be taken to shop.example in 7 seconds.")).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    passSeconds(7);
    expect(leave).toHaveBeenCalledWith("https://shop.example/done");
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it("leaves at once, without a countdown, when the timeout is 0", async () => {
    const leave = await show(0);
    expect(leave).toHaveBeenCalledWith("https://shop.example/done");
    expect(screen.queryByText(/You will be taken/)).toBeNull();
  });

  it("stays when asked, and goes at once when asked", async () => {
    const leave = await show(45);
    fireEvent.click(screen.getByRole("button", { name: "Stay here" }));
    passSeconds(60);
    expect(leave).not.toHaveBeenCalled();
    expect(screen.queryByText(/You will be taken/)).toBeNull();
  });

  it("goes now with the button", async () => {
    const leave = await show(45);
    fireEvent.click(screen.getByRole("button", { name: "Go now" }));
    expect(leave).toHaveBeenCalledWith("https://shop.example/done");
  });
});
