import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTrustStore, runPdfsig, runQpdfCheck } from "../apps/api/src/test-support/validators.ts";
import { callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { freePort, startServer, type RunningServer } from "./support/server.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";

/**
 * Kills the server with SIGKILL while it signs, at several moments, restarts it on the same data
 * folder and port, and checks what a signer would see: either the request is untouched (no signed
 * version, the signer may sign again) or the signature is whole and valid — never a half-written
 * version.
 */
const KILL_DELAYS_MS = [5, 40, 120, 250];

let server: RunningServer;
let port: number;
let trustStore: { directory: string; dispose: () => Promise<void> };
let token: string;

async function downloadSigned(documentId: string): Promise<Uint8Array> {
  const response = await fetch(`${server.url}/api/v3/documents/${documentId}/download?signed=true`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

async function expectValidSignedDocument(documentId: string): Promise<void> {
  const pdf = await downloadSigned(documentId);
  const signatures = await runPdfsig(pdf, trustStore.directory);
  const signerSignatures = signatures.filter((entry) => entry.type === "ETSI.CAdES.detached");
  expect(signerSignatures).toHaveLength(1);
  expect(signerSignatures[0]).toMatchObject({ signatureValidation: "Signature is Valid.", certificateValidation: "Certificate is Trusted." });
  await expect(runQpdfCheck(pdf)).resolves.toContain("No syntax or stream encoding errors");
}

beforeAll(async () => {
  port = await freePort();
  server = await startServer({ env: { PORT: String(port) } });
  const root = await fetch(`${server.url}/api/pki/root.cer`);
  trustStore = await createTrustStore(new Uint8Array(await root.arrayBuffer()));
  token = await signUpThroughApi(server.url, "crash.signer@example.com", { firstName: "Casey", lastName: "Crash" });
}, 120_000);
afterAll(async () => {
  await trustStore?.dispose();
  await server?.stop();
});

describe("a crash during signing", () => {
  it("leaves the previous version or the whole next one, and the signer can finish after the restart", async () => {
    const outcomes: string[] = [];
    for (const delay of KILL_DELAYS_MS) {
      const content = makeSimplePdf(`Crash test ${delay}`, 80).toString("base64");
      const uploaded = await callApi(server.url, "POST", "/v3/documents", { token, body: { title: `Crash ${delay}`, content } });
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      const documentId = String((uploaded.body.documents as { id: string }[])[0]?.id);
      const created = await callApi(server.url, "POST", "/v3/signature-requests", {
        token,
        body: {
          title: `Crash ${delay}`,
          documents: [documentId],
          signatures: [{ account_email: "crash.signer@example.com", document_signatures: [{ document_id: documentId, page: 1, x: 40, y: 680, width: 220, height: 90 }] }],
        },
      });
      const requestId = String(created.body.id);
      expect((await callApi(server.url, "POST", `/v3/signature-requests/${requestId}/initiate`, { token })).status).toBe(200);

      const signing = callApi(server.url, "POST", "/v3/sign", { token, body: { signatureRequests: [{ signatureRequestId: requestId }] } }).catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, delay));
      await server.stop("SIGKILL");
      await signing;
      server = await startServer({ dataDir: server.dataDir, env: { PORT: String(port) } });

      const view = await callApi(server.url, "GET", `/v3/signature-requests/${requestId}`, { token });
      const signerStatus = (view.body.signers as { status: string }[])[0]?.status;
      const signedDocument = (view.body.documents as { signed: { version: number } | null }[])[0]?.signed ?? null;
      if (signerStatus === "signed") {
        outcomes.push("signed before the crash");
        expect(view.body.status).toBe("completed");
        expect(signedDocument).not.toBeNull();
      } else {
        outcomes.push("not signed before the crash");
        expect(signerStatus).toBe("open");
        expect(signedDocument).toBeNull();
        const missing = await fetch(`${server.url}/api/v3/documents/${documentId}/download?signed=true`, { headers: { authorization: `Bearer ${token}` } });
        expect(missing.status).toBe(409);
        const signedAfter = await callApi(server.url, "POST", "/v3/sign", { token, body: { signatureRequests: [{ signatureRequestId: requestId }] } });
        expect(signedAfter.status, JSON.stringify(signedAfter.body)).toBe(200);
      }
      await expectValidSignedDocument(documentId);
    }
    expect(outcomes).toHaveLength(KILL_DELAYS_MS.length);
  }, 300_000);
});
