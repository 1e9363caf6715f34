import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock.ts";
import { createOperatorCa, type OperatorCa } from "../../test-support/operator-ca.ts";
import { generateTextPdf } from "../../test-support/pdf-corpus.ts";
import { createTestApp } from "../../test-support/test-app.ts";
import { signPdf } from "../pades/pades-signer.ts";
import { SigningServices } from "../signing-services.ts";

let operatorCa: OperatorCa;
let workDir = "";
beforeAll(async () => {
  operatorCa = await createOperatorCa();
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-trust-anchors-"));
});
afterAll(async () => {
  await operatorCa.dispose();
  await fs.rm(workDir, { recursive: true, force: true });
});

/** A PDF signed under the operator's CA (another installation's), as someone might upload it to /validate. */
async function pdfSignedByOperator(): Promise<Uint8Array> {
  const services = await SigningServices.open(path.join(workDir, "operator"), new ManualClock(), {
    SIGNING_CA_PKCS12_FILE: operatorCa.pkcs12File,
    SIGNING_CA_PKCS12_PASSWORD: operatorCa.password,
  });
  const signer = await services.issueSignerCertificate({ name: "Olga Operator", email: "olga@example.ch" }, "http://127.0.0.1");
  return signPdf(await generateTextPdf({ pageCount: 1 }), { signer, chain: services.chain, timeStampAuthority: services.timeStampAuthority, level: "B-B", fieldName: "Signature Olga", signingTime: new Date() });
}

async function validateWith(overrides: Record<string, string>, pdf: Uint8Array): Promise<{ chain: string; integrity: boolean }[]> {
  // The operator's certificate was issued now; the validation time is the app's clock, started now too.
  const testApp = await createTestApp(overrides, undefined, { startAt: new Date() });
  try {
    const response = await testApp.request({ method: "POST", url: "/api/v1/validate", headers: { "content-type": "application/pdf" }, payload: Buffer.from(pdf) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { signatures: { chain: string; integrity: boolean }[] }).signatures;
  } finally {
    await testApp.close();
  }
}

describe("roots /v1/validate trusts", () => {
  it("trusts another CA's signatures only once its root is in VALIDATION_TRUST_ANCHORS_FILE", async () => {
    const pdf = await pdfSignedByOperator();
    expect(await validateWith({}, pdf)).toMatchObject([{ chain: "untrusted", integrity: true }]);
    const bundle = path.join(workDir, "roots.pem");
    await fs.writeFile(bundle, `# roots this installation trusts\n${operatorCa.rootPem}`);
    expect(await validateWith({ VALIDATION_TRUST_ANCHORS_FILE: bundle }, pdf)).toMatchObject([{ chain: "trusted", integrity: true }]);
  });

  it("stops start-up with a message naming a missing, empty or broken file", async () => {
    const open = (file: string) => SigningServices.open(path.join(workDir, "demo"), new ManualClock(), { VALIDATION_TRUST_ANCHORS_FILE: file });
    await expect(open(path.join(workDir, "absent.pem"))).rejects.toThrow(/VALIDATION_TRUST_ANCHORS_FILE .*absent\.pem cannot be read: ENOENT/);
    const empty = path.join(workDir, "empty.pem");
    await fs.writeFile(empty, "no certificates here\n");
    await expect(open(empty)).rejects.toThrow(/holds no PEM certificate/);
    const broken = path.join(workDir, "broken.pem");
    await fs.writeFile(broken, `${operatorCa.rootPem}-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----\n`);
    await expect(open(broken)).rejects.toThrow(/certificate 2 is not a valid X\.509 certificate/);
  });
});
