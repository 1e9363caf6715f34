import { expect } from "vitest";
import { visualSignatureSchema, type VisualSignature } from "@paraph/contracts";
import type { TestApp } from "../../test-support/test-app.ts";

/** Creates a visual signature through the API; the test fails if the API refuses it. */
export async function createVisualSignature(testApp: TestApp, token: string, payload: Record<string, unknown>): Promise<VisualSignature> {
  const response = await testApp.request({ method: "POST", url: "/api/v1/user/visual-signatures", token, payload });
  expect(response.statusCode, response.body).toBe(201);
  return visualSignatureSchema.parse(response.json());
}
