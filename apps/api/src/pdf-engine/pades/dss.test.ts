import type { PDFRef } from "@cantoo/pdf-lib";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { generateTextPdf } from "../../test-support/pdf-corpus.ts";
import { runQpdfCheck } from "../../test-support/validators.ts";
import { appendDss, type ValidationMaterial } from "./dss.ts";
import { createHash } from "node:crypto";
import zlib from "node:zlib";

const bytes = (text: string) => new Uint8Array(Buffer.from(text));
const vriKey = (contents: Uint8Array) => createHash("sha1").update(contents).digest("hex").toUpperCase();

/** The DSS of a document as a validator reads it: each list's decoded streams, and each VRI entry's certificates. */
async function readDss(pdf: Uint8Array) {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const dss = document.catalog.lookup(PDFName.of("DSS"), PDFDict);
  const decoded = (ref: unknown) => {
    const stream = document.context.lookup(ref as PDFRef);
    if (!(stream instanceof PDFRawStream)) throw new Error("A DSS entry is not a stream");
    return Buffer.from(zlib.inflateSync(stream.getContents())).toString();
  };
  const list = (name: string) => dss.lookup(PDFName.of(name), PDFArray).asArray().map(decoded);
  const vri = dss.lookup(PDFName.of("VRI"), PDFDict);
  const certificatesOf = (contents: Uint8Array) => vri.lookup(PDFName.of(vriKey(contents)), PDFDict).lookup(PDFName.of("Cert"), PDFArray).asArray().map(decoded);
  return { certs: list("Certs"), ocsps: list("OCSPs"), crls: list("CRLs"), certificatesOf };
}

const first: ValidationMaterial = { signatureContents: bytes("signature one"), certificates: [bytes("signer one"), bytes("issuing ca")], ocspResponses: [bytes("ocsp one")], crls: [bytes("crl")] };
const second: ValidationMaterial = { signatureContents: bytes("signature two"), certificates: [bytes("signer two"), bytes("issuing ca")], ocspResponses: [bytes("ocsp two")], crls: [bytes("crl")] };

describe("appendDss", () => {
  it("adds a DSS as an incremental update, each certificate, answer and list once, with a VRI entry per signature", async () => {
    const original = await generateTextPdf({ pageCount: 3 });
    const extended = await appendDss(original, [first, second]);
    expect(Buffer.from(extended.subarray(0, original.length)).equals(Buffer.from(original))).toBe(true);
    const dss = await readDss(extended);
    expect(dss.certs).toEqual(["signer one", "issuing ca", "signer two"]);
    expect(dss.ocsps).toEqual(["ocsp one", "ocsp two"]);
    expect(dss.crls).toEqual(["crl"]);
    expect(dss.certificatesOf(first.signatureContents)).toEqual(["signer one", "issuing ca"]);
    expect(dss.certificatesOf(second.signatureContents)).toEqual(["signer two", "issuing ca"]);
    await expect(runQpdfCheck(Buffer.from(extended))).resolves.toContain("No syntax or stream encoding errors");
  });

  it("extends a DSS the document already has, keeping what it held", async () => {
    const original = await generateTextPdf({ pageCount: 2 });
    const once = await appendDss(original, [first]);
    const twice = await appendDss(once, [second]);
    expect(Buffer.from(twice.subarray(0, once.length)).equals(Buffer.from(once))).toBe(true);
    const dss = await readDss(twice);
    expect(dss.certs).toEqual(["signer one", "issuing ca", "signer two", "issuing ca"]);
    expect(dss.ocsps).toEqual(["ocsp one", "ocsp two"]);
    expect(dss.certificatesOf(first.signatureContents)).toEqual(["signer one", "issuing ca"]);
    expect(dss.certificatesOf(second.signatureContents)).toEqual(["signer two", "issuing ca"]);
    await expect(runQpdfCheck(Buffer.from(twice))).resolves.toContain("No syntax or stream encoding errors");
  });
});
