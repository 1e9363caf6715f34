import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { JSON_SHAPE_LIMITS } from "./json-body/json-shape.ts";
import { BODYLESS_OPERATION_LIMIT_BYTES } from "./route-registrar.ts";

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await loginAs(testApp, await createUser(testApp));
});
afterAll(async () => testApp.close());

const UNKNOWN_DOCUMENT = "/api/v3/documents/0f0e0d0c-0b0a-4908-8706-050403020100";

async function timed(method: "DELETE" | "POST" | "PUT", url: string, payload: string) {
  const started = performance.now();
  const response = await testApp.request({ method, url, token, headers: { "content-type": "application/json" }, payload });
  return { status: response.statusCode, code: (response.json() as { code?: string }).code, milliseconds: performance.now() - started };
}

describe("what a request body may cost", () => {
  it("refuses a body larger than a bodyless operation takes with 413 before reading it, and still takes `{}`", async () => {
    // A megabyte of small objects sent to DELETE /v3/documents/{id} once took 5.3 s to parse and throw away.
    const megabyte = `[${"{},".repeat(330_000)}{}]`;
    const refused = await timed("DELETE", UNKNOWN_DOCUMENT, megabyte);
    expect(refused).toMatchObject({ status: 413, code: "payload_too_large" });
    expect(refused.milliseconds).toBeLessThan(200);
    expect(await timed("DELETE", UNKNOWN_DOCUMENT, "x".repeat(BODYLESS_OPERATION_LIMIT_BYTES + 1))).toMatchObject({ status: 413, code: "payload_too_large" });
    // What clients send with a bodyless call passes on to the operation itself.
    for (const payload of ["{}", "null"]) expect(await timed("DELETE", UNKNOWN_DOCUMENT, payload)).toMatchObject({ status: 404, code: "not_found" });
  });

  it("refuses nesting past the limit on an operation with a body with 400 json_too_deep, small or large", async () => {
    const deep = (depth: number, padding = 0) => `{"firstName":${"[".repeat(depth)}${" ".repeat(padding)}${"]".repeat(depth)}}`;
    for (const payload of [deep(JSON_SHAPE_LIMITS.maxDepth), deep(5_000, 300_000), deep(100_000)]) {
      const answer = await timed("PUT", "/api/v1/user", payload);
      expect(answer, `${payload.length} bytes`).toMatchObject({ status: 400, code: "json_too_deep" });
      expect(answer.milliseconds).toBeLessThan(2_000);
    }
    // Within the limit the contract decides.
    expect(await timed("PUT", "/api/v1/user", deep(JSON_SHAPE_LIMITS.maxDepth - 1))).toMatchObject({ status: 400, code: "validation_failed" });
  });

  it("refuses a body of more values than the limit with 413 before parsing, instead of naming each unknown member", async () => {
    // 90 000 unknown members once took 2 s and answered 1.7 MB of validation errors.
    const members = (count: number) => `{${Array.from({ length: count }, (_, index) => `"k${index}":1`).join(",")}}`;
    const refused = await timed("PUT", "/api/v1/user", members(90_000));
    expect(refused).toMatchObject({ status: 413, code: "payload_too_large" });
    expect(refused.milliseconds).toBeLessThan(1_000);
    expect(await timed("PUT", "/api/v1/user", members(100))).toMatchObject({ status: 400, code: "validation_failed" });
  });
});
