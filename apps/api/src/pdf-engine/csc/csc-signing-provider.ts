import { createHash, createPublicKey, verify } from "node:crypto";
import { AppError } from "../../platform/errors/app-error.ts";
import { x509 } from "../pki/crypto-setup.ts";
import type { ChainCertificate } from "../pki/certificates.ts";
import { ecdsaCoordinateLengthOf, normalizeEcdsaSignature, signatureAlgorithmOf, type SignatureAlgorithm } from "../pades/signature-creator.ts";
import type { CscClient } from "./csc-client.ts";
import { ECDSA_SHA256_OID, EC_PUBLIC_KEY_OID, RSA_ENCRYPTION_OID, RSA_SHA256_OID, SHA256_OID, type CscCredentialInfo } from "./csc-protocol.ts";
import { isQualifiedSignatureCertificate } from "./qualified-certificate.ts";

/** How long a "holds QES" answer is reused for showing qualities; signing always asks afresh. */
const HOLDER_CACHE_MS = 60_000;
/** Showing a profile waits this long for the provider at most; signing waits the client's full timeout. */
const HOLDER_LOOKUP_MS = 5_000;

/** A qualified credential at the remote service: the key it signs with and the certificate naming the signer. */
export interface RemoteCredential {
  credentialId: string;
  certificate: x509.X509Certificate;
  /** The certificates above the signer's, as the service gives them (issuing CA first). */
  chain: ChainCertificate[];
  algorithm: SignatureAlgorithm;
  /** The signAlgo OID sent to signatures/signHash. */
  signAlgo: string;
  /** The id of the one-time password among the credential's authentication objects. */
  otpId: string;
  /** How many hashes one authorisation may cover. */
  multisign: number;
}

/**
 * Qualified signatures made by a remote trust service over the CSC API (SCAL2): the signer's
 * credential is found by their e-mail address as the CSC userID, the service sends them a
 * one-time password, and the password with the exact hashes to sign authorises those hashes
 * only (credentials/authorize → SAD), which signatures/signHash then signs.
 */
export class CscSigningProvider {
  readonly name = "csc";
  private readonly holders = new Map<string, { isHolder: boolean | undefined; until: number }>();

  constructor(
    private readonly client: CscClient,
    /** The legislations the service's qualified certificates count under (SIGNING_QES_CSC_LEGISLATIONS). */
    readonly legislations: readonly ("eidas" | "zertes")[],
  ) {}

  /** The signer's first usable qualified credential, asked afresh; undefined when they have none. */
  async findCredential(userId: string, now: Date): Promise<RemoteCredential | undefined> {
    const listed = await this.client.listCredentials({ userID: userId, credentialInfo: true, certificates: "chain", certInfo: true, authInfo: true, onlyValid: true });
    const infos = new Map((listed.credentialInfos ?? []).map((entry) => [entry.credentialID, entry]));
    for (const credentialId of listed.credentialIDs) {
      const info = infos.get(credentialId) ?? (await this.client.credentialInfo({ credentialID: credentialId, certificates: "chain", certInfo: true, authInfo: true }));
      const credential = usableCredential(credentialId, info, now);
      if (credential) {
        this.holders.set(userId, { isHolder: true, until: Date.now() + HOLDER_CACHE_MS });
        return credential;
      }
    }
    this.holders.set(userId, { isHolder: false, until: Date.now() + HOLDER_CACHE_MS });
    return undefined;
  }

  /**
   * Whether the user holds a qualified credential, for showing their qualities: answered from
   * the last minute's lookups when possible; undefined when the service cannot say right now
   * (not reachable, an error, or slower than a few seconds), which is remembered as long, so a
   * provider that is down does not slow every page.
   */
  async isHolder(userId: string, now: Date): Promise<boolean | undefined> {
    const cached = this.holders.get(userId);
    if (cached && cached.until > Date.now()) return cached.isHolder;
    let timer: NodeJS.Timeout | undefined;
    const tooSlow = new Promise<"too_slow">((resolve) => (timer = setTimeout(() => resolve("too_slow"), HOLDER_LOOKUP_MS)));
    const lookup = this.findCredential(userId, now).then(
      (credential) => credential !== undefined,
      () => undefined,
    );
    const answer = await Promise.race([lookup, tooSlow]).finally(() => clearTimeout(timer));
    if (answer === "too_slow" || answer === undefined) {
      this.holders.set(userId, { isHolder: undefined, until: Date.now() + HOLDER_CACHE_MS });
      return undefined;
    }
    return answer;
  }

  /** Forgets the remembered answer for a user whose credentials changed (an enrolment after identification). */
  forgetHolder(userId: string): void {
    this.holders.delete(userId);
  }

  /** The credential again by its id (its certificate may have been renewed since); refused when no longer usable. */
  async loadCredential(credentialId: string, now: Date): Promise<RemoteCredential> {
    const info = await this.client.credentialInfo({ credentialID: credentialId, certificates: "chain", certInfo: true, authInfo: true });
    const credential = usableCredential(credentialId, info, now);
    if (!credential) throw new AppError("remote_signing_failed", { provider: this.name, reason: "credential_unusable" });
    return credential;
  }

  async sendOtp(credential: Pick<RemoteCredential, "credentialId">): Promise<void> {
    await this.client.sendOtp({ credentialID: credential.credentialId });
  }

  /**
   * Signs each of the CMS signed attributes with one authorisation: their SHA-256 hashes and the
   * one-time password go to credentials/authorize, the SAD and the same hashes to signHash. Each
   * returned value is checked against the certificate before anything is embedded, and ECDSA
   * values come back as DER whether the service sent DER or r || s.
   */
  async signSignedAttributes(credential: RemoteCredential, otp: string, signedAttributes: Uint8Array[]): Promise<Uint8Array[]> {
    if (signedAttributes.length === 0) return [];
    if (signedAttributes.length > credential.multisign) {
      throw new AppError("remote_signing_failed", { provider: this.name, reason: "too_many_documents", limit: credential.multisign });
    }
    const hashes = signedAttributes.map((data) => createHash("sha256").update(data).digest("base64"));
    const { SAD } = await this.client.authorize({
      credentialID: credential.credentialId,
      numSignatures: hashes.length,
      hashes,
      hashAlgorithmOID: SHA256_OID,
      authData: [{ id: credential.otpId, value: otp }],
    });
    const { signatures } = await this.client.signHash({
      credentialID: credential.credentialId,
      SAD,
      hashes,
      hashAlgorithmOID: SHA256_OID,
      signAlgo: credential.signAlgo,
      operationMode: "S",
    });
    if (signatures.length !== hashes.length) throw new AppError("remote_signing_failed", { provider: this.name, method: "signatures/signHash", reason: "bad_response" });
    const key = createPublicKey({ key: Buffer.from(credential.certificate.publicKey.rawData), format: "der", type: "spki" });
    const coordinateLength = credential.algorithm === "ecdsa-sha256" ? ecdsaCoordinateLengthOf(credential.certificate) : 0;
    return signatures.map((encoded, index) => {
      let value: Uint8Array = new Uint8Array(Buffer.from(encoded, "base64"));
      try {
        if (credential.algorithm === "ecdsa-sha256") value = normalizeEcdsaSignature(value, coordinateLength);
      } catch {
        throw new AppError("remote_signing_failed", { provider: this.name, method: "signatures/signHash", reason: "bad_signature" });
      }
      const data = signedAttributes[index] ?? new Uint8Array();
      if (!verify("sha256", data, key, value)) throw new AppError("remote_signing_failed", { provider: this.name, method: "signatures/signHash", reason: "bad_signature" });
      return value;
    });
  }
}

/**
 * A credential Paraph can make a QES with: an enabled key, a valid qualified certificate with
 * its chain, authorised explicitly by a one-time password, and a signature algorithm both sides
 * know. Anything else is passed over.
 */
function usableCredential(credentialId: string, info: CscCredentialInfo, now: Date): RemoteCredential | undefined {
  const [signerDer, ...chainDer] = info.cert?.certificates ?? [];
  if (info.key.status !== "enabled" || !signerDer) return undefined;
  if (info.cert?.status && info.cert.status !== "valid") return undefined;
  const otp = info.auth?.objects?.find((entry) => entry.type === "OTP");
  if (info.auth && (info.auth.mode !== "explicit" || !otp)) return undefined;
  let certificate: x509.X509Certificate;
  let algorithm: SignatureAlgorithm;
  try {
    certificate = new x509.X509Certificate(Buffer.from(signerDer, "base64"));
    algorithm = signatureAlgorithmOf(certificate);
  } catch {
    return undefined;
  }
  if (certificate.notBefore > now || certificate.notAfter < now || !isQualifiedSignatureCertificate(certificate)) return undefined;
  const signAlgo = signAlgoFor(algorithm, info.key.algo);
  if (!signAlgo) return undefined;
  return {
    credentialId,
    certificate,
    chain: chainDer.map((der) => ({ certificate: new x509.X509Certificate(Buffer.from(der, "base64")) })),
    algorithm,
    signAlgo,
    otpId: otp?.id ?? "OTP",
    multisign: info.multisign,
  };
}

/** The signAlgo to ask for: the SHA-256 signature OID when listed, else the bare key algorithm with hashAlgorithmOID. */
function signAlgoFor(algorithm: SignatureAlgorithm, listed: string[]): string | undefined {
  const [specific, bare] = algorithm === "ecdsa-sha256" ? [ECDSA_SHA256_OID, EC_PUBLIC_KEY_OID] : [RSA_SHA256_OID, RSA_ENCRYPTION_OID];
  if (listed.includes(specific)) return specific;
  return listed.includes(bare) ? bare : undefined;
}
