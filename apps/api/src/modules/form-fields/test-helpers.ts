import { expect } from "vitest";
import { createUser, loginAs } from "../../test-support/factories.ts";
import type { TestApp } from "../../test-support/test-app.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";

export interface Person {
  token: string;
  email: string;
}

export async function person(testApp: TestApp, name: { firstName: string; lastName: string; lang?: string }): Promise<Person> {
  const user = await createUser(testApp, name);
  return { token: await loginAs(testApp, user), email: user.email };
}

/** A field on the lower part of a generated page (its text ends higher up), in display points. */
export function placed(documentId: string, page: number, row: number, input: Record<string, unknown>): Record<string, unknown> {
  return { document_id: documentId, page, x: 40 + (row % 2) * 260, y: 660 + Math.floor(row / 2) * 50, width: 240, height: 40, ...input };
}

/** A request from `owner` with one uploaded document and these signers, sent (or a draft with `send: false`). */
export async function requestWith(
  testApp: TestApp,
  owner: Person,
  signers: (documentId: string) => Record<string, unknown>[],
  options: { send?: boolean; signing_order?: "parallel" | "sequential" } = {},
): Promise<{ id: string; documentId: string; status: number; body: Record<string, unknown> }> {
  const [documentId = ""] = await uploadDocuments(testApp, owner.token, 1);
  const created = await callRequest(testApp, owner.token, "POST", "/v3/signature-requests", {
    title: "Form fields",
    documents: [documentId],
    signatures: signers(documentId),
    ...(options.signing_order ? { signing_order: options.signing_order } : {}),
  });
  if (created.status !== 201) return { id: "", documentId, status: created.status, body: created.body };
  const id = String(created.body.id);
  if (options.send !== false) expect((await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${id}/initiate`)).status).toBe(200);
  return { id, documentId, status: created.status, body: created.body };
}

export function sign(testApp: TestApp, signer: Person, requestId: string, formFieldValues?: Record<string, string | boolean>) {
  return callRequest(testApp, signer.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: requestId, ...(formFieldValues ? { formFieldValues } : {}) }] });
}
