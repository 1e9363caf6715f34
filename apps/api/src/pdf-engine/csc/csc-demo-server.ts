import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { z } from "zod";
import { x509 } from "../pki/crypto-setup.ts";
import { ecdsaRawToDer } from "../pades/signature-creator.ts";
import type { DemoCredential, DemoCredentialStore } from "./csc-demo-credentials.ts";
import type { CscDemoState } from "./csc-demo-state.ts";
import {
  authorizeRequestSchema,
  credentialsInfoRequestSchema,
  credentialsListRequestSchema,
  ECDSA_SHA256_OID,
  EC_PUBLIC_KEY_OID,
  RSA_ENCRYPTION_OID,
  RSA_SHA256_OID,
  sendOtpRequestSchema,
  SHA256_OID,
  signHashRequestSchema,
  type CscCredentialInfo,
  type CscErrorBody,
} from "./csc-protocol.ts";
import { signSha256Digest } from "./sign-digest.ts";

export const OTP_LIFETIME_MS = 5 * 60_000;
export const OTP_MAX_FAILED_ATTEMPTS = 3;
const SAD_LIFETIME_MS = 5 * 60_000;
/** How many hashes one authorisation may cover (multisign). */
const MULTISIGN = 20;
const P256_OID = "1.2.840.10045.3.1.7";
const METHODS = ["credentials/list", "credentials/info", "credentials/sendOTP", "credentials/authorize", "signatures/signHash"];

/** A one-time password to deliver to the credential's holder. */
export type OtpDelivery = (message: { userID: string; name: string; lang: string; otp: string; sentAt: Date; expiresAt: Date; credentialId: string }) => Promise<void>;

export interface CscDemoServiceOptions {
  store: DemoCredentialStore;
  /** Open OTPs and SADs, in the database: every replica serves the same ones. */
  state: CscDemoState;
  /** The bearer token relying parties call with; without one, only `info` answers. */
  token: string | undefined;
  now: () => Date;
  deliverOtp: OtpDelivery;
  /** ECDSA values as DER (the default) or as r || s, as some services send them. */
  ecdsaSignatureFormat?: "der" | "raw";
}

class CscFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: CscErrorBody,
  ) {
    super(body.error_description ?? body.error);
  }
}

const invalidRequest = (description: string) => new CscFailure(400, { error: "invalid_request", error_description: description });

/**
 * Paraph's demo trust service, speaking the CSC API v2 like a qualified trust service with
 * remote signing (SCAL2): it holds each enrolled signer's key, sends them a one-time password
 * (OTP) on credentials/sendOTP, and on credentials/authorize takes that OTP together with the
 * exact hashes to sign, returning signature activation data (SAD) good for those hashes only,
 * once, for five minutes; signatures/signHash then signs them with the signer's key. OTPs and
 * SADs are kept in the database (CscDemoState), so any replica may answer any call.
 */
export class CscDemoService {
  constructor(private readonly options: CscDemoServiceOptions) {}

  /** Serves the service's methods under `prefix` (e.g. /api/csc/v2) of a Fastify app. */
  register(app: FastifyInstance, prefix: string): void {
    const route = <S extends z.ZodType>(method: string, schema: S | undefined, handle: (body: z.output<S>) => Promise<unknown>, isPublic = false) =>
      app.post(`${prefix}/${method}`, { schema: { hide: true } }, async (request, reply) => {
        try {
          if (!isPublic) this.authenticate(request);
          const body = schema ? schema.safeParse(request.body ?? {}) : { success: true as const, data: undefined };
          if (!body.success) throw invalidRequest(`Invalid parameters: ${body.error.issues.map((issue) => issue.path.join(".") || issue.message).join(", ")}`);
          const result = await handle(body.data as z.output<S>);
          return result === undefined ? reply.code(200).send() : reply.code(200).type("application/json").send(result);
        } catch (error) {
          return this.fail(reply, error);
        }
      });
    route("info", undefined, async () => this.info(), true);
    route("credentials/list", credentialsListRequestSchema, (body) => this.listCredentials(body));
    route("credentials/info", credentialsInfoRequestSchema, (body) => this.credentialInfo(body));
    route("credentials/sendOTP", sendOtpRequestSchema, (body) => this.sendOtp(body));
    route("credentials/authorize", authorizeRequestSchema, (body) => this.authorize(body));
    route("signatures/signHash", signHashRequestSchema, (body) => this.signHash(body));
  }

  private authenticate(request: FastifyRequest): void {
    const expected = this.options.token;
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
    const digest = (text: string) => createHash("sha256").update(text).digest();
    if (!expected || !given || !timingSafeEqual(digest(expected), digest(given))) {
      throw new CscFailure(401, { error: "invalid_token", error_description: "The access token is not valid" });
    }
  }

  private fail(reply: FastifyReply, error: unknown) {
    if (error instanceof CscFailure) return reply.code(error.status).type("application/json").send(error.body);
    reply.log.error({ err: error }, "CSC demo service failed");
    return reply.code(500).type("application/json").send({ error: "server_error", error_description: "The service failed" });
  }

  private info() {
    return {
      specs: "2.0.0.2",
      name: "Paraph Demo Trust Service (not for legal use)",
      logo: "",
      region: "CH",
      lang: "en",
      description: "Remote qualified signatures for trying Paraph; its certificates come from the demo PKI",
      authType: ["external"],
      methods: METHODS,
    };
  }

  private async listCredentials(body: z.output<typeof credentialsListRequestSchema>) {
    if (!body.userID) throw invalidRequest("Missing parameter userID");
    const credentials = await this.options.store.ofUser(body.userID);
    const usable = body.onlyValid ? credentials.filter((credential) => this.isCertificateValid(credential)) : credentials;
    return {
      credentialIDs: usable.map((credential) => credential.id),
      ...(body.credentialInfo ? { credentialInfos: usable.map((credential) => ({ credentialID: credential.id, ...this.describe(credential, body) })) } : {}),
      ...(body.onlyValid !== undefined ? { onlyValid: body.onlyValid } : {}),
    };
  }

  private async credentialInfo(body: z.output<typeof credentialsInfoRequestSchema>) {
    return this.describe(await this.credentialOf(body.credentialID), body);
  }

  private async sendOtp(body: z.output<typeof sendOtpRequestSchema>): Promise<undefined> {
    const credential = await this.credentialOf(body.credentialID);
    const otp = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const salt = randomBytes(16);
    const sentAt = this.options.now();
    const expiresAt = new Date(sentAt.getTime() + OTP_LIFETIME_MS);
    // A new password replaces the last one for this credential.
    await this.options.state.saveOtp(credential.id, { hash: otpHash(salt, otp), salt, expiresAt: expiresAt.getTime() });
    await this.options.deliverOtp({ userID: credential.userID, name: credential.name, lang: credential.lang, otp, sentAt, expiresAt, credentialId: credential.id });
    return undefined;
  }

  /**
   * SCAL2: the OTP authorises exactly the hashes sent with it. A wrong OTP counts; the third
   * locks it. A right one is used up, and the SAD it yields covers those hashes only.
   */
  private async authorize(body: z.output<typeof authorizeRequestSchema>) {
    const credential = await this.credentialOf(body.credentialID);
    const hashes = body.hashes ?? [];
    if (hashes.length === 0) throw invalidRequest("Missing parameter hashes: this credential (SCAL 2) authorises given hashes only");
    if (hashes.length !== body.numSignatures) throw invalidRequest("numSignatures does not match the number of hashes");
    if (body.numSignatures > MULTISIGN) throw invalidRequest(`numSignatures exceeds multisign (${MULTISIGN})`);
    if (body.hashAlgorithmOID !== SHA256_OID) throw invalidRequest("Invalid parameter hashAlgorithmOID: SHA-256 only");
    if (hashes.some((hash) => Buffer.from(hash, "base64").length !== 32)) throw invalidRequest("Invalid parameter hashes: each is a base64 SHA-256 digest");
    const given = body.authData?.find((entry) => entry.id === "OTP")?.value;
    if (!given) throw invalidRequest("Missing OTP in authData");
    const now = this.options.now().getTime();
    const outcome = await this.options.state.useOtp(credential.id, now, OTP_MAX_FAILED_ATTEMPTS, (open) => timingSafeEqual(open.hash, otpHash(open.salt, given)));
    if (outcome === "missing") throw new CscFailure(400, { error: "invalid_otp", error_description: "No OTP was sent for this credential, or it was used" });
    if (outcome === "expired") throw new CscFailure(400, { error: "invalid_otp", error_description: "The OTP has expired" });
    if (outcome === "locked") throw new CscFailure(400, { error: "invalid_otp", error_description: "The OTP is locked after three wrong tries" });
    if (outcome === "wrong") throw new CscFailure(400, { error: "invalid_otp", error_description: "The OTP is not valid" });
    const sad = randomBytes(32).toString("base64url");
    await this.options.state.saveAuthorization(sadKey(sad), { credentialId: credential.id, hashes: [...hashes], expiresAt: now + SAD_LIFETIME_MS }, now);
    return { SAD: sad, expiresIn: SAD_LIFETIME_MS / 1000 };
  }

  /** Signs only hashes the SAD was issued for, each once; anything else is refused and nothing is signed. */
  private async signHash(body: z.output<typeof signHashRequestSchema>) {
    const credential = await this.credentialOf(body.credentialID);
    const isEc = credential.keyAlgorithm === "ecdsa-p256";
    const accepted = isEc ? [ECDSA_SHA256_OID, EC_PUBLIC_KEY_OID] : [RSA_SHA256_OID, RSA_ENCRYPTION_OID];
    if (!accepted.includes(body.signAlgo)) throw invalidRequest("Invalid parameter signAlgo for this key");
    if (body.hashAlgorithmOID !== undefined && body.hashAlgorithmOID !== SHA256_OID) throw invalidRequest("Invalid parameter hashAlgorithmOID: SHA-256 only");
    const outcome = await this.options.state.useAuthorization(sadKey(body.SAD), credential.id, body.hashes, this.options.now().getTime());
    if (outcome === "unknown") throw invalidRequest("Invalid parameter SAD");
    if (outcome === "expired") throw invalidRequest("The SAD has expired");
    if (outcome === "not_covered") throw invalidRequest("Invalid parameter hashes: not authorised by this SAD");
    const signatures = body.hashes.map((hash) => {
      const value = signSha256Digest(credential.privateKey, Buffer.from(hash, "base64"));
      return Buffer.from(isEc && this.options.ecdsaSignatureFormat !== "raw" ? ecdsaRawToDer(value) : value).toString("base64");
    });
    return { signatures };
  }

  private async credentialOf(credentialId: string): Promise<DemoCredential> {
    const credential = await this.options.store.find(credentialId);
    if (!credential) throw invalidRequest("Invalid parameter credentialID");
    return credential;
  }

  private isCertificateValid(credential: DemoCredential): boolean {
    const certificate = signerCertificateOf(credential);
    const now = this.options.now();
    return certificate.notBefore <= now && now <= certificate.notAfter;
  }

  private describe(credential: DemoCredential, options: { certificates?: "none" | "single" | "chain" | undefined; certInfo?: boolean | undefined; authInfo?: boolean | undefined }): CscCredentialInfo {
    const certificate = signerCertificateOf(credential);
    const scope = options.certificates ?? "single";
    const isEc = credential.keyAlgorithm === "ecdsa-p256";
    return {
      description: `Qualified signature of ${credential.name} (demo)`,
      key: isEc ? { status: "enabled", algo: [ECDSA_SHA256_OID, EC_PUBLIC_KEY_OID], len: 256, curve: P256_OID } : { status: "enabled", algo: [RSA_SHA256_OID, RSA_ENCRYPTION_OID], len: 2048 },
      cert: {
        status: this.isCertificateValid(credential) ? "valid" : "expired",
        ...(scope === "none" ? {} : { certificates: scope === "single" ? credential.certificates.slice(0, 1) : credential.certificates }),
        ...(options.certInfo
          ? {
              issuerDN: certificate.issuer,
              serialNumber: certificate.serialNumber,
              subjectDN: certificate.subject,
              validFrom: generalizedTime(certificate.notBefore),
              validTo: generalizedTime(certificate.notAfter),
            }
          : {}),
      },
      ...(options.authInfo
        ? { auth: { mode: "explicit" as const, expression: "OTP", objects: [{ type: "OTP", id: "OTP", format: "N", label: "One-time password", description: "Six digits, e-mailed to the signer", generator: "online" }] } }
        : {}),
      SCAL: "2",
      multisign: MULTISIGN,
      lang: credential.lang,
    };
  }
}

/** The demo service on a server of its own (tests, or trying a separate provider): answers under /csc/v2. */
export async function startCscDemoServer(options: CscDemoServiceOptions & { host?: string; port?: number }): Promise<{ url: string; service: CscDemoService; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  const service = new CscDemoService(options);
  service.register(app, "/csc/v2");
  const address = await app.listen({ host: options.host ?? "127.0.0.1", port: options.port ?? 0 });
  return { url: `${address}/csc/v2`, service, close: () => app.close() };
}

function signerCertificateOf(credential: DemoCredential): x509.X509Certificate {
  return new x509.X509Certificate(Buffer.from(credential.certificates[0] ?? "", "base64"));
}

function otpHash(salt: Buffer, otp: string): Buffer {
  return createHash("sha256").update(salt).update(otp).digest();
}

/** SADs are kept by their hash, so a memory dump holds no usable one. */
function sadKey(sad: string): string {
  return createHash("sha256").update(sad).digest("hex");
}

/** GeneralizedTime as CSC certInfo gives validity: YYYYMMDDHHMMSSZ. */
function generalizedTime(date: Date): string {
  return `${date.toISOString().replace(/[-:T]/g, "").slice(0, 14)}Z`;
}
