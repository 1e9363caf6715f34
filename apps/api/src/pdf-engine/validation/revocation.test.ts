import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock.ts";
import { generateTextPdf } from "../../test-support/pdf-corpus.ts";
import { loadOrCreateDemoPki } from "../pki/demo-pki.ts";
import { OcspResponder } from "../pki/ocsp-responder.ts";
import { RevokedCertificates } from "../pki/revoked-certificates.ts";
import { SigningServices } from "../signing-services.ts";
import { appendDss, findSignatureContents } from "../pades/dss.ts";
import { appendLtaUpdate } from "../pades/lta-update.ts";
import { signPdf } from "../pades/pades-signer.ts";
import { pkijs } from "../pki/crypto-setup.ts";
import { validatePdf } from "./validate-pdf.ts";

const MINUTE = 60_000;
const clock = new ManualClock();
let dataDir = "";
let services: SigningServices;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-revocation-"));
  services = await SigningServices.open(dataDir, clock);
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

async function signedBT(name: string) {
  const signer = await services.issueSignerCertificate({ name, email: "revocation@example.ch" }, "http://127.0.0.1");
  return { signer, bt: async () => signPdf(await generateTextPdf({ pageCount: 1 }), { signer, chain: services.chain, timeStampAuthority: services.timeStampAuthority, level: "B-T", fieldName: `Signature ${name}`, signingTime: clock.now() }) };
}

async function firstSignature(pdf: Uint8Array) {
  const outcome = await validatePdf(pdf, services.validationTrustAnchors, { at: clock.now() });
  if (outcome.outcome !== "ok") throw new Error(outcome.outcome);
  const signature = outcome.result.signatures[0];
  if (!signature) throw new Error("no signature");
  return signature;
}

describe("revocation in Paraph's validator", () => {
  it("reads 'good' from the demo OCSP responses and CRLs a completed (B-LTA) document carries", async () => {
    const { bt } = await signedBT("Good Signer");
    const lta = await appendLtaUpdate(await bt(), services, { fieldName: "Archive 1", now: clock.now() });
    const signature = await firstSignature(lta);
    expect(signature).toMatchObject({ level: "B-LTA", indication: "TOTAL-PASSED", subIndication: null, revocation: { status: "good" } });
    expect(signature.revocation?.checkedBy).toMatch(/^(ocsp|crl)$/);
    expect(signature.revocation?.issuedAt).toBeDefined();
  });

  it("keeps TOTAL-PASSED, with the reason, when the certificate was revoked after the signature time-stamp; the renewal's fresh OCSP and CRL say 'revoked'", async () => {
    const { signer, bt } = await signedBT("Later Revoked");
    const first = await appendLtaUpdate(await bt(), services, { fieldName: "Archive 1", now: clock.now() });
    clock.advance(10 * MINUTE);
    const revokedAt = new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
    services.revoked.revoke(signer.certificate.serialNumber, revokedAt);
    clock.advance(MINUTE);
    const renewed = await appendLtaUpdate(first, services, { fieldName: "Archive 2", now: clock.now() });

    const signature = await firstSignature(renewed);
    expect(signature).toMatchObject({ indication: "TOTAL-PASSED", subIndication: null, revocation: { status: "revoked", revokedAt: revokedAt.toISOString() } });
    expect(new Date(signature.proofOfExistence?.time ?? "").getTime()).toBeLessThan(revokedAt.getTime());
    expect(signature.problems.join("\n")).toContain("after the signature is proven to exist");
  });

  it("answers INDETERMINATE/REVOKED_NO_POE for a certificate revoked before the signature time-stamp", async () => {
    const { signer, bt } = await signedBT("Revoked Before");
    services.revoked.revoke(signer.certificate.serialNumber, new Date(Math.floor(clock.now().getTime() / 1000) * 1000 - MINUTE));
    clock.advance(MINUTE);
    const lta = await appendLtaUpdate(await bt(), services, { fieldName: "Archive 1", now: clock.now() });
    const signature = await firstSignature(lta);
    expect(signature).toMatchObject({ indication: "INDETERMINATE", subIndication: "REVOKED_NO_POE", revocation: { status: "revoked" } });
    expect(signature.problems.join("\n")).toContain("before the signature is proven to exist");
  });

  it("ignores an OCSP response saying 'revoked' that a key other than the issuer's or its responder's signed", async () => {
    const { signer, bt } = await signedBT("Forged Target");
    const signed = await bt();
    // A responder of another demo PKI, with id-kp-OCSPSigning but not issued by this CA, answering for this CA's certificate.
    const otherDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-revocation-other-"));
    try {
      const other = await loadOrCreateDemoPki(otherDir, "http://127.0.0.1", clock.now());
      const forgedList = new RevokedCertificates();
      forgedList.revoke(signer.certificate.serialNumber, new Date(clock.now().getTime() - 60 * MINUTE));
      const forger = new OcspResponder(services.pki.issuing, other.ocsp, () => new Date(Math.floor(clock.now().getTime() / 1000) * 1000), forgedList);
      const serial = pkijs.Certificate.fromBER(new Uint8Array(signer.certificate.rawData)).serialNumber;
      const forged = await forger.respondForSerials([serial]);
      const contents = await findSignatureContents(signed);
      const withForgedDss = await appendDss(signed, [{ signatureContents: contents[0]?.contents ?? new Uint8Array(), certificates: [new Uint8Array(other.ocsp.certificate.rawData)], ocspResponses: [forged], crls: [] }]);

      const signature = await firstSignature(withForgedDss);
      expect(signature.level).toBe("B-LT");
      expect(signature.revocation).toEqual({ status: "unknown", checkedBy: null });
      expect(signature).toMatchObject({ indication: "INDETERMINATE", subIndication: "TRY_LATER" });
    } finally {
      await fs.rm(otherDir, { recursive: true, force: true });
    }
  });

  it("reads 'revoked' from a CRL alone, signed by the issuing CA", async () => {
    const { signer, bt } = await signedBT("CRL Revoked");
    const signed = await bt();
    clock.advance(MINUTE);
    const revokedAt = new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
    services.revoked.revoke(signer.certificate.serialNumber, revokedAt);
    const [contents] = await findSignatureContents(signed);
    const withCrl = await appendDss(signed, [{ signatureContents: contents?.contents ?? new Uint8Array(), certificates: [], ocspResponses: [], crls: [await services.crls.issuing.current()] }]);
    const signature = await firstSignature(withCrl);
    expect(signature).toMatchObject({ level: "B-LT", indication: "TOTAL-PASSED", revocation: { status: "revoked", checkedBy: "crl", revokedAt: revokedAt.toISOString() } });
  });

  it("reports 'unknown' and keeps TOTAL-PASSED for a B-T signature, which carries no validation data by design", async () => {
    const { bt } = await signedBT("Plain BT");
    const signature = await firstSignature(await bt());
    expect(signature).toMatchObject({ level: "B-T", indication: "TOTAL-PASSED", revocation: { status: "unknown", checkedBy: null } });
  });
});
