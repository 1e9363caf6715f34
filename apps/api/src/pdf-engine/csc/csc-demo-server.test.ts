import { createHash, createPublicKey, verify } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateTextPdf } from "../../test-support/pdf-corpus.ts";
import { runOpensslCmsVerify } from "../../test-support/validators.ts";
import { coveredBytesOf, findEmbeddedSignatures } from "../pades/embedded-signatures.ts";
import { preparePdfSignature } from "../pades/pades-signer.ts";
import { pkijs, x509 } from "../pki/crypto-setup.ts";
import { loadOrCreateDemoPki, type DemoPki } from "../pki/demo-pki.ts";
import { CscClient } from "./csc-client.ts";
import { DemoCredentialStore, enrollDemoCredential, type DemoCredential, type DemoKeyAlgorithm } from "./csc-demo-credentials.ts";
import { OTP_LIFETIME_MS, startCscDemoServer } from "./csc-demo-server.ts";
import { CscDemoState } from "./csc-demo-state.ts";
import type { Database } from "../../platform/db/database.ts";
import { openTestDatabase } from "../../test-support/test-database.ts";
import { ECDSA_SHA256_OID, SHA256_OID } from "./csc-protocol.ts";
import { CscSigningProvider } from "./csc-signing-provider.ts";

const TOKEN = "csc-demo-test-token-0123456789";
let now = new Date();
let directory: string;
let pki: DemoPki;
let store: DemoCredentialStore;
const sentOtps: { userID: string; otp: string; credentialId: string }[] = [];
let derServer: Awaited<ReturnType<typeof startCscDemoServer>>;
let rawServer: Awaited<ReturnType<typeof startCscDemoServer>>;
let database: Database;

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-csc-"));
  pki = await loadOrCreateDemoPki(directory, "", new Date());
  store = DemoCredentialStore.inDataDir(directory);
  database = await openTestDatabase();
  const options = { store, state: new CscDemoState(database.db), token: TOKEN, now: () => now, deliverOtp: async (message: { userID: string; otp: string; credentialId: string }) => void sentOtps.push(message) };
  derServer = await startCscDemoServer(options);
  // The same credentials behind a service that answers ECDSA as r || s, as some providers do.
  rawServer = await startCscDemoServer({ ...options, ecdsaSignatureFormat: "raw" });
});
afterAll(async () => {
  await derServer.close();
  await rawServer.close();
  await database.close();
  await fs.rm(directory, { recursive: true, force: true });
});

async function enroll(keyAlgorithm: DemoKeyAlgorithm = "ecdsa-p256"): Promise<DemoCredential> {
  const email = `signer.${crypto.randomUUID().slice(0, 8)}@example.ch`;
  return enrollDemoCredential(store, { issuing: pki.issuing, chain: [pki.issuing, pki.root] }, { userID: email, name: "Quirin Qualified", publicUrl: "http://paraph.test", now: new Date(), keyAlgorithm });
}

async function post(url: string, method: string, body: object, token: string | null = TOKEN) {
  const response = await fetch(`${url}/${method}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

async function sendOtp(credential: DemoCredential, url = derServer.url): Promise<string> {
  expect((await post(url, "credentials/sendOTP", { credentialID: credential.id })).status).toBe(200);
  const otp = sentOtps.filter((entry) => entry.credentialId === credential.id).at(-1)?.otp;
  if (!otp) throw new Error("no OTP sent");
  return otp;
}

const digestOf = (text: string) => createHash("sha256").update(text).digest("base64");
const wrongOtp = (otp: string) => otp.replace(/^./, (digit) => String((Number(digit) + 1) % 10));

describe("the demo CSC service", () => {
  it("lists a signer's credentials by userID with the qualified certificate and its chain, only with the service's token", async () => {
    const credential = await enroll();
    const info = await post(derServer.url, "info", {}, null);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ specs: "2.0.0.2", methods: expect.arrayContaining(["credentials/authorize", "signatures/signHash"]) as unknown });
    expect((await post(derServer.url, "credentials/list", { userID: credential.userID }, null)).status).toBe(401);
    expect((await post(derServer.url, "credentials/list", { userID: credential.userID }, "another-token-0123456789")).body).toMatchObject({ error: "invalid_token" });

    const listed = await post(derServer.url, "credentials/list", { userID: credential.userID.toUpperCase(), credentialInfo: true, certificates: "chain", authInfo: true });
    expect(listed.body).toMatchObject({
      credentialIDs: [credential.id],
      credentialInfos: [{ credentialID: credential.id, SCAL: "2", key: { status: "enabled", algo: expect.arrayContaining([ECDSA_SHA256_OID]) as unknown }, auth: { mode: "explicit", objects: [{ type: "OTP", id: "OTP" }] } }],
    });
    const certificates = ((listed.body.credentialInfos as { cert: { certificates: string[] } }[])[0]?.cert.certificates ?? []).map((der) => new x509.X509Certificate(Buffer.from(der, "base64")));
    expect(certificates.map((certificate) => certificate.subject)).toEqual([
      `CN=Quirin Qualified, E=${credential.userID}`,
      pki.issuing.certificate.subject,
      pki.root.certificate.subject,
    ]);
    expect(await certificates[0]?.verify({ publicKey: pki.issuing.certificate.publicKey, signatureOnly: true })).toBe(true);
    expect(certificates[0]?.getExtension("1.3.6.1.5.5.7.1.3")).toBeTruthy();
    expect((await post(derServer.url, "credentials/list", { userID: "nobody@example.ch" })).body).toEqual({ credentialIDs: [] });
    expect((await post(derServer.url, "credentials/info", { credentialID: "no-such-credential" })).body).toMatchObject({ error: "invalid_request" });
  });

  it("authorises exactly the hashes sent with the OTP (SCAL2), signs each once, and the OTP works once", async () => {
    const credential = await enroll();
    const otp = await sendOtp(credential);
    const bound = digestOf("the signed attributes of one document");
    const other = digestOf("something else entirely");
    // SCAL2: no hashes, or a count that does not match them, is refused before the OTP is looked at.
    expect((await post(derServer.url, "credentials/authorize", { credentialID: credential.id, numSignatures: 1, authData: [{ id: "OTP", value: otp }] })).body).toMatchObject({ error: "invalid_request" });
    expect((await post(derServer.url, "credentials/authorize", { credentialID: credential.id, numSignatures: 2, hashes: [bound], hashAlgorithmOID: SHA256_OID, authData: [{ id: "OTP", value: otp }] })).status).toBe(400);

    const authorized = await post(derServer.url, "credentials/authorize", { credentialID: credential.id, numSignatures: 1, hashes: [bound], hashAlgorithmOID: SHA256_OID, authData: [{ id: "OTP", value: otp }] });
    expect(authorized.status, JSON.stringify(authorized.body)).toBe(200);
    const sad = String(authorized.body.SAD);
    const again = await post(derServer.url, "credentials/authorize", { credentialID: credential.id, numSignatures: 1, hashes: [other], hashAlgorithmOID: SHA256_OID, authData: [{ id: "OTP", value: otp }] });
    expect(again.body).toMatchObject({ error: "invalid_otp" });

    const forOther = await post(derServer.url, "signatures/signHash", { credentialID: credential.id, SAD: sad, hashes: [other], hashAlgorithmOID: SHA256_OID, signAlgo: ECDSA_SHA256_OID });
    expect(forOther).toMatchObject({ status: 400, body: { error: "invalid_request", error_description: "Invalid parameter hashes: not authorised by this SAD" } });
    const signed = await post(derServer.url, "signatures/signHash", { credentialID: credential.id, SAD: sad, hashes: [bound], hashAlgorithmOID: SHA256_OID, signAlgo: ECDSA_SHA256_OID });
    expect(signed.status).toBe(200);
    const signature = Buffer.from((signed.body.signatures as string[])[0] ?? "", "base64");
    const publicKey = createPublicKey({ key: Buffer.from(new x509.X509Certificate(Buffer.from(credential.certificates[0] ?? "", "base64")).publicKey.rawData), format: "der", type: "spki" });
    expect(verify("sha256", Buffer.from("the signed attributes of one document"), publicKey, signature)).toBe(true);
    const twice = await post(derServer.url, "signatures/signHash", { credentialID: credential.id, SAD: sad, hashes: [bound], hashAlgorithmOID: SHA256_OID, signAlgo: ECDSA_SHA256_OID });
    expect(twice.body).toMatchObject({ error: "invalid_request", error_description: "Invalid parameter SAD" });
  });

  it("keeps OTPs and SADs in the database: one replica sends the OTP, another authorises, a third call signs, and each works once", async () => {
    // derServer and rawServer stand for two API replicas: separate services on one database.
    const credential = await enroll();
    const otp = await sendOtp(credential, derServer.url);
    const hashes = [digestOf("signed on two replicas"), digestOf("and its second document")];
    const authorize = (url: string) => post(url, "credentials/authorize", { credentialID: credential.id, numSignatures: 2, hashes, hashAlgorithmOID: SHA256_OID, authData: [{ id: "OTP", value: otp }] });
    const [onRaw, onDer] = await Promise.all([authorize(rawServer.url), authorize(derServer.url)]);
    // The same password at once on both: exactly one of them authorises.
    expect([onRaw.status, onDer.status].sort()).toEqual([200, 400]);
    const sad = String((onRaw.status === 200 ? onRaw : onDer).body.SAD);
    const sign = (url: string, hash: string) => post(url, "signatures/signHash", { credentialID: credential.id, SAD: sad, hashes: [hash], hashAlgorithmOID: SHA256_OID, signAlgo: ECDSA_SHA256_OID });
    expect((await sign(derServer.url, hashes[0] ?? "")).status).toBe(200);
    expect((await sign(rawServer.url, hashes[0] ?? "")).body).toMatchObject({ error_description: "Invalid parameter hashes: not authorised by this SAD" });
    expect((await sign(rawServer.url, hashes[1] ?? "")).status).toBe(200);
    expect((await sign(derServer.url, hashes[1] ?? "")).body).toMatchObject({ error_description: "Invalid parameter SAD" });
    expect(await database.db.selectFrom("csc_demo_otps").select("credential_id").where("credential_id", "=", credential.id).execute()).toEqual([]);
  });

  it("counts wrong OTPs, locks the third, and lets a password expire", async () => {
    const credential = await enroll();
    const hashes = [digestOf("a")];
    const attempt = (value: string) => post(derServer.url, "credentials/authorize", { credentialID: credential.id, numSignatures: 1, hashes, hashAlgorithmOID: SHA256_OID, authData: [{ id: "OTP", value }] });
    const otp = await sendOtp(credential);
    expect((await attempt(wrongOtp(otp))).body).toMatchObject({ error: "invalid_otp", error_description: "The OTP is not valid" });
    expect((await attempt(wrongOtp(otp))).body).toMatchObject({ error: "invalid_otp", error_description: "The OTP is not valid" });
    expect((await attempt(wrongOtp(otp))).body).toMatchObject({ error: "invalid_otp", error_description: "The OTP is locked after three wrong tries" });
    expect((await attempt(otp)).status).toBe(400);

    const late = await sendOtp(credential);
    now = new Date(now.getTime() + OTP_LIFETIME_MS + 1000);
    try {
      expect((await attempt(late)).body).toMatchObject({ error: "invalid_otp", error_description: "The OTP has expired" });
    } finally {
      now = new Date();
    }
  });
});

describe("the CSC client and provider", () => {
  it("find the qualified credential, and map the service's refusals to Paraph's errors", async () => {
    const credential = await enroll();
    const provider = new CscSigningProvider(new CscClient(derServer.url, TOKEN), ["eidas", "zertes"]);
    const found = await provider.findCredential(credential.userID, new Date());
    expect(found).toMatchObject({ credentialId: credential.id, algorithm: "ecdsa-sha256", signAlgo: ECDSA_SHA256_OID, otpId: "OTP", multisign: 20 });
    expect(found?.chain.map((entry) => entry.certificate.subject)).toEqual([pki.issuing.certificate.subject, pki.root.certificate.subject]);
    await expect(provider.findCredential("nobody@example.ch", new Date())).resolves.toBeUndefined();
    await expect(provider.isHolder(credential.userID, new Date())).resolves.toBe(true);

    if (!found) throw new Error("no credential");
    await provider.sendOtp(found);
    await expect(provider.signSignedAttributes(found, "000000x", [new Uint8Array([1, 2, 3])])).rejects.toMatchObject({ code: "tan_invalid" });
    await expect(new CscSigningProvider(new CscClient(derServer.url, "a-wrong-token-0123456789"), ["eidas"]).findCredential(credential.userID, new Date())).rejects.toMatchObject({
      code: "remote_signing_failed",
      details: { provider: "csc", method: "credentials/list", status: 401, error: "invalid_token" },
    });
    await expect(new CscClient("http://127.0.0.1:9/csc/v2", TOKEN, { timeoutMs: 2000 }).info()).rejects.toMatchObject({ code: "remote_signing_failed", details: { method: "info" } });
    // Showing qualities does not fail with the provider: it cannot say, and says so.
    await expect(new CscSigningProvider(new CscClient("http://127.0.0.1:9/csc/v2", TOKEN), ["eidas"]).isHolder(credential.userID, new Date())).resolves.toBeUndefined();
    const unusable = new CscSigningProvider(new CscClient(derServer.url, TOKEN), ["eidas"]);
    await expect(unusable.loadCredential("no-such-credential", new Date())).rejects.toMatchObject({ code: "remote_signing_failed", details: { method: "credentials/info", status: 400 } });
  });

  it.each([
    ["ECDSA P-256 returned as DER", "ecdsa-p256", "der"],
    ["ECDSA P-256 returned as r || s", "ecdsa-p256", "raw"],
    ["RSA PKCS#1 v1.5", "rsa-2048", "der"],
  ] as const)("signs two PDFs with one OTP through signHash (%s), each verified by openssl cms", async (_label, keyAlgorithm, format) => {
    const credential = await enroll(keyAlgorithm);
    const url = format === "raw" ? rawServer.url : derServer.url;
    const provider = new CscSigningProvider(new CscClient(url, TOKEN), ["eidas"]);
    const found = await provider.findCredential(credential.userID, new Date());
    if (!found) throw new Error("no credential");
    const prepared = await Promise.all(
      [1, 2].map(async (index) =>
        preparePdfSignature(await generateTextPdf({ pageCount: 1, title: `remote ${index}` }), {
          certificate: found.certificate,
          algorithm: found.algorithm,
          chain: found.chain,
          level: "B-B",
          fieldName: `Signature ${index}`,
          signingTime: new Date(),
        }),
      ),
    );
    const otp = await sendOtp(credential, url);
    const values = await provider.signSignedAttributes(found, otp, prepared.map((entry) => entry.signedAttributes));
    for (const [index, entry] of prepared.entries()) {
      const pdf = await entry.complete(values[index] ?? new Uint8Array());
      const [signature] = await findEmbeddedSignatures(pdf);
      if (!signature) throw new Error("no signature");
      const signedData = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(new Uint8Array(signature.contents)).content });
      expect(signedData.signerInfos[0]?.signatureAlgorithm.algorithmId).toBe(keyAlgorithm === "rsa-2048" ? "1.2.840.113549.1.1.11" : ECDSA_SHA256_OID);
      await expect(runOpensslCmsVerify(signature.contents, coveredBytesOf(pdf, signature.byteRange), pki.root.certificate.toString("pem"))).resolves.toContain("Verification successful");
    }
    // The password authorised those two hashes only: it is spent.
    await expect(provider.signSignedAttributes(found, otp, prepared.map((entry) => entry.signedAttributes))).rejects.toMatchObject({ code: "tan_invalid" });
  });
});
