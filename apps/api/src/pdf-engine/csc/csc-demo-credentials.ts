import fs from "node:fs/promises";
import path from "node:path";
import { crypto, generateKeyPair, x509 } from "../pki/crypto-setup.ts";
import type { ChainCertificate, KeyedCertificate } from "../pki/certificates.ts";
import { issueCertificate } from "../pki/issue-certificate.ts";

const CERTIFICATE_LIFETIME_MS = 2 * 365 * 24 * 60 * 60_000;

/** The key types the demo service holds keys of: what real trust services offer for QES. */
export const DEMO_KEY_ALGORITHMS = ["ecdsa-p256", "rsa-2048"] as const;
export type DemoKeyAlgorithm = (typeof DEMO_KEY_ALGORITHMS)[number];

/** One signer's credential at the demo trust service: a key pair and the qualified certificate for it. */
export interface DemoCredential {
  id: string;
  /** The CSC userID: the signer's e-mail address, lower case. */
  userID: string;
  name: string;
  /** The language of the one-time password mails. */
  lang: string;
  keyAlgorithm: DemoKeyAlgorithm;
  privateKey: JsonWebKey;
  /** Base64 DER: the signer's certificate, then the chain up to the root. */
  certificates: string[];
  createdAt: string;
}

/**
 * The demo trust service's credentials, in `$DATA_DIR/csc-demo/credentials.json` (mode 0600,
 * like the demo PKI): enrolled by the operator command or a test, read by the service on every
 * call, so an enrolment shows at once without a restart. The file is the service's own state,
 * kept apart from Paraph's database as a real provider's would be.
 */
export class DemoCredentialStore {
  constructor(readonly file: string) {}

  static inDataDir(dataDir: string): DemoCredentialStore {
    return new DemoCredentialStore(path.join(path.resolve(dataDir), "csc-demo", "credentials.json"));
  }

  async all(): Promise<DemoCredential[]> {
    const text = await fs.readFile(this.file, "utf8").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    });
    return text ? (JSON.parse(text) as { credentials: DemoCredential[] }).credentials : [];
  }

  async ofUser(userID: string): Promise<DemoCredential[]> {
    const wanted = userID.trim().toLowerCase();
    return (await this.all()).filter((credential) => credential.userID === wanted);
  }

  async find(id: string): Promise<DemoCredential | undefined> {
    return (await this.all()).find((credential) => credential.id === id);
  }

  async add(credential: DemoCredential): Promise<void> {
    const credentials = [...(await this.all()), credential];
    await fs.mkdir(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const temporary = `${this.file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temporary, JSON.stringify({ credentials }, null, 2), { mode: 0o600 });
    await fs.rename(temporary, this.file);
  }
}

/**
 * Enrols a signer at the demo service: a new key pair and a qualified certificate for it (QC
 * statements: QcCompliance, QcSSCD, QcType esign) issued by the installation's issuing CA, with
 * Paraph's OCSP responder in its Authority Information Access, as a trust service would after
 * identifying the person.
 */
export async function enrollDemoCredential(
  store: DemoCredentialStore,
  pki: { issuing: KeyedCertificate; chain: ChainCertificate[] },
  request: { userID: string; name: string; lang?: string; keyAlgorithm?: DemoKeyAlgorithm; publicUrl: string; now: Date },
): Promise<DemoCredential> {
  const userID = request.userID.trim().toLowerCase();
  const name = request.name.replace(/[,+="\\<>;#]/g, " ").replace(/\s+/g, " ").trim() || userID;
  const keyAlgorithm = request.keyAlgorithm ?? "ecdsa-p256";
  const keys =
    keyAlgorithm === "rsa-2048"
      ? ((await crypto.subtle.generateKey(
          { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
          true,
          ["sign", "verify"],
        )) as CryptoKeyPair)
      : await generateKeyPair();
  const issued = await issueCertificate(pki.issuing, {
    subject: [{ CN: [name] }, { E: [userID] }],
    email: userID,
    notBefore: new Date(request.now.getTime() - 5 * 60_000),
    notAfter: new Date(request.now.getTime() + CERTIFICATE_LIFETIME_MS),
    keyUsage: x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
    ocspUrl: `${request.publicUrl}/api/pki/ocsp`,
    caIssuersUrl: `${request.publicUrl}/api/pki/issuing.cer`,
    qualifiedType: "esign",
    keys,
  });
  const credential: DemoCredential = {
    id: crypto.randomUUID(),
    userID,
    name,
    lang: request.lang ?? "en-gb",
    keyAlgorithm,
    privateKey: await crypto.subtle.exportKey("jwk", keys.privateKey),
    certificates: [issued.certificate, ...pki.chain.map((entry) => entry.certificate)].map((certificate) => Buffer.from(certificate.rawData).toString("base64")),
    createdAt: request.now.toISOString(),
  };
  await store.add(credential);
  return credential;
}
