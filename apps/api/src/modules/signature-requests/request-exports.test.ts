import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callRequest, parseRequest, signAs, uploadDocuments } from "./test-helpers.ts";

const run = promisify(execFile);
let testApp: TestApp;
let workDir: string;
beforeAll(async () => {
  testApp = await createTestApp();
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-exports-"));
});
afterAll(async () => {
  await testApp.close();
  await fs.rm(workDir, { recursive: true, force: true });
});

describe("ZIP and signature protocol", () => {
  it("packs every document and writes a protocol with hashes, signers and events that poppler can read", async () => {
    const owner = await createUser(testApp, { firstName: "Zoë", lastName: "Rüegg" });
    const signer = await createUser(testApp);
    const token = await loginAs(testApp, owner);
    const documentIds = await uploadDocuments(testApp, token, 2);
    const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", {
      title: "Partnership agreement",
      documents: documentIds,
      signatures: [{ account_email: signer.email }],
    });
    const id = String(created.body.id);
    await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`);
    await signAs(testApp, signer.id, id);
    const view = parseRequest((await callRequest(testApp, token, "GET", `/v3/signature-requests/${id}`)).body);
    expect(view.status).toBe("completed");

    const zip = await testApp.request({ method: "GET", url: `/api/v3/signature-requests/${id}/zip`, token });
    expect(zip.headers["content-type"]).toBe("application/zip");
    const zipFile = path.join(workDir, "all.zip");
    await fs.writeFile(zipFile, zip.rawPayload);
    const listing = await run("python3", ["-c", "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); print('\\n'.join(i.filename for i in z.infolist()))", zipFile]);
    expect(listing.stdout.trim().split("\n")).toEqual(["Document 1.pdf", "Document 2.pdf"]);

    const report = await testApp.request({ method: "GET", url: `/api/v3/signature-requests/${id}/report?type=protocol`, token });
    expect(report.headers["content-type"]).toBe("application/pdf");
    const pdfFile = path.join(workDir, "protocol.pdf");
    await fs.writeFile(pdfFile, report.rawPayload);
    await run("qpdf", ["--check", pdfFile]);
    const text = (await run("pdftotext", ["-layout", pdfFile, "-"])).stdout.replace(/\s+/g, " ");
    expect(text).toContain("Signature protocol");
    expect(text).toContain("Partnership agreement");
    expect(text).toContain("Zoë Rüegg");
    for (const document of view.documents) expect(text.replace(/ /g, "")).toContain(document.sha256);
    expect(text).toContain(signer.email);
    for (const type of ["created", "initiated", "invited", "signed", "completed"]) expect(text).toContain(type);

    const csv = await testApp.request({ method: "GET", url: `/api/v3/signature-requests/${id}/report?type=events-csv`, token });
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.split("\n")[0]).toBe("time,type,actor_email,actor_role,signer_id,ip,user_agent,details");
    expect(csv.body).toContain(",signed,");
    expect((await testApp.request({ method: "GET", url: `/api/v3/signature-requests/${id}/report?type=xml`, token })).statusCode).toBe(400);
  });
});
