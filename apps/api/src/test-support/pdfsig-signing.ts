import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { crypto, EC_SIGNING, generateKeyPair, x509 } from "../pdf-engine/pki/crypto-setup.ts";
import type { KeyedCertificate } from "../pdf-engine/pki/certificates.ts";
import { issueCertificate } from "../pdf-engine/pki/issue-certificate.ts";
import { certificatePem } from "./validators.ts";

const run = promisify(execFile);
const NICKNAME = "other-tool-signer";
const DAY_MS = 24 * 60 * 60_000;

/** A signer as another signing tool holds it: an RSA key (poppler 22 cannot sign with EC keys) and its chain above it. */
export interface OtherToolSigner {
  keyed: KeyedCertificate;
  /** From the signer's issuer up to the root. */
  chain: x509.X509Certificate[];
}

/** A CA nobody here trusts: a self-signed root made in process, as a foreign trust service's would be. */
export async function createOutsideRoot(name: string, now: Date): Promise<KeyedCertificate> {
  const keys = await generateKeyPair();
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    name,
    keys,
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + 365 * DAY_MS),
    signingAlgorithm: EC_SIGNING,
    extensions: [new x509.BasicConstraintsExtension(true, undefined, true), new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true)],
  });
  return { certificate, privateKey: keys.privateKey };
}

/** An RSA signer certificate `issuer` issues, with where its status is asked (when given). */
export async function issueOtherToolSigner(
  issuer: KeyedCertificate,
  chain: x509.X509Certificate[],
  commonName: string,
  now: Date,
  urls: { ocspUrl?: string; crlUrl?: string } = {},
): Promise<OtherToolSigner> {
  const keys = await crypto.subtle.generateKey({ name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" }, true, ["sign", "verify"]);
  const keyed = await issueCertificate(issuer, {
    subject: [{ CN: [commonName] }, { O: ["Other Tool Tests"] }],
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + 365 * DAY_MS),
    keyUsage: x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
    keys,
    ...urls,
  });
  return { keyed, chain };
}

/**
 * Signs a PDF with poppler's `pdfsig -add-signature` from an NSS database holding the signer's
 * key and chain: an `adbe.pkcs7.detached` CMS that NSS writes (BER, its own attributes), a
 * signature Paraph did not make.
 */
export async function signWithPdfsig(pdf: Uint8Array, signer: OtherToolSigner): Promise<Buffer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-other-tool-"));
  const file = (name: string) => path.join(directory, name);
  try {
    const pkcs8 = Buffer.from(await crypto.subtle.exportKey("pkcs8", signer.keyed.privateKey)).toString("base64");
    await fs.writeFile(file("key.pem"), `-----BEGIN PRIVATE KEY-----\n${pkcs8.replace(/(.{64})/g, "$1\n")}\n-----END PRIVATE KEY-----\n`);
    await fs.writeFile(file("certificate.pem"), certificatePem(new Uint8Array(signer.keyed.certificate.rawData)));
    await fs.writeFile(file("chain.pem"), signer.chain.map((certificate) => certificatePem(new Uint8Array(certificate.rawData))).join(""));
    await run("openssl", ["pkcs12", "-export", "-inkey", file("key.pem"), "-in", file("certificate.pem"), "-certfile", file("chain.pem"), "-name", NICKNAME, "-passout", "pass:other", "-out", file("identity.p12")]);
    await fs.mkdir(file("nss"));
    await run("certutil", ["-N", "-d", `sql:${file("nss")}`, "--empty-password"]);
    await run("pk12util", ["-i", file("identity.p12"), "-d", `sql:${file("nss")}`, "-W", "other"]);
    await fs.writeFile(file("unsigned.pdf"), pdf);
    await run("pdfsig", ["-nssdir", `sql:${file("nss")}`, "-add-signature", "-nick", NICKNAME, "-reason", "Signed by another tool", file("unsigned.pdf"), file("signed.pdf")]);
    return await fs.readFile(file("signed.pdf"));
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}
