import { describe, expect, it, vi } from "vitest";
import { createHostMessenger, isFramed } from "../../../shared/embed/host-window.ts";
import { eventsOfChange, returnUrlFor } from "./host-messages.ts";

const IDS = { signatureRequestId: "request-1", signerId: "signer-1" };
const codeOf = (error: unknown) => (error instanceof Error ? error.message : "unknown_error");

describe("the embedded view's messages to its host page", () => {
  it("posts every event to the link's origin and refuses to post to any origin", () => {
    const host = { postMessage: vi.fn() };
    const post = createHostMessenger(host, "https://shop.example");
    post({ type: "paraph:ready", ...IDS });
    post({ type: "paraph:resize", height: 640 });
    expect(host.postMessage.mock.calls).toEqual([
      [{ type: "paraph:ready", ...IDS }, "https://shop.example"],
      [{ type: "paraph:resize", height: 640 }, "https://shop.example"],
    ]);
    expect(() => createHostMessenger(host, "*")).toThrow();
    expect(() => createHostMessenger(host, "")).toThrow();
  });

  it("says ready, signed (then completed when the signature completed the request), declined or the error's code", () => {
    expect(eventsOfChange({ kind: "loading", isCompleted: false, error: null }, IDS, codeOf)).toEqual([]);
    expect(eventsOfChange({ kind: "ready", isCompleted: false, error: null }, IDS, codeOf)).toEqual([{ type: "paraph:ready", ...IDS }]);
    expect(eventsOfChange({ kind: "waiting", isCompleted: false, error: null }, IDS, codeOf)).toEqual([{ type: "paraph:ready", ...IDS }]);
    expect(eventsOfChange({ kind: "signed", isCompleted: false, error: null }, IDS, codeOf)).toEqual([{ type: "paraph:signed", ...IDS }]);
    expect(eventsOfChange({ kind: "signed", isCompleted: true, error: null }, IDS, codeOf).map((event) => event.type)).toEqual(["paraph:signed", "paraph:completed"]);
    expect(eventsOfChange({ kind: "declined", isCompleted: false, error: null }, IDS, codeOf)).toEqual([{ type: "paraph:declined", ...IDS }]);
    expect(eventsOfChange({ kind: "unavailable", isCompleted: false, error: null }, IDS, codeOf)).toEqual([{ type: "paraph:error", code: "not_found", ...IDS }]);
    expect(eventsOfChange({ kind: "failed", isCompleted: false, error: new Error("rate_limited") }, IDS, codeOf)).toEqual([{ type: "paraph:error", code: "rate_limited", ...IDS }]);
  });

  it("adds the event to the return URL, keeping its own query", () => {
    expect(returnUrlFor("https://shop.example/done?order=7", "signed")).toBe("https://shop.example/done?order=7&event=signed");
    expect(returnUrlFor("https://shop.example/done?event=x", "expired")).toBe("https://shop.example/done?event=expired");
  });

  it("knows a frame from a whole page", () => {
    const page = { parent: null as unknown, self: null as unknown };
    page.parent = page;
    page.self = page;
    expect(isFramed(page as Window)).toBe(false);
    expect(isFramed({ parent: {}, self: page } as unknown as Window)).toBe(true);
  });
});
