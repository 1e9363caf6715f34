import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createParaphClient } from "@paraph/client";
import { createActor, type Actor } from "./test-support/actors.ts";
import { generateTextPdf } from "./test-support/pdf-corpus.ts";
import { createTestApp, type TestApp } from "./test-support/test-app.ts";

/** packages/client against the server over real HTTP: its types, its token and an Idempotency-Key. */
let testApp: TestApp;
let actor: Actor;
let baseUrl: string;

beforeAll(async () => {
  testApp = await createTestApp();
  actor = await createActor(testApp);
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => testApp.close());

describe("@paraph/client", () => {
  it("uploads with an Idempotency-Key and gets the same document back from a retry", async () => {
    const client = createParaphClient({ baseUrl, token: actor.token });
    const content = Buffer.from(await generateTextPdf({ pageCount: 1 })).toString("base64");
    const key = crypto.randomUUID();
    const upload = () => client.POST("/api/v3/documents", { body: { title: "Typed upload", content }, params: { header: { "Idempotency-Key": key } } });
    const first = await upload();
    expect(first.response.status).toBe(201);
    const retry = await upload();
    expect(retry.response.headers.get("idempotency-replayed")).toBe("true");
    expect(retry.data?.documents[0]?.id).toBe(first.data?.documents[0]?.id);

    const read = await client.GET("/api/v3/documents/{id}", { params: { path: { id: first.data?.documents[0]?.id ?? "" } } });
    expect(read.data?.title).toBe("Typed upload");
  });

  it("makes a template and a request from it, typed end to end (docs/templates.md)", async () => {
    const client = createParaphClient({ baseUrl, token: actor.token });
    const content = Buffer.from(await generateTextPdf({ pageCount: 1 })).toString("base64");
    const documentId = (await client.POST("/api/v3/documents", { body: { title: "Offer", content } })).data?.documents[0]?.id ?? "";
    const made = await client.POST("/api/v3/templates", {
      body: { title: "Typed offer", documents: [documentId], roles: [{ name: "Buyer", form_fields: [{ type: "text", name: "Town", document_id: documentId, page: 1, x: 50, y: 50, width: 120, height: 20 }] }] },
    });
    expect(made.response.status).toBe(201);
    const templateId = made.data?.id ?? "";
    const listed = await client.GET("/api/v3/templates", { params: { query: { q: "Typed", scope: "mine" } } });
    expect(listed.data?.items.map((item) => item.id)).toEqual([templateId]);
    const request = await client.POST("/api/v3/templates/{id}/signature-requests", {
      params: { path: { id: templateId } },
      body: { roles: { Buyer: { email: "buyer@example.ch" } }, prefill: { Town: "Luzern" }, send: false },
    });
    expect(request.data).toMatchObject({ status: "draft", templateId, templateVersion: 1 });
    const unknownRole = await client.POST("/api/v3/templates/{id}/signature-requests", { params: { path: { id: templateId } }, body: { roles: { Seller: { email: "s@example.ch" } } } });
    expect(unknownRole.error).toMatchObject({ code: "template_role_unknown" });
  });

  it("hands back the API's error body, and 401 without a token", async () => {
    const anonymous = createParaphClient({ baseUrl: `${baseUrl}/` });
    const refused = await anonymous.GET("/api/v1/user");
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ code: "unauthenticated" });
  });
});
