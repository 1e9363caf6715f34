import { expect } from "vitest";
import { signatureRequestSchema, type SignatureRequestView } from "@paraph/contracts";
import { generateTextPdf } from "../../test-support/pdf-corpus.ts";
import type { TestApp } from "../../test-support/test-app.ts";
import { loadRequest } from "./access.ts";
import { recordSignature } from "./progression.ts";

/** Uploads generated PDFs as the user and returns their ids. */
export async function uploadDocuments(testApp: TestApp, token: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const bytes = await generateTextPdf({ pageCount: 2, title: `document ${index} ${crypto.randomUUID()}` });
    const response = await testApp.request({
      method: "POST",
      url: "/api/v3/documents",
      token,
      payload: { title: `Document ${index + 1}`, content: Buffer.from(bytes).toString("base64") },
    });
    expect(response.statusCode, response.body).toBe(201);
    ids.push((response.json() as { documents: { id: string }[] }).documents[0]?.id ?? "");
  }
  return ids;
}

export async function callRequest(
  testApp: TestApp,
  token: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
): Promise<{ status: number; body: Record<string, unknown> & Partial<SignatureRequestView> }> {
  const response = await testApp.request({ method, url: `/api${url}`, token, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const isJson = String(response.headers["content-type"] ?? "").includes("application/json");
  return { status: response.statusCode, body: isJson ? (response.json() as Record<string, unknown>) : {} };
}

export function parseRequest(body: unknown): SignatureRequestView {
  return signatureRequestSchema.parse(body);
}

/** What the signing engine does once a signature is in place: the transition to signed. */
export async function signAs(testApp: TestApp, userId: string, requestId: string): Promise<void> {
  await testApp.context.db.transaction().execute(async (trx) => {
    const loaded = await loadRequest(trx, requestId, userId, { forUpdate: true });
    const signer = loaded.mySigner;
    if (!signer || signer.status !== "open") throw new Error(`user ${userId} cannot sign now (${signer?.status ?? "no signer"})`);
    await recordSignature(testApp.context, trx, loaded.request, signer.id, { userId, email: loaded.user.email }, { quality: "ses", legislation: null });
  });
}

export async function countEvents(testApp: TestApp, requestId: string): Promise<number> {
  const rows = await testApp.context.db.selectFrom("signature_request_events").select("id").where("signature_request_id", "=", requestId).execute();
  return rows.length;
}
