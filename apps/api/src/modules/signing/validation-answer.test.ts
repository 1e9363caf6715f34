import { describe, expect, it } from "vitest";
import { chooseValidationAnswer } from "./validation-answer.ts";

describe("choosing the answer of POST /v1/validate from Accept", () => {
  it.each([
    [undefined, "json"],
    ["*/*", "json"],
    ["application/json", "json"],
    ["application/xml", "xml"],
    ["text/xml", "xml"],
    ["application/pdf", "pdf"],
    ["application/json;q=0.5, application/xml", "xml"],
    ["application/pdf;q=0.9, application/xml;q=0.8, */*;q=0.1", "pdf"],
    ["application/*", "json"],
    ["application/*, application/json;q=0", "xml"],
    ["image/png", "json"],
    ["application/xml;q=0", "json"],
    ["application/xml; charset=utf-8", "xml"],
  ] as const)("Accept %s answers %s", (accept, answer) => {
    expect(chooseValidationAnswer(accept)).toBe(answer);
  });
});
