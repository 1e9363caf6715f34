import { describe, expect, it } from "vitest";
import { readErrorBody } from "./errors.ts";

describe("readErrorBody", () => {
  it("reads the code, the message and the details of an error answer, and nothing else", () => {
    expect(readErrorBody({ code: "not_found", message: "Not found" })).toEqual({ code: "not_found", message: "Not found" });
    expect(readErrorBody({ code: "validation_failed", message: "…", details: { fields: [] }, extra: 1 })).toEqual({
      code: "validation_failed",
      message: "…",
      details: { fields: [] },
    });
  });

  it("refuses bodies that are not error answers", () => {
    for (const body of [null, undefined, "Bad Gateway", [], { code: "x" }, { message: "x" }, { code: 1, message: "x" }, { code: "x", message: "y", details: [] }, { code: "x", message: "y", details: "z" }, { code: "x", message: "y", details: null }]) {
      expect(readErrorBody(body)).toBeNull();
    }
  });
});
