import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sealSchema } from "@paraph/contracts";
import { crypto, EC_SIGNING } from "../../pdf-engine/pki/crypto-setup.ts";
import { SigningServices } from "../../pdf-engine/signing-services.ts";
import { createSignedInUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createBusinessCast, getUserAs } from "../businesses/test-helpers.ts";
import { provisionSeal } from "./provisioning.ts";
import { findSealForSigning } from "./seal-for-signing.ts";
import { provisionTestSeal, sealProvisioningOf } from "./test-helpers.ts";

const run = promisify(execFile);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

function sealUrl(businessId: string, accountName: string, suffix = ""): string {
  return `/api/v1/businesses/${businessId}/seals/${accountName}${suffix}`;
}

function keyFileOf(sealId: string): string {
  return path.join(testApp.context.config.DATA_DIR, "pki", "seals", `${sealId}.json`);
}

/** openssl's own reading of a certificate, and whether it chains to the demo root. */
async function inspectWithOpenssl(certificateBase64: string): Promise<{ text: string; verify: string }> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-seal-"));
  try {
    const services = await SigningServices.open(testApp.context.config.DATA_DIR, testApp.clock);
    const seal = path.join(directory, "seal.der");
    await fs.writeFile(seal, Buffer.from(certificateBase64, "base64"));
    await fs.writeFile(path.join(directory, "root.pem"), services.pki.root.certificate.toString("pem"));
    await fs.writeFile(path.join(directory, "issuing.pem"), services.pki.issuing.certificate.toString("pem"));
    const { stdout: text } = await run("openssl", ["x509", "-inform", "DER", "-in", seal, "-noout", "-text", "-nameopt", "RFC2253"]);
    await run("openssl", ["x509", "-inform", "DER", "-in", seal, "-out", path.join(directory, "seal.pem")]);
    const { stdout: verify } = await run("openssl", [
      "verify",
      "-CAfile",
      path.join(directory, "root.pem"),
      "-untrusted",
      path.join(directory, "issuing.pem"),
      path.join(directory, "seal.pem"),
    ]);
    return { text, verify };
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}

describe("provisioning a seal (the operator's command)", () => {
  it("issues a certificate for the organisation from the demo issuing CA and keeps its key in the data folder", async () => {
    const { business } = await createBusinessCast(testApp);
    const seal = await provisionTestSeal(testApp, business.id, "muster-finance", "Muster Finance Seal");
    expect(seal).toMatchObject({ business_id: business.id, account_name: "muster-finance", display_name: "Muster Finance Seal", image_sha256: null });

    const { text, verify } = await inspectWithOpenssl(seal.certificate);
    expect(text).toContain("Subject: O=Muster AG,CN=Muster Finance Seal");
    expect(text).toMatch(/Issuer: .*CN=Paraph Demo Issuing CA/);
    expect(text).toMatch(/X509v3 Key Usage: critical\s+Digital Signature, Non Repudiation/);
    expect(text).toContain("OCSP - URI:http://paraph.test/api/pki/ocsp");
    expect(verify.trim()).toMatch(/seal\.pem: OK$/);

    const keyFile = await fs.stat(keyFileOf(seal.id));
    expect(keyFile.mode & 0o777).toBe(0o600);
    const stored = await fs.readFile(keyFileOf(seal.id), "utf8");
    expect(JSON.parse(stored).certificate).toBe(seal.certificate);
  });

  it("refuses bad names, a taken account name and an unknown business, leaving no key behind", async () => {
    const { business } = await createBusinessCast(testApp);
    const provisioning = await sealProvisioningOf(testApp);
    await expect(provisionSeal(provisioning, { businessId: business.id, accountName: "Not Valid!", displayName: "Seal" })).rejects.toMatchObject({
      code: "validation_failed",
      details: { fields: [expect.objectContaining({ field: "accountName" })] },
    });
    await expect(provisionSeal(provisioning, { businessId: business.id, accountName: "ok-name", displayName: " " })).rejects.toMatchObject({
      code: "validation_failed",
    });
    await provisionSeal(provisioning, { businessId: business.id, accountName: "taken", displayName: "First" });
    await expect(provisionSeal(provisioning, { businessId: business.id, accountName: "taken", displayName: "Second" })).rejects.toMatchObject({
      code: "validation_failed",
    });
    await expect(provisionSeal(provisioning, { businessId: crypto.randomUUID(), accountName: "orphan", displayName: "Orphan" })).rejects.toMatchObject({
      code: "not_found",
    });
    const keyFiles = await fs.readdir(path.join(testApp.context.config.DATA_DIR, "pki", "seals"));
    const sealCount = await testApp.context.db.selectFrom("seals").select((builder) => builder.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    expect(keyFiles.filter((name) => name.endsWith(".json"))).toHaveLength(Number(sealCount.count));
  });
});

describe("reading and managing seals", () => {
  it("lists the business's seals for its members, as spec §3 list items", async () => {
    const { business, member } = await createBusinessCast(testApp);
    await provisionTestSeal(testApp, business.id, "b-seal", "B Seal");
    await provisionTestSeal(testApp, business.id, "a-seal", "A Seal");
    const list = await testApp.request({ method: "GET", url: `/api/v1/businesses/${business.id}/seals`, token: member.token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      seals: [
        { accountName: "a-seal", displayName: "A Seal", amountApiKeys: 0, amountMembers: 0 },
        { accountName: "b-seal", displayName: "B Seal", amountApiKeys: 0, amountMembers: 0 },
      ],
    });
    const read = await testApp.request({ method: "GET", url: `/api/v1/businesses/${business.id}`, token: member.token });
    expect(read.json().seals).toEqual(["a-seal", "b-seal"]);

    const one = await testApp.request({ method: "GET", url: sealUrl(business.id, "a-seal"), token: member.token });
    expect(one.statusCode).toBe(200);
    expect(sealSchema.parse(one.json())).toMatchObject({
      accountName: "a-seal",
      members: [],
      image: null,
      certificate: { subject: "CN=A Seal, O=Muster AG", isDemo: true },
    });
    expect((await testApp.request({ method: "GET", url: sealUrl(business.id, "no-such-seal"), token: member.token })).statusCode).toBe(404);
    expect((await testApp.request({ method: "GET", url: sealUrl(business.id, "Bad Name"), token: member.token })).statusCode).toBe(400);
  });

  it("lets admins rename a seal; the certificate keeps the name it was issued with", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    await provisionTestSeal(testApp, business.id, "rename-me", "Old Name");
    const byMember = await testApp.request({ method: "PUT", url: sealUrl(business.id, "rename-me"), token: member.token, payload: { displayName: "New" } });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().code).toBe("business_admin_required");
    const renamed = await testApp.request({ method: "PUT", url: sealUrl(business.id, "rename-me"), token: admin.token, payload: { displayName: "  New Name " } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ displayName: "New Name", certificate: { subject: "CN=Old Name, O=Muster AG" } });
    const empty = await testApp.request({ method: "PUT", url: sealUrl(business.id, "rename-me"), token: admin.token, payload: { displayName: "" } });
    expect(empty.statusCode).toBe(400);
  });

  it("lets admins choose which members may sign with a seal, and members see their seals", async () => {
    const { business, admin, member, outsider } = await createBusinessCast(testApp);
    await provisionTestSeal(testApp, business.id, "signing-seal", "Signing Seal");
    const url = sealUrl(business.id, "signing-seal", "/members");
    const byMember = await testApp.request({ method: "POST", url, token: member.token, payload: { members: [member.user.id] } });
    expect(byMember.json().code).toBe("business_admin_required");
    const withOutsider = await testApp.request({ method: "POST", url, token: admin.token, payload: { members: [member.user.id, outsider.user.id] } });
    expect(withOutsider.statusCode).toBe(422);
    expect(withOutsider.json()).toMatchObject({ code: "user_not_business_member", details: { userIds: [outsider.user.id] } });

    const added = await testApp.request({ method: "POST", url, token: admin.token, payload: { members: [member.user.id] } });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ amountMembers: 1, members: [expect.objectContaining({ id: member.user.id, isAdmin: false })] });
    const memberView = await getUserAs(testApp, member.token);
    expect(memberView.business?.seals).toEqual([{ accountName: "signing-seal", displayName: "Signing Seal" }]);
    expect(memberView.signatureQualities.seal.aes).toEqual({ quality: "aes", legislation: "any", provider: "paraph" });
    expect((await getUserAs(testApp, admin.token)).signatureQualities.seal.aes).toBeNull();

    const removed = await testApp.request({ method: "DELETE", url, token: admin.token, payload: { members: [member.user.id] } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ amountMembers: 0, members: [] });
    expect((await getUserAs(testApp, member.token)).business?.seals).toEqual([]);
  });

  it("stores, serves and removes the image of the seal's appearance", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    await provisionTestSeal(testApp, business.id, "stamp", "Stamp");
    const url = sealUrl(business.id, "stamp", "/image");
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#ffffff" } })
      .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: "#a01010" } }, left: 50, top: 50 }])
      .jpeg()
      .toBuffer();
    const byMember = await testApp.request({ method: "POST", url, token: member.token, payload: jpeg, headers: { "content-type": "image/jpeg" } });
    expect(byMember.json().code).toBe("business_admin_required");
    const uploaded = await testApp.request({ method: "POST", url, token: admin.token, payload: jpeg, headers: { "content-type": "image/jpeg" } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = sealSchema.parse(uploaded.json()).image;
    expect(image).toMatch(new RegExp(`^http://paraph.test${url}\\?v=[0-9a-f]{16}$`));

    const fetched = await testApp.request({ method: "GET", url, token: member.token });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers["content-type"]).toBe("image/png");
    const metadata = await sharp(fetched.rawPayload).metadata();
    expect(metadata.format).toBe("png");
    expect(metadata.width).toBeLessThanOrEqual(210);

    const broken = await testApp.request({ method: "POST", url, token: admin.token, payload: jpeg.subarray(0, 40), headers: { "content-type": "image/jpeg" } });
    expect(broken.statusCode).toBe(422);
    const json = await testApp.request({ method: "POST", url, token: admin.token, payload: { image: "x" } });
    expect(json.statusCode).toBe(415);

    const removed = await testApp.request({ method: "DELETE", url, token: admin.token });
    expect(removed.json().image).toBeNull();
    expect((await testApp.request({ method: "GET", url, token: member.token })).statusCode).toBe(404);
  });
});

describe("finding a seal for signing", () => {
  it("hands out the seal's certificate and key only to members allowed on it", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const seal = await provisionTestSeal(testApp, business.id, "contracts", "Contracts Seal");
    const db = testApp.context.db;
    expect(await findSealForSigning(testApp.context, db, member.user.id, "contracts")).toBeUndefined();

    await testApp.request({ method: "POST", url: sealUrl(business.id, "contracts", "/members"), token: admin.token, payload: { members: [member.user.id] } });
    const found = await findSealForSigning(testApp.context, db, member.user.id, "contracts");
    expect(found).toMatchObject({ seal: { id: seal.id, account_name: "contracts" }, organisationName: "Muster AG", imageSha256: null });
    // The key is the certificate's: a signature made with it verifies with the certificate's public key.
    const data = new TextEncoder().encode("sealed by Muster AG");
    const signature = await crypto.subtle.sign(EC_SIGNING, found!.signer.privateKey, data);
    const publicKey = await found!.signer.certificate.publicKey.export(crypto);
    expect(await crypto.subtle.verify(EC_SIGNING, publicKey, signature, data)).toBe(true);
    expect(found!.signer.certificate.subject).toBe("CN=Contracts Seal, O=Muster AG");

    expect(await findSealForSigning(testApp.context, db, admin.user.id, "contracts")).toBeUndefined();
    expect(await findSealForSigning(testApp.context, db, member.user.id, "other")).toBeUndefined();

    // Leaving the business takes the seal away.
    await testApp.request({ method: "POST", url: "/api/v1/user/leave-business", token: member.token });
    expect(await findSealForSigning(testApp.context, db, member.user.id, "contracts")).toBeUndefined();
  });

  it("does not find a seal of the same account name in another business", async () => {
    const first = await createBusinessCast(testApp);
    const second = await createBusinessCast(testApp);
    await provisionTestSeal(testApp, first.business.id, "shared-name", "First");
    await provisionTestSeal(testApp, second.business.id, "shared-name", "Second");
    await testApp.request({ method: "POST", url: sealUrl(second.business.id, "shared-name", "/members"), token: second.admin.token, payload: { members: [second.member.user.id] } });
    const found = await findSealForSigning(testApp.context, testApp.context.db, second.member.user.id, "shared-name");
    expect(found?.seal.business_id).toBe(second.business.id);
    expect(await findSealForSigning(testApp.context, testApp.context.db, first.member.user.id, "shared-name")).toBeUndefined();
  });
});

describe("deleting a business with seals", () => {
  it("removes the seals, their images and their keys once the deletion takes effect", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const seal = await provisionTestSeal(testApp, business.id, "going", "Going");
    await fs.access(keyFileOf(seal.id));
    const scheduled = await testApp.request({ method: "DELETE", url: `/api/v2/businesses/${business.id}`, token: admin.token, payload: { password: admin.user.password } });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    testApp.clock.advance(31 * 24 * 60 * 60_000);
    await testApp.context.jobs.runUntilIdle();
    await expect(fs.access(keyFileOf(seal.id))).rejects.toThrow();
    expect(await testApp.context.db.selectFrom("seals").select("id").where("id", "=", seal.id).executeTakeFirst()).toBeUndefined();
    const someone = await createSignedInUser(testApp);
    expect((await testApp.request({ method: "GET", url: sealUrl(business.id, "going"), token: await loginAs(testApp, someone.user) })).statusCode).toBe(404);
  });
});
