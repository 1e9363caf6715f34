import { describe, expect, it } from "vitest";
import { requestTabTitle } from "./request-tab-title.ts";

const doc = (title: string) => ({ title });

describe("a request's tab title", () => {
  it("names the request, and its one document after it", () => {
    expect(requestTabTitle({ title: "Lease 2027", documents: [doc("Lease agreement")] })).toBe("Lease 2027 · Lease agreement");
  });

  it("names the document once when the request is titled after it", () => {
    expect(requestTabTitle({ title: "Vollmacht", documents: [doc("Vollmacht")] })).toBe("Vollmacht");
    expect(requestTabTitle({ title: "Contract ", documents: [doc("contract")] })).toBe("Contract");
  });

  it("names the request alone when it shows several documents or none", () => {
    expect(requestTabTitle({ title: "Onboarding", documents: [doc("Contract"), doc("Annex")] })).toBe("Onboarding");
    expect(requestTabTitle({ title: "Onboarding", documents: [] })).toBe("Onboarding");
  });

  it("falls back to the document's title when the request has none to show", () => {
    expect(requestTabTitle({ title: "  ", documents: [doc("Annex")] })).toBe("Annex");
  });
});
