import { afterAll, describe, expect, it } from "vitest";
import { WEBHOOK_EVENT_TYPES } from "@paraph/contracts";
import { useValidatedTestApp } from "../../test-support/validated-test-app.ts";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { runPdfsig } from "../../test-support/validators.ts";
import { createBusinessCast } from "../businesses/test-helpers.ts";
import { callRequest, parseRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { createWebhookAs, startReceiver, type TestReceiver } from "../webhooks/test-helpers.ts";

/**
 * Issue 30: thirty signers of one request press Sign at the same instant. The server serves them
 * one after another in the document's line (signing-line.ts): every call answers 200, the final
 * PDF holds exactly one valid signature per signer, the request completes once, and no mail or
 * webhook event goes out twice.
 */
const SIGNERS = 30;
const suite = useValidatedTestApp({ WEBHOOKS_ALLOWED_HOSTS: "127.0.0.1" });
let receiver: TestReceiver | undefined;
afterAll(async () => receiver?.close());

describe("thirty signers of one request at the same instant", () => {
  it("all sign, one after another: one valid signature each, one completion, no mail or webhook twice", async () => {
    const testApp = suite.testApp;
    receiver = await startReceiver();
    const { admin, business } = await createBusinessCast(testApp);
    await createWebhookAs(testApp, admin.token, business.id, { url: receiver.url, events: WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith("signature_request.")), description: "line" });
    const people = await Promise.all(Array.from({ length: SIGNERS }, (_, index) => createUser(testApp, { firstName: "Signer", lastName: `Number${String(index).padStart(2, "0")}` })));
    const tokens = await Promise.all(people.map((person) => loginAs(testApp, person)));
    const [documentId] = await uploadDocuments(testApp, admin.token, 1);
    const created = await callRequest(testApp, admin.token, "POST", "/v3/signature-requests", {
      title: "Board resolution",
      documents: [documentId],
      signatures: people.map((person) => ({ account_email: person.email })),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const requestId = String(created.body.id);
    expect((await callRequest(testApp, admin.token, "POST", `/v3/signature-requests/${requestId}/initiate`)).status).toBe(200);

    const answers = await Promise.all(tokens.map((token) => callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: requestId }] })));
    expect(answers.map((answer) => answer.status)).toEqual(people.map(() => 200));
    expect(answers.filter((answer) => JSON.stringify(answer.body).includes('"completed"'))).toHaveLength(1);

    const view = parseRequest((await callRequest(testApp, admin.token, "GET", `/v3/signature-requests/${requestId}`)).body);
    expect(view.status).toBe("completed");
    expect(view.signers.every((signer) => signer.status === "signed")).toBe(true);
    // The original, one version per signer, and the one archive version of the completion.
    const versions = await testApp.context.db.selectFrom("document_versions").select("kind").where("document_id", "=", documentId ?? "").execute();
    expect(versions).toHaveLength(SIGNERS + 2);
    // Nobody is left standing in the document's line.
    expect(await testApp.context.db.selectFrom("document_signing_turns").select("arrival").where("document_id", "=", documentId ?? "").execute()).toEqual([]);

    const download = await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token: admin.token });
    const signatures = (await runPdfsig(download.rawPayload, suite.trustStore)).filter((entry) => entry.type === "ETSI.CAdES.detached");
    expect(signatures.map((entry) => entry.commonName).sort()).toEqual(people.map((person) => `${person.first_name} ${person.last_name}`).sort());
    for (const signature of signatures) {
      expect(signature.signatureValidation).toBe("Signature is Valid.");
      expect(signature.certificateValidation).toBe("Certificate is Trusted.");
    }

    // One completion mail to each signer, none twice; each webhook event once, one completion among them.
    for (const person of people) {
      const completionMails = (await testApp.mailsTo(person.email)).filter((mail) => mail.template === "signature-request-completed");
      expect(completionMails, person.email).toHaveLength(1);
    }
    await testApp.context.jobs.runUntilIdle();
    const events = receiver.received.map((delivery) => delivery.parsed);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    expect(events.filter((event) => event.type === "signature_request.completed")).toHaveLength(1);
    expect(events.filter((event) => event.type === "signature_request.signed")).toHaveLength(SIGNERS);
  }, 180_000);
});
