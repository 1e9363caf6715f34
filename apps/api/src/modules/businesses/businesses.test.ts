import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_IMAGE_UPLOAD, BUSINESS_LIMITS, BUSINESS_LOGO, businessPublicInformationSchema, businessSchema, businessSettingsResponseSchema } from "@paraph/contracts";
import { createSignedInUser } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { BUSINESS_BODY, createBusinessAs, createBusinessCast, getUserAs } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe("creating a business", () => {
  it("takes a snake-case body, makes the creator its admin and records both agreements", async () => {
    const { user, token } = await createSignedInUser(testApp);
    const before = testApp.clock.now();
    const business = await createBusinessAs(testApp, token);
    expect(business).toMatchObject({
      name: "Muster AG",
      email: "office@muster.ch",
      phone: "044 123 4567",
      members: [user.id],
      admins: [user.id],
      invitedMembers: [],
      domains: [],
      seals: [],
      deletion: null,
      settings: {
        supportContact: { email: null, phone: null },
        mailService: { attachments: { signedDocument: { enabled: true, customisable: true }, signatureProtocol: { enabled: true, customisable: true } } },
        companyBranding: { logo: null },
      },
    });
    expect(new Date(business.gtcAcceptedAt).getTime()).toBeGreaterThan(before.getTime());
    expect(new Date(business.dpaAcceptedAt).getTime()).toBeGreaterThan(before.getTime());

    const me = await getUserAs(testApp, token);
    expect(me.business).toEqual({ id: business.id, name: "Muster AG", isAdmin: true, isMember: true, seals: [], part11: false, planName: "pro", paymentMethod: "TRIALING", stripeSubscriptionStatus: null });
    const own = await testApp.request({ method: "GET", url: "/api/v2/businesses/user", token });
    expect(own.statusCode).toBe(200);
    expect(businessSchema.parse(own.json())).toEqual(business);
  });

  it("refuses without the general terms or the data processing agreement, creating nothing", async () => {
    const { token } = await createSignedInUser(testApp);
    const noGtc = await testApp.request({ method: "POST", url: "/api/v2/businesses", token, payload: { ...BUSINESS_BODY, gtc_accepted: false } });
    expect(noGtc.statusCode).toBe(422);
    expect(noGtc.json().code).toBe("gtc_not_accepted");
    const noDpa = await testApp.request({ method: "POST", url: "/api/v2/businesses", token, payload: { ...BUSINESS_BODY, dpa_accepted: false } });
    expect(noDpa.statusCode).toBe(422);
    expect(noDpa.json().code).toBe("dpa_not_accepted");
    expect((await getUserAs(testApp, token)).business).toBeNull();
  });

  it("validates name, e-mail and phone by the rules of spec §5 and refuses camel-case fields", async () => {
    const { token } = await createSignedInUser(testApp);
    for (const payload of [
      { ...BUSINESS_BODY, name: "  " },
      { ...BUSINESS_BODY, email: "office@muster" },
      { ...BUSINESS_BODY, phone: "12" },
      { name: "Muster AG", email: "office@muster.ch", gtcAccepted: true, dpaAccepted: true },
    ]) {
      const response = await testApp.request({ method: "POST", url: "/api/v2/businesses", token, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe("validation_failed");
    }
  });

  it("refuses a second business for someone who belongs to one already", async () => {
    const { token } = await createSignedInUser(testApp);
    await createBusinessAs(testApp, token);
    const again = await testApp.request({ method: "POST", url: "/api/v2/businesses", token, payload: BUSINESS_BODY });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("already_in_business");
  });

  it("answers 404 for the own business of someone without one", async () => {
    const { token } = await createSignedInUser(testApp);
    const response = await testApp.request({ method: "GET", url: "/api/v2/businesses/user", token });
    expect(response.statusCode).toBe(404);
    expect((await getUserAs(testApp, token)).business).toBeNull();
  });
});

describe("reading and changing a business", () => {
  it("lets members read it and only admins change name, e-mail, phone and support contact", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const read = await testApp.request({ method: "GET", url: `/api/v1/businesses/${business.id}`, token: member.token });
    expect(read.statusCode).toBe(200);
    expect(read.json().members).toEqual(expect.arrayContaining([admin.user.id, member.user.id]));
    expect((await getUserAs(testApp, member.token)).business).toMatchObject({ id: business.id, isAdmin: false, isMember: true });

    const change = { name: "Muster Holding AG", email: "Info@Muster.ch", phone: null, settings: { supportContact: { email: "help@muster.ch", phone: "044 555 6677" } } };
    const byMember = await testApp.request({ method: "PUT", url: `/api/v1/businesses/${business.id}`, token: member.token, payload: change });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().code).toBe("business_admin_required");

    const byAdmin = await testApp.request({ method: "PUT", url: `/api/v1/businesses/${business.id}`, token: admin.token, payload: change });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toMatchObject({
      name: "Muster Holding AG",
      email: "info@muster.ch",
      phone: null,
      settings: { supportContact: { email: "help@muster.ch", phone: "044 555 6677" } },
    });
    const cleared = await testApp.request({
      method: "PUT",
      url: `/api/v1/businesses/${business.id}`,
      token: admin.token,
      payload: { settings: { supportContact: { email: "" } } },
    });
    expect(cleared.json().settings.supportContact).toEqual({ email: null, phone: "044 555 6677" });
  });

  it("blanks a support e-mail or phone that fails validation (spec §5) and keeps the other fields", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const url = `/api/v1/businesses/${business.id}`;
    await testApp.request({ method: "PUT", url, token: admin.token, payload: { settings: { supportContact: { email: "help@muster.ch", phone: "044 555 6677" } } } });
    const response = await testApp.request({
      method: "PUT",
      url,
      token: admin.token,
      payload: { name: "Muster Neu AG", settings: { supportContact: { email: "help@muster", phone: "call us" } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: "Muster Neu AG", settings: { supportContact: { email: null, phone: null } } });
    // The business's own e-mail is not a support contact: an invalid one is refused and nothing changes.
    const refused = await testApp.request({ method: "PUT", url, token: admin.token, payload: { name: "Other AG", email: "office@muster" } });
    expect(refused.statusCode).toBe(400);
    expect((await testApp.request({ method: "GET", url, token: admin.token })).json().name).toBe("Muster Neu AG");
  });
});

describe("business settings", () => {
  it("answers the settings under `settings` and changes only what is sent, for admins", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const url = `/api/v1/businesses/${business.id}/settings`;
    const read = await testApp.request({ method: "GET", url, token: member.token });
    expect(businessSettingsResponseSchema.parse(read.json()).settings.mailService.attachments).toEqual({
      signedDocument: { enabled: true, customisable: true },
      signatureProtocol: { enabled: true, customisable: true },
    });

    const payload = { settings: { mailService: { attachments: { signedDocument: { enabled: false }, signatureProtocol: { customisable: false } } } } };
    const byMember = await testApp.request({ method: "PUT", url, token: member.token, payload });
    expect(byMember.json().code).toBe("business_admin_required");
    const byAdmin = await testApp.request({ method: "PUT", url, token: admin.token, payload });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().settings.mailService.attachments).toEqual({
      signedDocument: { enabled: false, customisable: true },
      signatureProtocol: { enabled: true, customisable: false },
    });
    const unknown = await testApp.request({ method: "PUT", url, token: admin.token, payload: { settings: { part11: { enabled: true } } } });
    expect(unknown.statusCode).toBe(400);
  });

  it("keeps Part 11 mode, automatic deletion, the referral programme and guidance, each changed alone", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const url = `/api/v1/businesses/${business.id}/settings`;
    const initial = businessSettingsResponseSchema.parse((await testApp.request({ method: "GET", url, token: admin.token })).json()).settings;
    expect(initial.signatureRequests).toEqual({
      part11: { enabled: false },
      retention: { enabled: false, terminalState: ["completed", "declined", "withdrawn", "expired"], days: 90 },
    });
    expect([initial.affiliate, initial.userPilot]).toEqual([{ enabled: false }, { enabled: false }]);

    const payload = { settings: { signatureRequests: { part11: { enabled: true }, retention: { enabled: true, terminalState: ["completed"], days: 30 } }, userPilot: { enabled: true } } };
    const changed = await testApp.request({ method: "PUT", url, token: admin.token, payload });
    expect(changed.statusCode).toBe(200);
    const settings = businessSettingsResponseSchema.parse(changed.json()).settings;
    expect(settings.signatureRequests).toEqual({ part11: { enabled: true }, retention: { enabled: true, terminalState: ["completed"], days: 30 } });
    expect([settings.affiliate, settings.userPilot]).toEqual([{ enabled: false }, { enabled: true }]);

    for (const retention of [{ days: 0 }, { days: 3651 }, { terminalState: ["open"] }, { terminalState: ["completed", "completed"] }]) {
      const refused = await testApp.request({ method: "PUT", url, token: admin.token, payload: { settings: { signatureRequests: { retention } } } });
      expect(refused.statusCode, JSON.stringify(retention)).toBe(400);
    }
    const kept = businessSettingsResponseSchema.parse((await testApp.request({ method: "GET", url, token: admin.token })).json()).settings;
    expect(kept.signatureRequests.retention).toEqual({ enabled: true, terminalState: ["completed"], days: 30 });
  });

  it("gives the signing engine the completion-mail attachments of the request owner's business", async () => {
    const { findCompletionAttachmentPolicyOfUser } = await import("./completion-mail-settings.ts");
    const { business, admin, member, outsider } = await createBusinessCast(testApp);
    await testApp.request({
      method: "PUT",
      url: `/api/v1/businesses/${business.id}/settings`,
      token: admin.token,
      payload: { settings: { mailService: { attachments: { signatureProtocol: { enabled: false } } } } },
    });
    expect(await findCompletionAttachmentPolicyOfUser(testApp.context.db, member.user.id)).toEqual({
      signedDocument: { enabled: true, customisable: true },
      signatureProtocol: { enabled: false, customisable: true },
    });
    expect(await findCompletionAttachmentPolicyOfUser(testApp.context.db, outsider.user.id)).toBeUndefined();
  });
});

describe("allowed domains", () => {
  it("adds and removes domains for admins, answering the sorted list", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const url = `/api/v1/businesses/${business.id}/domains`;
    const first = await testApp.request({ method: "POST", url, token: admin.token, payload: { domain: "Muster.CH" } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ domains: ["muster.ch"] });
    const second = await testApp.request({ method: "POST", url, token: admin.token, payload: { domain: "filiale.muster.ch" } });
    expect(second.json()).toEqual({ domains: ["filiale.muster.ch", "muster.ch"] });
    const again = await testApp.request({ method: "POST", url, token: admin.token, payload: { domain: "muster.ch" } });
    expect(again.json()).toEqual({ domains: ["filiale.muster.ch", "muster.ch"] });

    expect((await testApp.request({ method: "POST", url, token: admin.token, payload: { domain: "not a domain" } })).statusCode).toBe(400);
    expect((await testApp.request({ method: "POST", url, token: member.token, payload: { domain: "x.ch" } })).json().code).toBe("business_admin_required");

    const removed = await testApp.request({ method: "DELETE", url: `${url}/muster.ch`, token: admin.token });
    expect(removed.json()).toEqual({ domains: ["filiale.muster.ch"] });
    expect((await testApp.request({ method: "DELETE", url: `${url}/muster.ch`, token: admin.token })).statusCode).toBe(404);
    const business2 = await testApp.request({ method: "GET", url: `/api/v1/businesses/${business.id}`, token: member.token });
    expect(business2.json().domains).toEqual(["filiale.muster.ch"]);
  });

  it(`stops at ${BUSINESS_LIMITS.allowedDomains} domains`, async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const url = `/api/v1/businesses/${business.id}/domains`;
    for (let index = 0; index < BUSINESS_LIMITS.allowedDomains; index += 1) {
      const response = await testApp.request({ method: "POST", url, token: admin.token, payload: { domain: `d${index}.example.ch` } });
      expect(response.statusCode).toBe(200);
    }
    const over = await testApp.request({ method: "POST", url, token: admin.token, payload: { domain: "one-more.ch" } });
    expect(over.statusCode).toBe(400);
    expect(over.json().details.fields[0].field).toBe("body.domain");
  });
});

async function logoPng(): Promise<Buffer> {
  return sharp({ create: { width: 240, height: 80, channels: 3, background: "#ffffff" } })
    .composite([{ input: { create: { width: 200, height: 40, channels: 3, background: "#0b4f8a" } }, left: 20, top: 20 }])
    .png()
    .toBuffer();
}

describe("the business logo and public information", () => {
  it("stores an uploaded logo as PNG, shows it to any logged-in user and removes it", async () => {
    const { business, admin, member, outsider } = await createBusinessCast(testApp);
    const url = `/api/v1/businesses/${business.id}/logo`;
    const png = await logoPng();
    const byMember = await testApp.request({ method: "POST", url, token: member.token, payload: png, headers: { "content-type": "image/png" } });
    expect(byMember.json().code).toBe("business_admin_required");

    const uploaded = await testApp.request({ method: "POST", url, token: admin.token, payload: png, headers: { "content-type": "image/png" } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const logo = businessSettingsResponseSchema.parse(uploaded.json()).settings.companyBranding.logo;
    expect(logo).toMatchObject({ width: 200, height: 40 });
    expect(logo?.url).toMatch(new RegExp(`^http://paraph.test/api/v1/businesses/${business.id}/logo\\?v=[0-9a-f]{16}$`));

    const publicInformation = await testApp.request({ method: "GET", url: `/api/v2/businesses/${business.id}/public-information`, token: outsider.token });
    expect(publicInformation.statusCode).toBe(200);
    expect(businessPublicInformationSchema.parse(publicInformation.json())).toEqual({
      id: business.id,
      name: "Muster AG",
      logo,
      supportContact: { email: null, phone: null },
    });

    const fetched = await testApp.request({ method: "GET", url: new URL(logo!.url).pathname + new URL(logo!.url).search, token: outsider.token });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers["content-type"]).toBe("image/png");
    expect(fetched.headers["cache-control"]).toContain("immutable");
    expect((await sharp(fetched.rawPayload).metadata()).width).toBe(200);

    const notAnImage = await testApp.request({ method: "POST", url, token: admin.token, payload: Buffer.from("not an image at all"), headers: { "content-type": "image/png" } });
    expect(notAnImage.statusCode).toBe(422);
    expect(notAnImage.json().code).toBe("image_invalid");

    const removed = await testApp.request({ method: "DELETE", url, token: admin.token });
    expect(removed.json().settings.companyBranding.logo).toBeNull();
    expect((await testApp.request({ method: "GET", url, token: outsider.token })).statusCode).toBe(404);
  });

  it("keeps a logo's colours, fits it into the stored logo size and refuses hostile images without storing anything", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const url = `/api/v1/businesses/${business.id}/logo`;
    const upload = (payload: Buffer, type = "image/png") => testApp.request({ method: "POST", url, token: admin.token, payload, headers: { "content-type": type } });
    const yellow = await sharp({ create: { width: 1800, height: 600, channels: 3, background: "#ffd400" } }).jpeg().toBuffer();
    const stored = await upload(yellow, "image/jpeg");
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().settings.companyBranding.logo).toMatchObject({ width: BUSINESS_LOGO.maxStoredWidth, height: BUSINESS_LOGO.maxStoredHeight });
    const fetched = await testApp.request({ method: "GET", url, token: admin.token });
    const { data } = await sharp(fetched.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // A signature's paper would turn transparent; a logo's light colours stay opaque.
    expect([data[0], data[1], data[3]]).toEqual([255, 212, 255]);
    expect(data[2]).toBeLessThanOrEqual(2);

    // A pixel bomb: a small file whose header claims more pixels than allowed.
    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: "#000" } }).png({ compressionLevel: 9 }).toBuffer();
    expect((await upload(bomb)).json().code).toBe("image_too_many_pixels");
    const billionLaughs = Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&b;</text></svg>');
    expect((await upload(billionLaughs, "image/svg+xml")).json().code).toBe("image_invalid");
    const truncated = yellow.subarray(0, Math.floor(yellow.length / 2));
    expect((await upload(truncated, "image/jpeg")).json().code).toBe("image_invalid");
    const tooLarge = Buffer.concat([yellow, Buffer.alloc(BUSINESS_IMAGE_UPLOAD.maxBytes)]);
    expect((await upload(tooLarge, "image/jpeg")).statusCode).toBe(413);
    const transparent = await sharp({ create: { width: 30, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    expect((await upload(transparent)).json().code).toBe("image_empty");
    expect((await testApp.request({ method: "GET", url, token: admin.token })).rawPayload.equals(fetched.rawPayload)).toBe(true);
  });

  it("answers 404 for the public information of a business that does not exist", async () => {
    const { token } = await createSignedInUser(testApp);
    const response = await testApp.request({ method: "GET", url: `/api/v2/businesses/${crypto.randomUUID()}/public-information`, token });
    expect(response.statusCode).toBe(404);
    const unauthenticated = await testApp.request({ method: "GET", url: `/api/v2/businesses/${crypto.randomUUID()}/public-information` });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
