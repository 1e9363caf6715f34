import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOperatorCa, type OperatorCa } from "../../test-support/operator-ca.ts";
import { generateTextPdf } from "../../test-support/pdf-corpus.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { runOpensslCmsVerify, runOpensslTimestampVerify } from "../../test-support/validators.ts";
import { coveredBytesOf, findEmbeddedSignatures } from "../pades/embedded-signatures.ts";
import { signPdf } from "../pades/pades-signer.ts";
import { SigningServices } from "../signing-services.ts";
import { pkijs } from "./crypto-setup.ts";
import { loadOrCreateDemoPki } from "./demo-pki.ts";
import { HttpTimeStampAuthority } from "./http-time-stamp-authority.ts";

const run = promisify(execFile);

let operatorCa: OperatorCa;
let testApp: TestApp;
let baseUrl: string;
beforeAll(async () => {
  operatorCa = await createOperatorCa();
  // An installation on the operator's CA, time-stamping with the demo TSA it serves at /api/pki/tsa.
  testApp = await createTestApp({ SIGNING_CA_PKCS12_FILE: operatorCa.pkcs12File, SIGNING_CA_PKCS12_PASSWORD: operatorCa.password }, undefined, { startAt: new Date() });
  baseUrl = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  testApp.context.publicUrl = baseUrl;
});
afterAll(async () => {
  await testApp.close();
  await operatorCa.dispose();
});

describe("time-stamps from an RFC 3161 authority over HTTP", () => {
  it("gets a token from /api/pki/tsa that openssl ts -verify accepts for the digest", async () => {
    const digest = createHash("sha256").update("the bytes of a signature").digest();
    const token = await new HttpTimeStampAuthority(`${baseUrl}/api/pki/tsa`).timeStamp(digest);
    const demo = await loadOrCreateDemoPki(testApp.context.config.DATA_DIR, "", new Date());
    const answer = await runOpensslTimestampVerify(token, digest.toString("hex"), demo.root.certificate.toString("pem"), demo.issuing.certificate.toString("pem"));
    expect(answer).toContain("Verification: OK");
  });

  it("signs at B-T with the operator's CA and SIGNING_TSA_URL, without making a demo PKI", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-tsa-data-"));
    try {
      const services = await SigningServices.open(dataDir, testApp.clock, {
        SIGNING_CA_PKCS12_FILE: operatorCa.pkcs12File,
        SIGNING_CA_PKCS12_PASSWORD: operatorCa.password,
        SIGNING_TSA_URL: `${baseUrl}/api/pki/tsa`,
      });
      expect(services.timeStampAuthority).toBeInstanceOf(HttpTimeStampAuthority);
      expect(services.localTimeStampAuthority).toBeUndefined();
      await expect(fs.access(path.join(dataDir, "pki", "demo-pki.json"))).rejects.toMatchObject({ code: "ENOENT" });

      const signer = await services.issueSignerCertificate({ name: "Tim Stamp", email: "tim@example.ch" }, baseUrl);
      const signed = await signPdf(await generateTextPdf({ pageCount: 1 }), {
        signer,
        chain: services.chain,
        timeStampAuthority: services.timeStampAuthority,
        level: "B-T",
        fieldName: "Signature Tim",
        signingTime: testApp.clock.now(),
      });
      const [signature] = await findEmbeddedSignatures(signed);
      if (!signature) throw new Error("no signature");
      await expect(runOpensslCmsVerify(signature.contents, coveredBytesOf(signed, signature.byteRange), operatorCa.rootPem)).resolves.toContain("Verification successful");
      const signerInfo = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(new Uint8Array(signature.contents)).content }).signerInfos[0];
      expect(signerInfo?.unsignedAttrs?.attributes.map((attribute) => attribute.type)).toEqual(["1.2.840.113549.1.9.16.2.14"]);

      // The installation's OCSP responder answers for the operator CA's certificates, signed by that CA.
      await fs.writeFile(path.join(operatorCa.directory, "tim.pem"), signer.certificate.toString("pem"));
      const { stdout } = await run("openssl", [
        "ocsp",
        "-issuer", path.join(operatorCa.directory, "ca.crt"),
        "-cert", path.join(operatorCa.directory, "tim.pem"),
        "-url", `${baseUrl}/api/pki/ocsp`,
        "-CAfile", path.join(operatorCa.directory, "root.crt"),
      ]);
      expect(stdout).toContain("tim.pem: good");
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it("answers a request that is not a TimeStampReq with a rejection, and the client reports HTTP failures", async () => {
    const response = await fetch(`${baseUrl}/api/pki/tsa`, { method: "POST", headers: { "content-type": "application/timestamp-query" }, body: "not DER" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/timestamp-reply");
    const reply = pkijs.TimeStampResp.fromBER(new Uint8Array(await response.arrayBuffer()));
    expect(reply.status.status).toBe(pkijs.PKIStatus.rejection);
    expect(reply.timeStampToken).toBeUndefined();

    const digest = createHash("sha256").update("anything").digest();
    await expect(new HttpTimeStampAuthority(`${baseUrl}/api/pki/no-tsa-here`).timeStamp(digest)).rejects.toThrow(/answered HTTP 404/);
  });
});
