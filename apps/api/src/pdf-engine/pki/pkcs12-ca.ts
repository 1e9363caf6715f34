import { createPrivateKey, createPublicKey } from "node:crypto";
import fs from "node:fs/promises";
import * as asn1js from "asn1js";
import { ConfigError } from "../../platform/config.ts";
import { crypto, pkijs, x509 } from "./crypto-setup.ts";
import type { KeyedCertificate } from "./certificates.ts";

/** The operator's issuing CA from a PKCS#12 file: its certificate and key, and the certificates above it. */
export interface Pkcs12Ca {
  issuing: KeyedCertificate;
  /** From the issuing CA's issuer up to the self-signed root, nearest first; empty when the CA is its own root. */
  chainAbove: x509.X509Certificate[];
}

const EC_PUBLIC_KEY = "1.2.840.10045.2.1";
const RSA_ENCRYPTION = "1.2.840.113549.1.1.1";
const CURVES: Record<string, string> = {
  "1.2.840.10045.3.1.7": "P-256",
  "1.3.132.0.34": "P-384",
  "1.3.132.0.35": "P-521",
};

/**
 * Reads what `openssl pkcs12 -export` writes (PBES2 with AES and PBKDF2, MAC over SHA-256, and
 * the older 3DES/RC2 schemes): one private key and its certificate, which must be a CA, plus the
 * certificates of the chain up to the root. Anything missing stops start-up with a ConfigError
 * that names the setting.
 */
export async function loadPkcs12Ca(file: string, password: string): Promise<Pkcs12Ca> {
  const der = await fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
    throw new ConfigError(`Invalid configuration:\n  SIGNING_CA_PKCS12_FILE: cannot read ${file} (${error.code ?? error.message})`);
  });
  const { keys, certificates } = await readBags(new Uint8Array(der), password);
  const [privateKeyInfo, ...moreKeys] = keys;
  if (!privateKeyInfo) fail(`${file} holds no private key: export it with -inkey`);
  if (moreKeys.length > 0) fail(`${file} holds ${keys.length} private keys; keep only the issuing CA's`);
  const pkcs8 = privateKeyInfo.toSchema().toBER(false);
  const publicKeyDer = createPublicKey(createPrivateKey({ key: Buffer.from(pkcs8), format: "der", type: "pkcs8" })).export({ format: "der", type: "spki" });
  const issuingCertificate = certificates.find((certificate) => Buffer.from(certificate.publicKey.rawData).equals(publicKeyDer));
  if (!issuingCertificate) fail(`${file} holds no certificate for its private key`);
  const basicConstraints = issuingCertificate.getExtension(x509.BasicConstraintsExtension);
  if (!basicConstraints?.ca) fail(`the certificate of the key in ${file} (${issuingCertificate.subject}) is not a CA (basicConstraints CA:TRUE)`);
  const privateKey = await importSigningKey(pkcs8, privateKeyInfo.privateKeyAlgorithm);
  return { issuing: { certificate: issuingCertificate, privateKey }, chainAbove: await chainAbove(issuingCertificate, certificates, file) };
}

async function readBags(der: Uint8Array<ArrayBuffer>, password: string): Promise<{ keys: pkijs.PrivateKeyInfo[]; certificates: x509.X509Certificate[] }> {
  const secret = new TextEncoder().encode(password).buffer;
  const keys: pkijs.PrivateKeyInfo[] = [];
  const certificates: x509.X509Certificate[] = [];
  try {
    const pfx = pkijs.PFX.fromBER(der);
    await pfx.parseInternalValues({ password: secret, checkIntegrity: true });
    const authenticatedSafe = pfx.parsedValue?.authenticatedSafe;
    if (!authenticatedSafe) throw new Error("no authenticated safe");
    await authenticatedSafe.parseInternalValues({ safeContents: authenticatedSafe.safeContents.map(() => ({ password: secret })) });
    for (const contents of authenticatedSafe.parsedValue?.safeContents ?? []) {
      for (const bag of contents.value.safeBags) {
        if (bag.bagValue instanceof pkijs.PKCS8ShroudedKeyBag) {
          await bag.bagValue.parseInternalValues({ password: secret });
          if (bag.bagValue.parsedValue) keys.push(bag.bagValue.parsedValue);
        } else if (bag.bagValue instanceof pkijs.PrivateKeyInfo) {
          keys.push(bag.bagValue);
        } else if (bag.bagValue instanceof pkijs.CertBag && bag.bagValue.parsedValue instanceof pkijs.Certificate) {
          // The certificate's own bytes, not a re-encoding: OCSP and chain building hash its names as issued.
          certificates.push(new x509.X509Certificate(bag.bagValue.certValue.getValue()));
        }
      }
    }
  } catch {
    throw new ConfigError(
      "Invalid configuration:\n  SIGNING_CA_PKCS12_PASSWORD: does not open SIGNING_CA_PKCS12_FILE (wrong password, or not a PKCS#12 file)",
    );
  }
  return { keys, certificates };
}

async function importSigningKey(pkcs8: ArrayBuffer, algorithm: pkijs.AlgorithmIdentifier): Promise<CryptoKey> {
  if (algorithm.algorithmId === RSA_ENCRYPTION) {
    return crypto.subtle.importKey("pkcs8", pkcs8, { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }, false, ["sign"]);
  }
  const curveOid = algorithm.algorithmParams instanceof asn1js.ObjectIdentifier ? algorithm.algorithmParams.valueBlock.toString() : "";
  const namedCurve = algorithm.algorithmId === EC_PUBLIC_KEY ? CURVES[curveOid] : undefined;
  if (!namedCurve) fail(`the key is neither ECDSA (P-256, P-384, P-521) nor RSA (algorithm ${algorithm.algorithmId} ${curveOid})`);
  return crypto.subtle.importKey("pkcs8", pkcs8, { name: "ECDSA", namedCurve }, false, ["sign"]);
}

/** Follows issuers through the file's certificates, checking each signature, up to a self-signed root. */
async function chainAbove(issuing: x509.X509Certificate, certificates: x509.X509Certificate[], file: string): Promise<x509.X509Certificate[]> {
  const chain: x509.X509Certificate[] = [];
  let current = issuing;
  while (!(await current.isSelfSigned())) {
    const issuer = await findIssuer(current, certificates);
    if (!issuer) fail(`${file} lacks the certificate of ${current.issuer}: add the chain up to the root with -certfile`);
    if (chain.some((entry) => isSame(entry, issuer))) fail(`${file} holds a chain that loops at ${issuer.subject}`);
    chain.push(issuer);
    current = issuer;
  }
  return chain;
}

async function findIssuer(certificate: x509.X509Certificate, candidates: x509.X509Certificate[]): Promise<x509.X509Certificate | undefined> {
  for (const candidate of candidates) {
    if (candidate.subject !== certificate.issuer || isSame(candidate, certificate)) continue;
    if (await certificate.verify({ publicKey: candidate, signatureOnly: true })) return candidate;
  }
  return undefined;
}

function isSame(a: x509.X509Certificate, b: x509.X509Certificate): boolean {
  return Buffer.from(a.rawData).equals(Buffer.from(b.rawData));
}

function fail(message: string): never {
  throw new ConfigError(`Invalid configuration:\n  SIGNING_CA_PKCS12_FILE: ${message}`);
}
