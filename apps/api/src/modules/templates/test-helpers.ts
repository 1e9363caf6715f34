import { expect } from "vitest";
import { templateSchema, type TemplateBodyInput, type TemplateView } from "@paraph/contracts";
import type { TestApp } from "../../test-support/test-app.ts";
import { uploadDocuments } from "../signature-requests/test-helpers.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** One API call with the caller's token; the body parsed when JSON. */
export async function callTemplates(testApp: TestApp, token: string | undefined, method: Method, url: string, payload?: unknown) {
  const response = await testApp.request({ method, url: `/api${url}`, ...(token ? { token } : {}), ...(payload !== undefined ? { payload: payload as object } : {}) });
  const isJson = String(response.headers["content-type"] ?? "").includes("application/json");
  return { status: response.statusCode, body: (isJson ? response.json() : {}) as Record<string, unknown> & { code?: string; details?: Record<string, unknown> } };
}

/**
 * An employment contract of two roles on one uploaded document (two A4 pages): the employee
 * signs first with their city, start date and a checkbox to fill, then HR.
 */
export function employmentBody(documentId: string, overrides: Partial<TemplateBodyInput> = {}): TemplateBodyInput {
  return {
    title: "Employment contract",
    message: "Please sign your contract.",
    signing_order: "sequential",
    quality: "ses",
    documents: [documentId],
    roles: [
      {
        name: "Employee",
        quality: "aes",
        signature_fields: [{ document_id: documentId, page: 2, x: 60, y: 600, width: 200, height: 60 }],
        form_fields: [
          { type: "text", name: "City", document_id: documentId, page: 1, x: 60, y: 100, width: 200, height: 24 },
          { type: "date", name: "Start date", document_id: documentId, page: 1, x: 60, y: 140, width: 120, height: 24 },
          { type: "checkbox", name: "Accepts terms", document_id: documentId, page: 1, x: 60, y: 180, width: 16, height: 16, required: false },
        ],
      },
      {
        name: "HR",
        signature_fields: [{ document_id: documentId, page: 2, x: 320, y: 600, width: 200, height: 60 }],
        form_fields: [{ type: "number", name: "Salary", document_id: documentId, page: 1, x: 60, y: 220, width: 120, height: 24, min: 0 }],
      },
    ],
    ...overrides,
  };
}

/** Uploads a document and makes the employment template of it; fails the test on anything but 201. */
export async function createEmploymentTemplate(testApp: TestApp, token: string, overrides: Partial<TemplateBodyInput> = {}): Promise<TemplateView> {
  const [documentId = ""] = await uploadDocuments(testApp, token, 1);
  const created = await callTemplates(testApp, token, "POST", "/v3/templates", employmentBody(documentId, overrides));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return templateSchema.parse(created.body);
}
