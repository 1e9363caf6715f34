import fs from "node:fs/promises";
import path from "node:path";
import { exportPrivateKey, importPrivateKey, x509 } from "./crypto-setup.ts";
import type { KeyedCertificate } from "./certificates.ts";

/**
 * Seal keys live beside the demo PKI, one file per seal in `$DATA_DIR/pki/seals` (mode 600),
 * never in the database: a leaked database dump carries no key to sign with. Production puts
 * seal keys in a provider's HSM behind the same functions (docs/signing.md).
 */
function sealKeyFile(dataDir: string, sealId: string): string {
  if (!/^[0-9a-f-]{36}$/.test(sealId)) throw new Error(`not a seal id: ${sealId}`);
  return path.join(path.resolve(dataDir), "pki", "seals", `${sealId}.json`);
}

export async function saveSealKey(dataDir: string, sealId: string, keyed: KeyedCertificate): Promise<void> {
  await saveKeyedCertificate(sealKeyFile(dataDir, sealId), keyed);
}

/** The seal's certificate with its private key (usable for signing only). */
export async function loadSealKey(dataDir: string, sealId: string): Promise<KeyedCertificate> {
  return loadKeyedCertificate(sealKeyFile(dataDir, sealId));
}

/** Writes a certificate with its key to a file only this process's user reads (mode 600, folder 700). */
export async function saveKeyedCertificate(file: string, keyed: KeyedCertificate): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const content = JSON.stringify({
    certificate: Buffer.from(keyed.certificate.rawData).toString("base64"),
    privateKey: await exportPrivateKey(keyed.privateKey),
  });
  // Written aside and renamed, so a reader never sees half a key.
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, content, { mode: 0o600 });
  await fs.rename(temporary, file);
}

/** A certificate with its private key (usable for signing only), as saveKeyedCertificate wrote it. */
export async function loadKeyedCertificate(file: string): Promise<KeyedCertificate> {
  const stored = JSON.parse(await fs.readFile(file, "utf8")) as { certificate: string; privateKey: string };
  return {
    certificate: new x509.X509Certificate(Buffer.from(stored.certificate, "base64")),
    privateKey: await importPrivateKey(stored.privateKey),
  };
}

export async function deleteSealKey(dataDir: string, sealId: string): Promise<void> {
  await fs.rm(sealKeyFile(dataDir, sealId), { force: true });
}
