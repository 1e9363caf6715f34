import fs from "node:fs/promises";
import path from "node:path";
import type { KeyedCertificate } from "./certificates.ts";
import { EC_SIGNING, exportPrivateKey, generateKeyPair, importPrivateKey, x509 } from "./crypto-setup.ts";
import { issueCertificate } from "./issue-certificate.ts";

export interface DemoPki {
  root: KeyedCertificate;
  issuing: KeyedCertificate;
  tsa: KeyedCertificate;
  ocsp: KeyedCertificate;
  /** Where validators find OCSP and CRLs: the API serves them under `${baseUrl}/api/pki`. */
  baseUrl: string;
}

interface StoredEntry {
  certificate: string;
  privateKey: string;
}

const YEAR_MS = 365 * 24 * 60 * 60_000;
const NAME_PREFIX = "Paraph Demo";

/**
 * The demo PKI: a root CA, an issuing CA, a time-stamp authority and an OCSP responder, made on
 * first start in `$DATA_DIR/pki` and clearly named "Paraph Demo". Its signatures are real and
 * verifiable by anyone who trusts the demo root; they carry no legal weight. Production plugs
 * in real providers (docs/signing.md).
 */
export async function loadOrCreateDemoPki(dataDir: string, baseUrl: string, now: Date, tsaCertificateDays = DEFAULT_TSA_CERTIFICATE_DAYS): Promise<DemoPki> {
  const stored = await readStoredPki(dataDir);
  if (stored) {
    return { root: await loadEntry(stored.root), issuing: await loadEntry(stored.issuing), tsa: await loadEntry(stored.tsa), ocsp: await loadEntry(stored.ocsp), baseUrl };
  }
  const pki = await createDemoPki(baseUrl, now, tsaCertificateDays);
  await savePki(dataDir, pki, []);
  return pki;
}

/**
 * A time-stamp authority stops using a key well before its certificate ends (ETSI EN 319 421),
 * so the archive time-stamps it makes outlast the renewal margin: when the demo TSA's stored
 * certificate is due (`isTsaCertificateDue`), it gets a fresh key and certificate, and the old
 * certificate stays on record in the file. Called when the signing services open.
 */
export async function renewDemoTsaCertificateIfDue(dataDir: string, pki: DemoPki, now: Date, lifetimes: DemoTsaLifetimes): Promise<DemoPki> {
  if (!isTsaCertificateDue(pki.tsa, now, lifetimes)) return pki;
  const stored = await readStoredPki(dataDir);
  if (!stored) return pki;
  const tsa = await issueTsaCertificate(pki.issuing, now, lifetimes.certificateDays, pki.baseUrl);
  // The other keys were loaded unextractable: their stored entries are written back as they were.
  await writeStoredPki(dataDir, { ...stored, tsa: await storedEntryOf(tsa), previousTsa: [...(stored.previousTsa ?? []), stored.tsa.certificate] });
  return { ...pki, tsa };
}

function pkiFile(dataDir: string): string {
  return path.join(dataDir, "pki", "demo-pki.json");
}

function readStoredPki(dataDir: string): Promise<StoredPki | undefined> {
  return fs.readFile(pkiFile(dataDir), "utf8").then(
    (text) => JSON.parse(text) as StoredPki,
    () => undefined,
  );
}

async function loadEntry(entry: StoredEntry): Promise<KeyedCertificate> {
  return { certificate: new x509.X509Certificate(Buffer.from(entry.certificate, "base64")), privateKey: await importPrivateKey(entry.privateKey) };
}

/** How long the demo TSA's certificates last, and how long before its end one is replaced (the renewal margin). */
export interface DemoTsaLifetimes {
  certificateDays: number;
  renewWithinDays: number;
}

const DAY_MS = 24 * 60 * 60_000;
const DEFAULT_TSA_CERTIFICATE_DAYS = 3650;

/**
 * The stored TSA certificate ends within the renewal margin and a fresh one would outlast it:
 * replacing it then gives the next archive time-stamps a certificate renewal is worth making with.
 * A certificate shorter than the margin (a test's) is never replaced, or it would be at every start.
 */
export function isTsaCertificateDue(tsa: KeyedCertificate, now: Date, lifetimes: DemoTsaLifetimes): boolean {
  const margin = lifetimes.renewWithinDays * DAY_MS;
  return tsa.certificate.notAfter.getTime() < now.getTime() + margin && lifetimes.certificateDays * DAY_MS > margin;
}

interface StoredPki extends Record<"root" | "issuing" | "tsa" | "ocsp", StoredEntry> {
  /** The demo TSA's earlier certificates (base64 DER), oldest first. */
  previousTsa?: string[];
}

async function storedEntryOf(entry: KeyedCertificate): Promise<StoredEntry> {
  return { certificate: Buffer.from(entry.certificate.rawData).toString("base64"), privateKey: await exportPrivateKey(entry.privateKey) };
}

async function savePki(dataDir: string, pki: DemoPki, previousTsa: string[]): Promise<void> {
  const [root, issuing, tsa, ocsp] = await Promise.all([pki.root, pki.issuing, pki.tsa, pki.ocsp].map(storedEntryOf));
  if (!root || !issuing || !tsa || !ocsp) throw new Error("The demo PKI is incomplete");
  await writeStoredPki(dataDir, { root, issuing, tsa, ocsp, previousTsa });
}

async function writeStoredPki(dataDir: string, content: StoredPki): Promise<void> {
  const file = pkiFile(dataDir);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(content, null, 2), { mode: 0o600 });
  await fs.rename(temporary, file);
}

function issueTsaCertificate(issuing: KeyedCertificate, now: Date, certificateDays: number, baseUrl: string): Promise<KeyedCertificate> {
  return issueCertificate(issuing, {
    subject: `CN=${NAME_PREFIX} Time-Stamp Authority, O=Paraph Demo PKI (not for legal use), C=CH`,
    notBefore: new Date(now.getTime() - 60 * 60_000),
    notAfter: new Date(now.getTime() + certificateDays * DAY_MS),
    keyUsage: x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
    extendedKeyUsage: [x509.ExtendedKeyUsage.timeStamping],
    ocspUrl: `${baseUrl}/api/pki/ocsp`,
  });
}

async function createDemoPki(baseUrl: string, now: Date, tsaCertificateDays: number): Promise<DemoPki> {
  const notBefore = new Date(now.getTime() - 60 * 60_000);
  const rootKeys = await generateKeyPair();
  const rootCertificate = await x509.X509CertificateGenerator.createSelfSigned({
    name: `CN=${NAME_PREFIX} Root CA, O=Paraph Demo PKI (not for legal use), C=CH`,
    keys: rootKeys,
    notBefore,
    notAfter: new Date(now.getTime() + 20 * YEAR_MS),
    signingAlgorithm: EC_SIGNING,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(rootKeys.publicKey),
    ],
  });
  const root = { certificate: rootCertificate, privateKey: rootKeys.privateKey };
  const issuing = await issueCertificate(root, {
    subject: `CN=${NAME_PREFIX} Issuing CA, O=Paraph Demo PKI (not for legal use), C=CH`,
    notBefore,
    notAfter: new Date(now.getTime() + 15 * YEAR_MS),
    isCa: true,
    keyUsage: x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,

  });
  const tsa = await issueTsaCertificate(issuing, now, tsaCertificateDays, baseUrl);
  const ocsp = await issueCertificate(issuing, {
    subject: `CN=${NAME_PREFIX} OCSP Responder, O=Paraph Demo PKI (not for legal use), C=CH`,
    notBefore,
    notAfter: new Date(now.getTime() + 10 * YEAR_MS),
    keyUsage: x509.KeyUsageFlags.digitalSignature,
    extendedKeyUsage: [x509.ExtendedKeyUsage.ocspSigning],
    ocspNoCheck: true,
  });
  return { root, issuing, tsa, ocsp, baseUrl };
}
