import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { PDFRawStream, PDFRef } from "@cantoo/pdf-lib";
import { PDFArray, PDFDict, PDFDocument, PDFName, decodePDFRawStream } from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock.ts";
import { createOperatorCa, type OperatorCa } from "../../test-support/operator-ca.ts";
import { generateTextPdf } from "../../test-support/pdf-corpus.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { pkijs } from "../pki/crypto-setup.ts";
import { SigningServices } from "../signing-services.ts";
import { extendToLongTerm } from "./long-term.ts";
import { signPdf } from "./pades-signer.ts";

const run = promisify(execFile);

let operatorCa: OperatorCa;
let operatorApp: TestApp;
let workDir = "";

/**
 * Installation A signs with an operator's CA (as a remote qualified provider would, with its own
 * OCSP responder); installation B completes the document and must fetch A's revocation data.
 */
beforeAll(async () => {
  operatorCa = await createOperatorCa();
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-fetched-revocation-"));
  operatorApp = await createTestApp({ SIGNING_CA_PKCS12_FILE: operatorCa.pkcs12File, SIGNING_CA_PKCS12_PASSWORD: operatorCa.password }, undefined, { startAt: new Date() });
  operatorApp.context.publicUrl = await operatorApp.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await operatorApp?.close();
  await operatorCa.dispose();
  await fs.rm(workDir, { recursive: true, force: true });
});

async function signedElsewhere(): Promise<{ pdf: Uint8Array; serialHex: string }> {
  const operator = await SigningServices.open(path.join(workDir, "operator"), new ManualClock(), {
    SIGNING_CA_PKCS12_FILE: operatorCa.pkcs12File,
    SIGNING_CA_PKCS12_PASSWORD: operatorCa.password,
  });
  const signer = await operator.issueSignerCertificate({ name: "Rita Remote", email: "rita@example.ch" }, operatorApp.context.publicUrl);
  const pdf = await signPdf(await generateTextPdf({ pageCount: 1 }), { signer, chain: operator.chain, timeStampAuthority: operator.timeStampAuthority, level: "B-B", fieldName: "Signature Rita", signingTime: new Date() });
  return { pdf, serialHex: signer.certificate.serialNumber.toLowerCase() };
}

async function completer(name: string, trustedRoots: string[]): Promise<SigningServices> {
  const anchors = path.join(workDir, `${name}-roots.pem`);
  await fs.writeFile(anchors, trustedRoots.join("\n"));
  return SigningServices.open(path.join(workDir, name), new ManualClock(), trustedRoots.length > 0 ? { VALIDATION_TRUST_ANCHORS_FILE: anchors } : {});
}

function dssStreams(pdf: Uint8Array, entry: "OCSPs" | "CRLs"): Promise<Uint8Array[]> {
  return PDFDocument.load(pdf, { updateMetadata: false }).then((document) => {
    const list = document.catalog.lookup(PDFName.of("DSS"), PDFDict).lookupMaybe(PDFName.of(entry), PDFArray);
    return (list?.asArray() ?? []).map((ref) => decodePDFRawStream(document.context.lookup(ref as PDFRef) as PDFRawStream).decode());
  });
}

/** What an embedded OCSP response says: for which serial numbers, and their status (0 = good). */
function singleResponsesOf(der: Uint8Array): { serial: string; status: number }[] {
  const response = pkijs.OCSPResponse.fromBER(new Uint8Array(der));
  if (!response.responseBytes) return [];
  const basic = pkijs.BasicOCSPResponse.fromBER(new Uint8Array(response.responseBytes.response.valueBlock.valueHexView));
  return basic.tbsResponseData.responses.map((single) => ({
    serial: Buffer.from(single.certID.serialNumber.valueBlock.valueHexView).toString("hex"),
    status: (single.certStatus as { idBlock: { tagNumber: number } }).idBlock.tagNumber,
  }));
}

describe("revocation data of other CAs' certificates", () => {
  it("asks the certificate's own OCSP responder when its chain reaches a trusted root, and embeds the answer", async () => {
    const { pdf, serialHex } = await signedElsewhere();
    const services = await completer("trusting", [operatorCa.rootPem]);
    const completed = await extendToLongTerm(pdf, services, "B-LTA", "Archive", new Date());

    const responses = await dssStreams(completed, "OCSPs");
    const answers = responses.map(singleResponsesOf);
    expect(answers.flat()).toContainEqual({ serial: serialHex, status: 0 });

    // OpenSSL checks the embedded answer: signed by the operator's CA, "good" for the signer.
    const operatorResponse = responses.find((_der, index) => answers[index]?.some((answer) => answer.serial === serialHex));
    if (!operatorResponse) throw new Error("no answer for the signer");
    await fs.writeFile(path.join(workDir, "answer.der"), operatorResponse);
    const { stdout, stderr } = await run("openssl", ["ocsp", "-respin", path.join(workDir, "answer.der"), "-CAfile", path.join(operatorCa.directory, "root.crt"), "-VAfile", path.join(operatorCa.directory, "ca.crt"), "-resp_text", "-noverify"]);
    expect(`${stdout}${stderr}`).toContain("Cert Status: good");
    const verified = await run("openssl", ["ocsp", "-respin", path.join(workDir, "answer.der"), "-CAfile", path.join(operatorCa.directory, "root.crt"), "-verify_other", path.join(operatorCa.directory, "ca.crt")]);
    expect(`${verified.stdout}${verified.stderr}`).toContain("Response verify OK");
  });

  it("asks nobody about certificates that do not chain to a trusted root", async () => {
    const { pdf, serialHex } = await signedElsewhere();
    const services = await completer("untrusting", []);
    const completed = await extendToLongTerm(pdf, services, "B-LTA", "Archive", new Date());
    const responses = await dssStreams(completed, "OCSPs");
    const serials = responses.flatMap(singleResponsesOf).map((answer) => answer.serial);
    expect(serials).not.toContain(serialHex);
    expect(await dssStreams(completed, "CRLs")).toEqual([]);
  });
});
