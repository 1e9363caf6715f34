import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { expectValidSignatures, prepareSignatureValidators, type SignatureValidators } from "./support/signature-checks.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";

/**
 * `paraph backup` while the built server runs on a fresh folder with documents and a request two
 * people signed, `paraph restore` into a new folder, and a server started there: every document,
 * the request and the signed PDF are there, byte for byte, and the PDF still validates.
 */
const paraphCli = path.resolve(import.meta.dirname, "../apps/api/dist/cli/paraph.js");
const run = promisify(execFile);

let original: RunningServer;
let restored: RunningServer | undefined;
let workDir: string;
let validators: SignatureValidators | undefined;

async function paraph(args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(process.execPath, [paraphCli, ...args], { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" }, timeout: 120_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? 1, stdout: error.stdout ?? "", stderr: error.stderr ?? "" }),
  );
}

async function upload(serverUrl: string, token: string, title: string): Promise<string> {
  const uploaded = await callApi(serverUrl, "POST", "/v3/documents", { token, body: { title, content: makeSimplePdf(title, 40).toString("base64") } });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  return String((uploaded.body.documents as { id: string }[])[0]?.id);
}

async function download(serverUrl: string, token: string, documentId: string): Promise<Buffer> {
  const response = await fetch(`${serverUrl}/api/v3/documents/${documentId}/download?signed=true`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-backup-e2e-"));
  original = await startServer();
}, 120_000);
afterAll(async () => {
  await validators?.dispose();
  await restored?.stop();
  await original?.stop();
  await fs.rm(workDir, { recursive: true, force: true });
});

describe("paraph backup and restore (embedded database)", () => {
  it("backs up a running server and restores every document, request and signed PDF into a new folder", async () => {
    const ownerToken = await signUpThroughApi(original.url, "owner@backup.example.ch", { firstName: "Olivia", lastName: "Owner" });
    const signerToken = await signUpThroughApi(original.url, "signer@backup.example.ch", { firstName: "Sam", lastName: "Signer" });
    const contractId = await upload(original.url, ownerToken, "Contract");
    const annexId = await upload(original.url, ownerToken, "Annex");
    const created = await callApi(original.url, "POST", "/v3/signature-requests", {
      token: ownerToken,
      body: {
        title: "Contract to back up",
        documents: [contractId],
        signatures: [
          { account_email: "owner@backup.example.ch", document_signatures: [{ document_id: contractId, page: 1, x: 40, y: 60, width: 200, height: 90 }] },
          { account_email: "signer@backup.example.ch", document_signatures: [{ document_id: contractId, page: 1, x: 300, y: 60, width: 200, height: 90 }] },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const requestId = String(created.body.id);
    expect((await callApi(original.url, "POST", `/v3/signature-requests/${requestId}/initiate`, { token: ownerToken })).status).toBe(200);
    for (const token of [ownerToken, signerToken]) {
      const signed = await callApi(original.url, "POST", "/v3/sign", { token, body: { signatureRequests: [{ signatureRequestId: requestId }] } });
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    }
    const signedPdf = await download(original.url, ownerToken, contractId);

    // Only the operator (who can read $DATA_DIR/operator.json) may ask the server for a backup.
    expect((await fetch(`${original.url}/api/operator/backup`, { method: "POST" })).status).toBe(401);
    expect((await fetch(`${original.url}/api/operator/backup`, { method: "POST", headers: { authorization: "Bearer not-the-token" } })).status).toBe(401);
    expect((await fs.stat(path.join(original.dataDir, "operator.json"))).mode & 0o777).toBe(0o600);

    // The backup runs while the server keeps serving: an upload during it succeeds.
    const file = path.join(workDir, "paraph.tar.gz");
    const [backup, duringBackupId] = await Promise.all([paraph(["backup", "--out", file], original.dataDir), upload(original.url, ownerToken, "During the backup")]);
    expect(backup.code, backup.stderr).toBe(0);
    const backupFigures = JSON.parse(backup.stdout) as { bytes: number; databaseBytes: number; blobs: number; files: number; seconds: number; throughRunningServer: boolean };
    expect(backupFigures.throughRunningServer).toBe(true);
    expect((await paraph(["backup", "--out", file], original.dataDir)).stderr).toContain("exists already");

    const restoredDir = path.join(workDir, "restored");
    const restore = await paraph(["restore", "--from", file, "--data-dir", restoredDir], original.dataDir);
    expect(restore.code, restore.stderr).toBe(0);
    const restoreFigures = JSON.parse(restore.stdout) as { seconds: number; blobs: number };
    expect(restoreFigures.blobs).toBe(backupFigures.blobs);
    const again = await paraph(["restore", "--from", file, "--data-dir", restoredDir], original.dataDir);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("is not empty");

    restored = await startServer({ dataDir: restoredDir });
    // The same PKI (the demo CA's key came along), the same sessions, the same documents.
    const rootOf = async (url: string) => Buffer.from(await (await fetch(`${url}/api/pki/root.cer`)).arrayBuffer());
    expect((await rootOf(restored.url)).equals(await rootOf(original.url))).toBe(true);
    for (const [documentId, title] of [[contractId, "Contract"], [annexId, "Annex"]] as const) {
      const document = await callApi(restored.url, "GET", `/v3/documents/${documentId}`, { token: ownerToken });
      expect(document.status).toBe(200);
      expect(document.body.title).toBe(title);
      const originalBytes = await fetch(`${original.url}/api/v3/documents/${documentId}/download`, { headers: { authorization: `Bearer ${ownerToken}` } });
      const restoredBytes = await fetch(`${restored.url}/api/v3/documents/${documentId}/download`, { headers: { authorization: `Bearer ${ownerToken}` } });
      expect(restoredBytes.status).toBe(200);
      expect(Buffer.from(await restoredBytes.arrayBuffer()).equals(Buffer.from(await originalBytes.arrayBuffer()))).toBe(true);
    }
    // An upload that committed before the snapshot is in it whole; one after it is not there at all.
    const duringBackup = await callApi(restored.url, "GET", `/v3/documents/${duringBackupId}`, { token: ownerToken });
    expect([200, 404]).toContain(duringBackup.status);
    if (duringBackup.status === 200) expect((await fetch(`${restored.url}/api/v3/documents/${duringBackupId}/download`, { headers: { authorization: `Bearer ${ownerToken}` } })).status).toBe(200);

    const request = await callApi(restored.url, "GET", `/v3/signature-requests/${requestId}`, { token: signerToken });
    expect(request.status).toBe(200);
    expect(request.body.status).toBe("completed");
    expect((request.body.signers as { status: string }[]).map((signer) => signer.status)).toEqual(["signed", "signed"]);
    const restoredPdf = await download(restored.url, ownerToken, contractId);
    expect(restoredPdf.equals(signedPdf)).toBe(true);
    validators = await prepareSignatureValidators(restored.url);
    await expectValidSignatures(restoredPdf, validators, ["Olivia Owner", "Sam Signer"]);

    // With no server on the folder, the command opens it itself.
    await restored.stop();
    restored = undefined;
    const offline = await paraph(["backup", "--out", path.join(workDir, "offline.tar.gz")], restoredDir);
    expect(offline.code, offline.stderr).toBe(0);
    expect(JSON.parse(offline.stdout)).toMatchObject({ throughRunningServer: false, blobs: backupFigures.blobs });

    process.stdout.write(
      `backup-restore figures: ${JSON.stringify({ backupBytes: backupFigures.bytes, databaseBytes: backupFigures.databaseBytes, blobs: backupFigures.blobs, files: backupFigures.files, backupSeconds: backupFigures.seconds, restoreSeconds: restoreFigures.seconds })}\n`,
    );
  }, 240_000);
});
