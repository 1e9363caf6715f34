import { describe, expect, it } from "vitest";
import { duplicateFieldNames, formFieldSchema, type FormField } from "./form-field.ts";
import { formFieldValueProblem, isIsoDate, isValidIban } from "./form-field-value.ts";

const documentId = "0b6f1f52-6a3e-4a4e-9f59-1d2f3c4b5a69";
const place = { document_id: documentId, page: 1, x: 10, y: 10, width: 120, height: 24 };
const field = (input: Record<string, unknown>): FormField => formFieldSchema.parse({ ...place, ...input });

describe("form field definitions", () => {
  it("fills the defaults: required, single-line text of 200 characters", () => {
    expect(field({ type: "text", name: "Address" })).toMatchObject({ required: true, multiline: false, max_length: 200 });
  });

  it("refuses a radio group of one option, repeated options, min above max and names that start with punctuation", () => {
    expect(formFieldSchema.safeParse({ ...place, type: "radio", name: "r", options: ["yes"] }).success).toBe(false);
    expect(formFieldSchema.safeParse({ ...place, type: "dropdown", name: "d", options: ["a", "a"] }).success).toBe(false);
    expect(formFieldSchema.safeParse({ ...place, type: "number", name: "n", min: 5, max: 1 }).success).toBe(false);
    expect(formFieldSchema.safeParse({ ...place, type: "name", name: "-x" }).success).toBe(false);
    expect(formFieldSchema.safeParse({ ...place, type: "signature", name: "s" }).success).toBe(false);
  });

  it("names the duplicated field names", () => {
    expect(duplicateFieldNames([{ name: "a" }, { name: "b" }, { name: "a" }])).toEqual(["a"]);
  });
});

describe("form field values", () => {
  it("asks for required values only", () => {
    expect(formFieldValueProblem(field({ type: "text", name: "t" }), "")).toBe("required");
    expect(formFieldValueProblem(field({ type: "text", name: "t", required: false }), undefined)).toBeNull();
    expect(formFieldValueProblem(field({ type: "checkbox", name: "c" }), false)).toBe("required");
    expect(formFieldValueProblem(field({ type: "checkbox", name: "c" }), true)).toBeNull();
  });

  it("checks text length in characters, line breaks and the pattern presets", () => {
    const text = field({ type: "text", name: "t", max_length: 3 });
    expect(formFieldValueProblem(text, "äöü")).toBeNull();
    expect(formFieldValueProblem(text, "abcd")).toBe("too_long");
    expect(formFieldValueProblem(text, "a\nb")).toBe("not_text");
    expect(formFieldValueProblem(field({ type: "text", name: "t", multiline: true }), "a\nb")).toBeNull();
    expect(formFieldValueProblem(field({ type: "text", name: "t", pattern: "postal_code" }), "8001")).toBeNull();
    expect(formFieldValueProblem(field({ type: "text", name: "t", pattern: "postal_code" }), "80 01 99 x!")).toBe("pattern_mismatch");
    expect(formFieldValueProblem(field({ type: "text", name: "t", pattern: "iban" }), "CH93 0076 2011 6238 5295 7")).toBeNull();
    expect(formFieldValueProblem(field({ type: "text", name: "t", pattern: "iban" }), "CH94 0076 2011 6238 5295 7")).toBe("pattern_mismatch");
    expect(formFieldValueProblem(field({ type: "email", name: "e" }), "not-an-address")).toBe("pattern_mismatch");
  });

  it("checks numbers, their range, dates and options", () => {
    const number = field({ type: "number", name: "n", min: 0, max: 10 });
    expect(formFieldValueProblem(number, "7.5")).toBeNull();
    expect(formFieldValueProblem(number, "1e3")).toBe("not_a_number");
    expect(formFieldValueProblem(number, "-1")).toBe("below_min");
    expect(formFieldValueProblem(number, "11")).toBe("above_max");
    expect(formFieldValueProblem(field({ type: "date", name: "d" }), "2026-02-29")).toBe("not_a_date");
    expect(formFieldValueProblem(field({ type: "date", name: "d" }), "2028-02-29")).toBeNull();
    expect(formFieldValueProblem(field({ type: "dropdown", name: "d", options: ["a", "b"] }), "c")).toBe("not_an_option");
    expect(formFieldValueProblem(field({ type: "radio", name: "r", options: ["a", "b"] }), true)).toBe("wrong_type");
  });

  it("validates IBANs and ISO dates on their own", () => {
    expect(isValidIban("DE89370400440532013000")).toBe(true);
    expect(isValidIban("DE89370400440532013001")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
  });
});
