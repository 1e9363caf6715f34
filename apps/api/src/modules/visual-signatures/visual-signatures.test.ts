import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSchema, visualSignatureListSchema, visualSignatureSchema } from "@paraph/contracts";
import { createSignedInUser, type createUser } from "../../test-support/factories.ts";
import { createVisualSignature } from "./test-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const signedIn = (fields: Parameters<typeof createUser>[1] = {}) => createSignedInUser(testApp, fields);

const create = (token: string, payload: Record<string, unknown>) => createVisualSignature(testApp, token, payload);

async function list(token: string) {
  const response = await testApp.request({ method: "GET", url: "/api/v1/user/visual-signatures", token });
  expect(response.statusCode).toBe(200);
  return visualSignatureListSchema.parse(response.json());
}

async function signatureCount(ownerId: string): Promise<number> {
  const row = await testApp.context.db
    .selectFrom("visual_signatures")
    .select((builder) => builder.fn.countAll<number>().as("count"))
    .where("owner_id", "=", ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function lockPermissions(userId: string, permissions: Record<string, { canUpdate: boolean; defaultValue: boolean }>) {
  await testApp.context.db.updateTable("users").set({ visual_signature_permissions: JSON.stringify(permissions) }).where("id", "=", userId).execute();
}

describe("creating and reading visual signatures", () => {
  it("saves every field, answers it with company mirroring optionalLine, and lists it as the default", async () => {
    const { token } = await signedIn();
    const created = await create(token, {
      alias: "Work",
      name: "Zoë Rüegg",
      optionalLine: "Muster AG",
      location: "Zürich",
      language: "de-ch",
      quality: "qes",
      legislation: "zertes",
      provider: "swisscom",
      displayDate: false,
      displayClaim: true,
      displayStandards: true,
      displayQr: true,
    });
    expect(created).toMatchObject({
      alias: "Work",
      name: "Zoë Rüegg",
      company: "Muster AG",
      optionalLine: "Muster AG",
      location: "Zürich",
      language: "de-ch",
      quality: "qes",
      legislation: "zertes",
      provider: "swisscom",
      hasCustomImage: false,
      displayDate: false,
      displayClaim: true,
      displayStandards: true,
      displayQr: true,
      placeholder: false,
      image: null,
      default: true,
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);

    const fetched = await testApp.request({ method: "GET", url: `/api/v1/user/visual-signatures/${created.id}`, token });
    expect(fetched.json()).toEqual(created);
    expect(await list(token)).toEqual({ defaultSignatureId: created.id, signatures: [created] });
    const defaultOne = await testApp.request({ method: "GET", url: "/api/v1/user/visual-signature", token });
    expect(defaultOne.json()).toEqual(created);
  });

  it("fills what is not sent from the user: alias from the name, language, default quality and legislation", async () => {
    const { user, token } = await signedIn({ lang: "fr-ch" });
    await testApp.request({ method: "PUT", url: "/api/v1/user", token, payload: { attributes: { defaultQuality: "aes", defaultLegislation: "eidas" } } });
    const created = await create(token, { name: "Anna Beispiel" });
    expect(created).toMatchObject({
      alias: "Anna Beispiel",
      language: "fr-ch",
      quality: "aes",
      legislation: "eidas",
      optionalLine: null,
      location: null,
      provider: null,
      displayDate: true,
      displayClaim: true,
      displayStandards: true,
      displayQr: false,
    });
    expect(user.lang).toBe("fr-ch");
  });

  it("answers a stand-in from the user's name while none is saved", async () => {
    const { token } = await signedIn({ firstName: "Zoë", lastName: "Rüegg" });
    const response = await testApp.request({ method: "GET", url: "/api/v1/user/visual-signature", token });
    expect(response.statusCode).toBe(200);
    expect(visualSignatureSchema.parse(response.json())).toMatchObject({ id: null, name: "Zoë Rüegg", placeholder: true, default: true, image: null });
    expect(await list(token)).toEqual({ defaultSignatureId: null, signatures: [] });
  });

  it("lists newest first", async () => {
    const { token } = await signedIn();
    const first = await create(token, { name: "First" });
    testApp.clock.advance(1000);
    const second = await create(token, { name: "Second" });
    expect((await list(token)).signatures.map((signature) => signature.id)).toEqual([second.id, first.id]);
  });
});

describe("validation", () => {
  const cases: [string, Record<string, unknown>][] = [
    ["a missing name", { alias: "No name" }],
    ["an empty name", { name: "   " }],
    ["an unknown field", { name: "Ada", colour: "blue" }],
    ["a read-only field (company)", { name: "Ada", company: "Muster AG" }],
    ["a read-only field (image)", { name: "Ada", image: "http://evil.example/x.png" }],
    ["a read-only field (id)", { name: "Ada", id: "00000000-0000-0000-0000-000000000000" }],
    ["an oversized alias", { name: "Ada", alias: "a".repeat(51) }],
    ["an oversized name", { name: "n".repeat(101) }],
    ["an oversized optional line", { name: "Ada", optionalLine: "o".repeat(101) }],
    ["an oversized location", { name: "Ada", location: "l".repeat(101) }],
    ["an oversized provider", { name: "Ada", provider: "p".repeat(51) }],
    ["a control character", { name: "Ada\u0000Lovelace" }],
    ["a name of the wrong type", { name: 42 }],
    ["a flag of the wrong type", { name: "Ada", displayQr: "yes" }],
    ["an unknown language", { name: "Ada", language: "es" }],
    ["an unknown quality", { name: "Ada", quality: "super" }],
    ["an unknown legislation", { name: "Ada", legislation: "usa" }],
  ];

  it.each(cases)("refuses %s on create with 400 and saves nothing", async (_name, payload) => {
    const { user, token } = await signedIn();
    const response = await testApp.request({ method: "POST", url: "/api/v1/user/visual-signatures", token, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed" });
    expect(await signatureCount(user.id)).toBe(0);
  });

  it.each(cases.filter(([name]) => name !== "a missing name"))("refuses %s on update with 400 and changes nothing", async (_name, payload) => {
    const { token } = await signedIn();
    const saved = await create(token, { name: "Original", location: "Bern" });
    const response = await testApp.request({ method: "PUT", url: `/api/v1/user/visual-signatures/${saved.id}`, token, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed" });
    const after = await testApp.request({ method: "GET", url: `/api/v1/user/visual-signatures/${saved.id}`, token });
    expect(after.json()).toEqual(saved);
  });

  it("refuses an id that is not a uuid", async () => {
    const { token } = await signedIn();
    const response = await testApp.request({ method: "GET", url: "/api/v1/user/visual-signatures/not-an-id", token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed" });
  });
});

describe("updating", () => {
  it("changes only the fields sent, and an empty optional line clears it", async () => {
    const { token } = await signedIn();
    const saved = await create(token, { name: "Ada Muster", optionalLine: "Muster AG", location: "Bern", displayQr: true });
    const response = await testApp.request({
      method: "PUT",
      url: `/api/v1/user/visual-signatures/${saved.id}`,
      token,
      payload: { location: "Basel", optionalLine: "" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...saved, location: "Basel", optionalLine: null, company: null });
  });

  it("answers 404 for a signature that does not exist", async () => {
    const { token } = await signedIn();
    const response = await testApp.request({ method: "PUT", url: `/api/v1/user/visual-signatures/${crypto.randomUUID()}`, token, payload: { name: "X" } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "not_found" });
  });
});

describe("the default signature", () => {
  it("moves when another is made default, and a user never has two", async () => {
    const { token } = await signedIn();
    const first = await create(token, { name: "First" });
    testApp.clock.advance(1000);
    const second = await create(token, { name: "Second" });
    expect(second.default).toBe(false);
    testApp.clock.advance(1000);
    const third = await create(token, { name: "Third", default: true });
    expect(third.default).toBe(true);
    let current = await list(token);
    expect(current.defaultSignatureId).toBe(third.id);
    expect(current.signatures.filter((signature) => signature.default).map((signature) => signature.id)).toEqual([third.id]);

    const promoted = await testApp.request({ method: "PUT", url: `/api/v1/user/visual-signatures/${first.id}`, token, payload: { default: true } });
    expect(promoted.json()).toMatchObject({ id: first.id, default: true });
    current = await list(token);
    expect(current.defaultSignatureId).toBe(first.id);
    expect(current.signatures.filter((signature) => signature.default)).toHaveLength(1);
  });

  it("passes to the most recent remaining signature when the default is deleted, and to none after the last", async () => {
    const { token } = await signedIn();
    const oldest = await create(token, { name: "Oldest" });
    testApp.clock.advance(1000);
    const newest = await create(token, { name: "Newest" });
    testApp.clock.advance(1000);
    const middle = await create(token, { name: "Made default", default: true });
    const deleted = await testApp.request({ method: "DELETE", url: `/api/v1/user/visual-signatures/${middle.id}`, token });
    expect(deleted.statusCode).toBe(204);
    expect((await list(token)).defaultSignatureId).toBe(newest.id);

    await testApp.request({ method: "DELETE", url: `/api/v1/user/visual-signatures/${newest.id}`, token });
    expect((await list(token)).defaultSignatureId).toBe(oldest.id);
    await testApp.request({ method: "DELETE", url: `/api/v1/user/visual-signatures/${oldest.id}`, token });
    expect(await list(token)).toEqual({ defaultSignatureId: null, signatures: [] });
    const again = await testApp.request({ method: "DELETE", url: `/api/v1/user/visual-signatures/${oldest.id}`, token });
    expect(again.statusCode).toBe(404);
  });

  it("keeps one default under concurrent requests to move it", async () => {
    const { user, token } = await signedIn();
    const signatures = [];
    for (const name of ["A", "B", "C", "D"]) signatures.push(await create(token, { name }));
    const responses = await Promise.all(
      signatures.map((signature) => testApp.request({ method: "PUT", url: `/api/v1/user/visual-signatures/${signature.id}`, token, payload: { default: true } })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const defaults = await testApp.context.db.selectFrom("visual_signatures").select("id").where("owner_id", "=", user.id).where("is_default", "=", true).execute();
    expect(defaults).toHaveLength(1);
  });

  it("is left unset by default: false, and the next new signature takes it", async () => {
    const { token } = await signedIn();
    const only = await create(token, { name: "Only" });
    await testApp.request({ method: "PUT", url: `/api/v1/user/visual-signatures/${only.id}`, token, payload: { default: false } });
    expect((await list(token)).defaultSignatureId).toBeNull();
    const stand = await testApp.request({ method: "GET", url: "/api/v1/user/visual-signature", token });
    expect(stand.json()).toMatchObject({ id: null, placeholder: true });
    const next = await create(token, { name: "Next" });
    expect(next.default).toBe(true);
  });

  it("refuses a signature beyond the limit per user", async () => {
    const { user, token } = await signedIn();
    const now = testApp.clock.now();
    await testApp.context.db
      .insertInto("visual_signatures")
      .values(
        Array.from({ length: 50 }, (_, index) => ({
          id: crypto.randomUUID(),
          owner_id: user.id,
          alias: `S${index}`,
          name: `S${index}`,
          optional_line: null,
          location: null,
          language: "en-gb",
          quality: "ses",
          legislation: null,
          provider: null,
          display_date: true,
          display_claim: true,
          display_standards: true,
          display_qr: false,
          is_default: index === 0,
          image_sha256: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const response = await testApp.request({ method: "POST", url: "/api/v1/user/visual-signatures", token, payload: { name: "One too many" } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "visual_signature_limit_reached", details: { limit: 50 } });
    expect(await signatureCount(user.id)).toBe(50);
  });
});

describe("permissions.visualSignatures", () => {
  it("shows every flag editable and on by default for a user nobody restricted", async () => {
    const { token } = await signedIn();
    const me = userSchema.parse((await testApp.request({ method: "GET", url: "/api/v1/user", token })).json());
    const open = { canUpdate: true, defaultValue: true };
    expect(me.permissions.visualSignatures).toEqual({ claim: open, date: open, std: open });
  });

  it("applies locked defaults on create, refuses another value with 403, and accepts the locked value sent back", async () => {
    const { user, token } = await signedIn();
    await lockPermissions(user.id, { claim: { canUpdate: false, defaultValue: true }, date: { canUpdate: false, defaultValue: false } });
    const me = userSchema.parse((await testApp.request({ method: "GET", url: "/api/v1/user", token })).json());
    expect(me.permissions.visualSignatures).toEqual({
      claim: { canUpdate: false, defaultValue: true },
      date: { canUpdate: false, defaultValue: false },
      std: { canUpdate: true, defaultValue: true },
    });

    const created = await create(token, { name: "Locked" });
    expect(created).toMatchObject({ displayClaim: true, displayDate: false, displayStandards: true });

    for (const payload of [{ name: "X", displayClaim: false }, { name: "X", displayDate: true }]) {
      const refused = await testApp.request({ method: "POST", url: "/api/v1/user/visual-signatures", token, payload });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "visual_signature_setting_locked" });
    }
    const update = await testApp.request({ method: "PUT", url: `/api/v1/user/visual-signatures/${created.id}`, token, payload: { displayClaim: false } });
    expect(update.statusCode).toBe(403);
    expect(update.json()).toMatchObject({ code: "visual_signature_setting_locked", details: { field: "displayClaim", value: true } });
    expect(await signatureCount(user.id)).toBe(1);

    const sameValues = await testApp.request({
      method: "PUT",
      url: `/api/v1/user/visual-signatures/${created.id}`,
      token,
      payload: { displayClaim: true, displayDate: false, displayStandards: false },
    });
    expect(sameValues.statusCode).toBe(200);
    expect(sameValues.json()).toMatchObject({ displayClaim: true, displayDate: false, displayStandards: false });
  });

  it("overrides what a signature saved before the lock says", async () => {
    const { user, token } = await signedIn();
    const saved = await create(token, { name: "Before", displayClaim: false });
    await lockPermissions(user.id, { claim: { canUpdate: false, defaultValue: true } });
    const after = await testApp.request({ method: "GET", url: `/api/v1/user/visual-signatures/${saved.id}`, token });
    expect(after.json()).toMatchObject({ displayClaim: true });
  });
});

describe("access", () => {
  it("answers 404 to another user on every visual-signature endpoint and leaves the signature alone", async () => {
    const owner = await signedIn();
    const saved = await create(owner.token, { name: "Mine" });
    const outsider = await signedIn();
    const id = saved.id;
    const calls = [
      { method: "GET", url: `/api/v1/user/visual-signatures/${id}` },
      { method: "PUT", url: `/api/v1/user/visual-signatures/${id}`, payload: { name: "Stolen", default: true } },
      { method: "DELETE", url: `/api/v1/user/visual-signatures/${id}` },
      { method: "GET", url: `/api/v1/user/preview-visual-signature?id=${id}` },
      { method: "POST", url: `/api/v1/user/preview-visual-signature?id=${id}`, payload: {} },
      { method: "POST", url: `/api/v1/images/signature/${id}`, payload: Buffer.from("not really"), headers: { "content-type": "image/png" } },
      { method: "DELETE", url: `/api/v1/images/signature/${id}` },
      { method: "GET", url: `/api/v1/images/signature/${id}` },
    ] as const;
    for (const call of calls) {
      const response = await testApp.request({ ...call, token: outsider.token });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: "not_found" });
    }
    const after = await testApp.request({ method: "GET", url: `/api/v1/user/visual-signatures/${id}`, token: owner.token });
    expect(after.json()).toEqual(saved);
    expect(await list(outsider.token)).toEqual({ defaultSignatureId: null, signatures: [] });
  });

  it.each([
    ["GET", "/api/v1/user/visual-signatures"],
    ["POST", "/api/v1/user/visual-signatures"],
    ["GET", "/api/v1/user/visual-signatures/00000000-0000-4000-8000-000000000000"],
    ["PUT", "/api/v1/user/visual-signatures/00000000-0000-4000-8000-000000000000"],
    ["DELETE", "/api/v1/user/visual-signatures/00000000-0000-4000-8000-000000000000"],
    ["GET", "/api/v1/user/visual-signature"],
    ["GET", "/api/v1/user/preview-visual-signature"],
    ["POST", "/api/v1/user/preview-visual-signature"],
    ["POST", "/api/v1/images/signature/00000000-0000-4000-8000-000000000000"],
    ["DELETE", "/api/v1/images/signature/00000000-0000-4000-8000-000000000000"],
    ["GET", "/api/v1/images/signature/00000000-0000-4000-8000-000000000000"],
  ] as const)("%s %s answers 401 without a session", async (method, url) => {
    const isImageUpload = method === "POST" && url.includes("/images/");
    const options = isImageUpload
      ? { payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]), headers: { "content-type": "image/png" } }
      : method === "POST" || method === "PUT"
        ? { payload: { name: "Ada" } }
        : {};
    const response = await testApp.request({ method, url, ...options });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "unauthenticated" });
  });
});
