import { expect } from "vitest";
import { coveredBytesOf, findEmbeddedSignatures } from "../../apps/api/src/pdf-engine/pades/embedded-signatures.ts";
import { createTrustStore, runOpensslCmsVerify, runPdfsig, runQpdfCheck } from "../../apps/api/src/test-support/validators.ts";

/** What the independent validators need: an NSS database and a PEM that trust the server's demo root. */
export interface SignatureValidators {
  trustStore: string;
  rootPem: string;
  dispose(): Promise<void>;
}

/**
 * Trusts the running server's demo root. pdfsig also checks each certificate online with the
 * server's OCSP responder, so the server must keep running while signatures are checked.
 */
export async function prepareSignatureValidators(serverUrl: string): Promise<SignatureValidators> {
  const root = Buffer.from(await (await fetch(`${serverUrl}/api/pki/root.cer`)).arrayBuffer());
  const store = await createTrustStore(root);
  const rootPem = `-----BEGIN CERTIFICATE-----\n${root.toString("base64").replace(/(.{64})/g, "$1\n")}\n-----END CERTIFICATE-----\n`;
  return { trustStore: store.directory, rootPem, dispose: store.dispose };
}

/**
 * The PDF carries exactly these signers' signatures, in this order (or in any, for signers who
 * signed side by side), each of which poppler finds valid and trusted and OpenSSL verifies over
 * the bytes it covers; qpdf finds the file sound.
 */
export async function expectValidSignatures(pdf: Buffer, validators: SignatureValidators, signerNames: string[], options: { inAnyOrder?: boolean } = {}): Promise<void> {
  const signatures = (await runPdfsig(pdf, validators.trustStore)).filter((entry) => entry.type === "ETSI.CAdES.detached");
  const names = signatures.map((entry) => entry.commonName);
  if (options.inAnyOrder) expect(names.toSorted()).toEqual(signerNames.toSorted());
  else expect(names).toEqual(signerNames);
  for (const signature of signatures) {
    expect(signature.signatureValidation).toBe("Signature is Valid.");
    expect(signature.certificateValidation).toBe("Certificate is Trusted.");
  }

  const embedded = (await findEmbeddedSignatures(pdf)).filter((entry) => entry.subFilter === "ETSI.CAdES.detached");
  expect(embedded).toHaveLength(signerNames.length);
  for (const signature of embedded) {
    await expect(runOpensslCmsVerify(signature.contents, coveredBytesOf(pdf, signature.byteRange), validators.rootPem)).resolves.toContain("Verification successful");
  }
  await expect(runQpdfCheck(pdf)).resolves.toContain("No syntax or stream encoding errors");
}
