import { afterEach, describe, expect, it, vi } from "vitest";
import type { SignerStatus } from "@paraph/contracts";
import { pollSignatureState } from "./poll-signature-state.ts";

afterEach(() => {
  vi.useRealTimers();
});

/** A reader answering the given states in turn (the last one again when they run out). */
function statesInTurn(...states: SignerStatus[]) {
  return vi.fn(async () => (states.length > 1 ? states.shift() : states[0]) ?? "open");
}

describe("polling the signature state (spec §4)", () => {
  it("looks at once, then every 5 seconds while the state is open, and stops at the first other state", async () => {
    vi.useFakeTimers();
    const read = statesInTurn("open", "open", "signed");
    const onWaiting = vi.fn();
    const result = pollSignatureState(read, { signal: new AbortController().signal, onWaiting });

    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toBe("signed");
    expect(read).toHaveBeenCalledTimes(3);
    expect(onWaiting).toHaveBeenCalledTimes(2);

    // Nothing is asked any more once the state is not open.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("returns a state that ended otherwise (declined, removed) just the same", async () => {
    const read = statesInTurn("declined");
    await expect(pollSignatureState(read, { signal: new AbortController().signal })).resolves.toBe("declined");
  });

  it("stops when aborted while waiting, and asks nothing more", async () => {
    vi.useFakeTimers();
    const read = statesInTurn("open");
    const controller = new AbortController();
    const result = pollSignatureState(read, { signal: controller.signal });
    const settled = expect(result).rejects.toMatchObject({ name: "AbortError" });
    await vi.advanceTimersByTimeAsync(2000);
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("does not report a state read after it was aborted", async () => {
    const controller = new AbortController();
    const read = vi.fn(async () => {
      controller.abort();
      return "signed" as const;
    });
    await expect(pollSignatureState(read, { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
  });
});
