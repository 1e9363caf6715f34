import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock.ts";
import { ConfigError } from "../../platform/config.ts";
import { createOperatorCa, type OperatorCa } from "../../test-support/operator-ca.ts";
import { generateTextPdf } from "../../test-support/pdf-corpus.ts";
import { runOpensslCmsVerify } from "../../test-support/validators.ts";
import { coveredBytesOf, findEmbeddedSignatures } from "../pades/embedded-signatures.ts";
import { signPdf } from "../pades/pades-signer.ts";
import { SigningServices } from "../signing-services.ts";
import { pkijs, x509 } from "./crypto-setup.ts";

const run = promisify(execFile);
const clock = new ManualClock(new Date());
const OCSP_URL = "https://ocsp.operator.example/ocsp";

let operatorCa: OperatorCa;
beforeAll(async () => {
  operatorCa = await createOperatorCa();
});
afterAll(async () => operatorCa.dispose());

const settingsOf = (ca: OperatorCa, password = ca.password) => ({ SIGNING_CA_PKCS12_FILE: ca.pkcs12File, SIGNING_CA_PKCS12_PASSWORD: password });

/** `openssl verify` of a certificate against the operator's root, the issuing CA untrusted. */
async function opensslVerify(ca: OperatorCa, certificate: x509.X509Certificate): Promise<string> {
  const file = path.join(ca.directory, `checked-${certificate.serialNumber}.pem`);
  await fs.writeFile(file, certificate.toString("pem"));
  const { stdout } = await run("openssl", ["verify", "-CAfile", path.join(ca.directory, "root.crt"), "-untrusted", path.join(ca.directory, "ca.crt"), file]);
  return stdout;
}

describe("the PKCS#12 provider: the operator's issuing CA", () => {
  it("issues signer and seal certificates from the CA in the file, which OpenSSL chains to the operator's root", async () => {
    const services = await SigningServices.open(operatorCa.directory, clock, { ...settingsOf(operatorCa), SIGNING_OCSP_URL: OCSP_URL });
    expect(services.pki.issuing.certificate.subject).toBe("CN=Operator Test Issuing CA, O=Paraph Tests");
    expect(services.pki.root.certificate.subject).toBe("CN=Operator Test Root, O=Paraph Tests");
    expect(services.chain.map((entry) => entry.certificate.subject)).toEqual(["CN=Operator Test Issuing CA, O=Paraph Tests", "CN=Operator Test Root, O=Paraph Tests"]);
    // Without SIGNING_TSA_URL, time-stamps still come from the demo TSA, so its PKI is made; the CA is not the demo's.
    expect(services.localTimeStampAuthority).toBeDefined();

    const signer = await services.issueSignerCertificate({ name: "Olga Operator", email: "olga@example.ch" }, "https://sign.example.ch");
    expect(signer.certificate.issuer).toBe("CN=Operator Test Issuing CA, O=Paraph Tests");
    // Byte for byte the CA's subject as OpenSSL encoded it (UTF8String), which OCSP name hashes rely on.
    const issuerDer = pkijs.Certificate.fromBER(new Uint8Array(signer.certificate.rawData)).issuer.valueBeforeDecode;
    const caSubjectDer = pkijs.Certificate.fromBER(new Uint8Array(services.pki.issuing.certificate.rawData)).subject.valueBeforeDecode;
    expect(Buffer.from(issuerDer).equals(Buffer.from(caSubjectDer))).toBe(true);
    await expect(opensslVerify(operatorCa, signer.certificate)).resolves.toMatch(/: OK/);
    const access = signer.certificate.getExtension(x509.AuthorityInfoAccessExtension);
    expect(access?.ocsp.map((entry) => entry.value)).toEqual([OCSP_URL]);
    expect(access?.caIssuers.map((entry) => entry.value)).toEqual(["https://sign.example.ch/api/pki/issuing.cer"]);

    const seal = await services.issueSealCertificate({ organisationName: "Operator AG", displayName: "Invoices" }, "https://sign.example.ch");
    await expect(opensslVerify(operatorCa, seal.certificate)).resolves.toMatch(/: OK/);
  });

  it("signs a PDF whose CMS OpenSSL verifies against the operator's root", async () => {
    const services = await SigningServices.open(operatorCa.directory, clock, settingsOf(operatorCa));
    const signer = await services.issueSignerCertificate({ name: "Olga Operator", email: "olga@example.ch" }, "https://sign.example.ch");
    const signed = await signPdf(await generateTextPdf({ pageCount: 1 }), {
      signer,
      chain: services.chain,
      timeStampAuthority: services.timeStampAuthority,
      level: "B-T",
      fieldName: "Signature Olga",
      signingTime: clock.now(),
    });
    const [signature] = await findEmbeddedSignatures(signed);
    if (!signature) throw new Error("no signature");
    await expect(runOpensslCmsVerify(signature.contents, coveredBytesOf(signed, signature.byteRange), operatorCa.rootPem)).resolves.toContain("Verification successful");
  });

  it("takes an RSA CA too", async () => {
    const rsaCa = await createOperatorCa({ keyType: "rsa" });
    try {
      const services = await SigningServices.open(rsaCa.directory, clock, settingsOf(rsaCa));
      const signer = await services.issueSignerCertificate({ name: "Rita Rsa", email: "rita@example.ch" }, "https://sign.example.ch");
      await expect(opensslVerify(rsaCa, signer.certificate)).resolves.toMatch(/: OK/);
    } finally {
      await rsaCa.dispose();
    }
  });

  it("stops start-up with a configuration error for a wrong password", async () => {
    const attempt = SigningServices.open(operatorCa.directory, clock, settingsOf(operatorCa, "not the password"));
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(/SIGNING_CA_PKCS12_PASSWORD: does not open SIGNING_CA_PKCS12_FILE \(wrong password/);
  });

  it("stops start-up for a missing file, a file without a key, and a chain that does not reach a root", async () => {
    const missing = { ...settingsOf(operatorCa), SIGNING_CA_PKCS12_FILE: path.join(operatorCa.directory, "absent.p12") };
    await expect(SigningServices.open(operatorCa.directory, clock, missing)).rejects.toThrow(/SIGNING_CA_PKCS12_FILE: cannot read .*absent\.p12 \(ENOENT\)/);

    const keyless = path.join(operatorCa.directory, "keyless.p12");
    await run("openssl", ["pkcs12", "-export", "-nokeys", "-in", path.join(operatorCa.directory, "ca.crt"), "-passout", `pass:${operatorCa.password}`, "-out", keyless]);
    await expect(SigningServices.open(operatorCa.directory, clock, { ...settingsOf(operatorCa), SIGNING_CA_PKCS12_FILE: keyless })).rejects.toThrow(
      /SIGNING_CA_PKCS12_FILE: .*keyless\.p12 holds no private key/,
    );

    const rootless = await createOperatorCa({ withRoot: false });
    try {
      await expect(SigningServices.open(rootless.directory, clock, settingsOf(rootless))).rejects.toThrow(
        /SIGNING_CA_PKCS12_FILE: .* lacks the certificate of CN=Operator Test Root, O=Paraph Tests/,
      );
    } finally {
      await rootless.dispose();
    }
  });

  it("refuses a key whose certificate is not a CA", async () => {
    const leafFile = path.join(operatorCa.directory, "leaf.p12");
    await run("openssl", ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", path.join(operatorCa.directory, "leaf.key")]);
    await run("openssl", ["req", "-new", "-key", path.join(operatorCa.directory, "leaf.key"), "-subj", "/CN=Not A CA", "-out", path.join(operatorCa.directory, "leaf.csr")]);
    await run("openssl", ["x509", "-req", "-in", path.join(operatorCa.directory, "leaf.csr"), "-CA", path.join(operatorCa.directory, "root.crt"), "-CAkey", path.join(operatorCa.directory, "root.key"), "-days", "30", "-out", path.join(operatorCa.directory, "leaf.crt")]);
    await run("openssl", ["pkcs12", "-export", "-inkey", path.join(operatorCa.directory, "leaf.key"), "-in", path.join(operatorCa.directory, "leaf.crt"), "-certfile", path.join(operatorCa.directory, "root.crt"), "-passout", `pass:${operatorCa.password}`, "-out", leafFile]);
    await expect(SigningServices.open(operatorCa.directory, clock, { ...settingsOf(operatorCa), SIGNING_CA_PKCS12_FILE: leafFile })).rejects.toThrow(/\(CN=Not A CA\) is not a CA/);
  });
});
