import fs from "node:fs/promises";
import { x509 } from "../pki/crypto-setup.ts";

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g;

/**
 * The roots `POST /v1/validate` trusts: the installation's own root (the demo root, which only
 * exists outside production, or the root of the operator's PKCS#12 chain) and the certificates
 * of a PEM file the operator keeps — for example the roots of the qualified trust services whose
 * signatures their users receive. A file that is missing, empty or holds something other than
 * certificates stops start-up with a message naming it.
 */
export async function loadValidationTrustAnchors(ownRoot: x509.X509Certificate, file: string | undefined): Promise<Uint8Array[]> {
  const anchors = [new Uint8Array(ownRoot.rawData)];
  if (!file) return anchors;
  const text = await fs.readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new Error(`VALIDATION_TRUST_ANCHORS_FILE ${file} cannot be read: ${error.code ?? error.message}`);
  });
  const blocks = [...text.matchAll(PEM_CERTIFICATE)];
  if (blocks.length === 0) throw new Error(`VALIDATION_TRUST_ANCHORS_FILE ${file} holds no PEM certificate`);
  for (const [index, block] of blocks.entries()) {
    try {
      const certificate = new x509.X509Certificate(Buffer.from((block[1] ?? "").replace(/\s+/g, ""), "base64"));
      anchors.push(new Uint8Array(certificate.rawData));
    } catch {
      throw new Error(`VALIDATION_TRUST_ANCHORS_FILE ${file}: certificate ${index + 1} is not a valid X.509 certificate`);
    }
  }
  return anchors;
}
