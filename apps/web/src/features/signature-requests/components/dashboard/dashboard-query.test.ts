import { describe, expect, it } from "vitest";
import { normalizeDashboardQuery } from "./dashboard-query.ts";

describe("dashboard query", () => {
  it("writes inbox and an empty search into a bare URL", () => {
    expect(normalizeDashboardQuery("", null)).toEqual({ tab: "inbox", q: "", replaceWith: "?tab=inbox&q=" });
  });
  it("uses the last selected tab when none is given", () => {
    expect(normalizeDashboardQuery("?q=nda", "drafts")).toEqual({ tab: "drafts", q: "nda", replaceWith: "?q=nda&tab=drafts" });
  });
  it("replaces an unknown tab", () => {
    expect(normalizeDashboardQuery("?tab=trash&q=", "nonsense").tab).toBe("inbox");
  });
  it("leaves a complete query alone", () => {
    expect(normalizeDashboardQuery("?tab=search&q=lease", "inbox")).toEqual({ tab: "search", q: "lease", replaceWith: null });
  });
});
