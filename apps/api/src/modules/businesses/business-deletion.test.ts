import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_LIMITS, businessSchema } from "@paraph/contracts";
import { createSignedInUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { provisionTestSeal } from "../seals/test-helpers.ts";
import { createBusinessAs, createBusinessCast, getUserAs } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const DAY_MS = 24 * 60 * 60_000;

type Cast = Awaited<ReturnType<typeof createBusinessCast>>;

function scheduleDeletion(cast: Cast, token: string, payload: Record<string, unknown>) {
  return testApp.request({ method: "DELETE", url: `/api/v2/businesses/${cast.business.id}`, token, payload });
}

function revokeDeletion(cast: Cast, token: string) {
  return testApp.request({ method: "POST", url: `/api/v2/businesses/${cast.business.id}/revoke_delete`, token });
}

/** The subjects of the mails to an address, sorted (the outbox lists the newest first). */
async function subjectsTo(email: string): Promise<string[]> {
  return (await testApp.mailsTo(email)).map((mail) => mail.subject).sort();
}

/** Runs the jobs due after `days` have passed; sessions last a day, so callers log in again afterwards. */
async function passDays(days: number): Promise<void> {
  testApp.clock.advance(days * DAY_MS);
  await testApp.context.jobs.runUntilIdle();
}

describe("scheduling the deletion of a business", () => {
  it("is for admins who confirm with their password: anonymous 401, outsider 404, member 403, wrong password 403", async () => {
    const cast = await createBusinessCast(testApp);
    const url = `/api/v2/businesses/${cast.business.id}`;
    expect((await testApp.request({ method: "DELETE", url, payload: { password: "x" } })).statusCode).toBe(401);
    expect((await scheduleDeletion(cast, cast.outsider.token, { password: cast.outsider.user.password })).statusCode).toBe(404);
    const byMember = await scheduleDeletion(cast, cast.member.token, { password: cast.member.user.password });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().code).toBe("business_admin_required");
    for (const payload of [{}, { password: "Not-the-password-1" }, { businessName: cast.business.name }]) {
      const refused = await scheduleDeletion(cast, cast.admin.token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(403);
      expect(refused.json().code).toBe("wrong_password");
    }
    const unknownField = await scheduleDeletion(cast, cast.admin.token, { password: cast.admin.user.password, reason: "x" });
    expect(unknownField.statusCode).toBe(400);

    const read = await testApp.request({ method: "GET", url: `/api/v1/businesses/${cast.business.id}`, token: cast.admin.token });
    expect(read.json().deletion).toBeNull();
    expect(await subjectsTo(cast.member.user.email)).toEqual([]);
  });

  it("takes the business's name from an admin without a password (single sign-on only)", async () => {
    const cast = await createBusinessCast(testApp);
    await testApp.context.db.updateTable("users").set({ password_hash: null, has_sso: true }).where("id", "=", cast.admin.user.id).execute();
    const wrongName = await scheduleDeletion(cast, cast.admin.token, { businessName: "Another AG" });
    expect(wrongName.statusCode).toBe(403);
    expect(wrongName.json().code).toBe("business_name_mismatch");
    expect((await scheduleDeletion(cast, cast.admin.token, { password: "anything-at-all" })).json().code).toBe("business_name_mismatch");
    const confirmed = await scheduleDeletion(cast, cast.admin.token, { businessName: "muster ag" });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().deletion).not.toBeNull();
  });

  it("schedules it after the grace period, mails every member once, and lets an admin revoke it within the period", async () => {
    const cast = await createBusinessCast(testApp);
    const scheduled = await scheduleDeletion(cast, cast.admin.token, { password: cast.admin.user.password });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const deletion = businessSchema.parse(scheduled.json()).deletion;
    expect(new Date(deletion!.effectiveAt).getTime() - new Date(deletion!.requestedAt).getTime()).toBe(BUSINESS_LIMITS.deletionGraceDays * DAY_MS);

    // Asking again keeps the first date and mails nobody again.
    testApp.clock.advance(DAY_MS);
    const again = await scheduleDeletion(cast, await loginAs(testApp, cast.admin.user), { password: cast.admin.user.password });
    expect(again.json().deletion).toEqual(deletion);
    for (const person of [cast.admin, cast.member]) expect(await subjectsTo(person.user.email)).toEqual(["Muster AG will be deleted on Paraph"]);
    const [mail] = await testApp.mailsTo(cast.member.user.email);
    expect(mail?.template).toBe("business-deletion-scheduled");

    await passDays(BUSINESS_LIMITS.deletionGraceDays - 2);
    const adminToken = await loginAs(testApp, cast.admin.user);
    expect((await revokeDeletion(cast, await loginAs(testApp, cast.member.user))).json().code).toBe("business_admin_required");
    expect((await revokeDeletion(cast, await loginAs(testApp, cast.outsider.user))).statusCode).toBe(404);
    expect((await testApp.request({ method: "POST", url: `/api/v2/businesses/${cast.business.id}/revoke_delete` })).statusCode).toBe(401);
    const revoked = await revokeDeletion(cast, adminToken);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().deletion).toBeNull();
    expect(await subjectsTo(cast.member.user.email)).toEqual(["Muster AG will be deleted on Paraph", "Muster AG will not be deleted"].sort());
    // Revoking again changes nothing and mails nobody.
    expect((await revokeDeletion(cast, adminToken)).json().deletion).toBeNull();
    expect(await testApp.mailsTo(cast.member.user.email)).toHaveLength(2);

    await passDays(3);
    const memberToken = await loginAs(testApp, cast.member.user);
    expect((await testApp.request({ method: "GET", url: `/api/v1/businesses/${cast.business.id}`, token: memberToken })).statusCode).toBe(200);
    expect((await getUserAs(testApp, memberToken)).attributes.businessDeleted).toBe(false);
  });

  it("writes the mails in each member's language", async () => {
    const cast = await createBusinessCast(testApp);
    await testApp.context.db.updateTable("users").set({ lang: "de-ch" }).where("id", "=", cast.member.user.id).execute();
    await scheduleDeletion(cast, cast.admin.token, { password: cast.admin.user.password });
    const [mail] = await testApp.mailsTo(cast.member.user.email);
    expect(mail?.subject).toBe("Muster AG wird auf Paraph gelöscht");
  });
});

describe("the deletion taking effect", () => {
  it("cannot be revoked once done, tells former members by mail and by the businessDeleted notice", async () => {
    const cast = await createBusinessCast(testApp);
    await scheduleDeletion(cast, cast.admin.token, { password: cast.admin.user.password });
    await passDays(BUSINESS_LIMITS.deletionGraceDays - 1);
    expect((await testApp.request({ method: "GET", url: `/api/v1/businesses/${cast.business.id}`, token: await loginAs(testApp, cast.member.user) })).statusCode).toBe(200);

    await passDays(2);
    const memberToken = await loginAs(testApp, cast.member.user);
    const adminToken = await loginAs(testApp, cast.admin.user);
    expect((await testApp.request({ method: "GET", url: `/api/v1/businesses/${cast.business.id}`, token: memberToken })).statusCode).toBe(404);
    expect((await revokeDeletion(cast, adminToken)).statusCode).toBe(404);
    const formerMember = await getUserAs(testApp, memberToken);
    expect(formerMember.business).toBeNull();
    expect(formerMember.attributes.businessDeleted).toBe(true);
    expect((await getUserAs(testApp, adminToken)).attributes.businessDeleted).toBe(true);
    expect(await subjectsTo(cast.member.user.email)).toEqual(["Muster AG has been deleted from Paraph", "Muster AG will be deleted on Paraph"]);

    // A former member may start again; joining clears the notice.
    await createBusinessAs(testApp, memberToken, { name: "Neustart GmbH" });
    expect((await getUserAs(testApp, memberToken)).attributes.businessDeleted).toBe(false);
  });

  it("removes every row of the business for good, its images and seal keys, and keeps the members' own requests", async () => {
    const cast = await createBusinessCast(testApp);
    const { business, admin } = cast;
    const api = (method: "POST" | "PUT", url: string, payload: object | Buffer, headers?: Record<string, string>) =>
      testApp.request({ method, url: `/api${url}`, token: admin.token, payload, ...(headers ? { headers } : {}) });
    expect((await api("POST", `/v1/businesses/${business.id}/domains`, { domain: "muster.ch" })).statusCode).toBe(200);
    expect((await api("POST", `/v1/businesses/${business.id}/members`, { users: ["new.person@muster.ch"] })).statusCode).toBe(200);
    const aes = await api("PUT", `/v2/businesses/${business.id}/aes4biz`, {
      enabled: true,
      representativeName: "Ada Admin",
      representativeEmail: "ada@muster.ch",
      commercialRegister: "CHE-123.456.789",
      domains: ["muster.ch"],
    });
    expect(aes.statusCode, aes.body).toBe(200);
    await api("PUT", `/v1/businesses/${business.id}/settings`, { settings: { signerGroups: { maxGroups: 5, maxParticipants: 5 } } });
    const group = await api("POST", "/v3/groups", { name: "Board", members: [{ email: "board@muster.ch" }] });
    expect(group.statusCode, group.body).toBe(201);
    const logoPng = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#0b4f8a" } }).png().toBuffer();
    const logo = await api("POST", `/v1/businesses/${business.id}/logo`, logoPng, { "content-type": "image/png" });
    expect(logo.statusCode, logo.body).toBe(200);
    const seal = await provisionTestSeal(testApp, business.id);
    const db = testApp.context.db;
    await db
      .insertInto("business_signature_activities")
      .values({ id: crypto.randomUUID(), business_id: business.id, user_id: admin.user.id, signature_request_id: crypto.randomUUID(), title: "Contract", quality: "ses", legislation: null, seal_account_name: null, signed_at: testApp.clock.now() })
      .execute();
    await db.insertInto("business_signature_daily_counts").values({ business_id: business.id, user_id: admin.user.id, day: testApp.clock.now().toISOString().slice(0, 10), signatures: 1 }).execute();
    const request = await testApp.request({ method: "POST", url: "/api/v3/signature-requests", token: admin.token, payload: { title: "Mine" } });
    expect(request.statusCode, request.body).toBe(201);
    const logoSha = (await db.selectFrom("businesses").select("logo_sha256").where("id", "=", business.id).executeTakeFirstOrThrow()).logo_sha256!;

    const tables = [
      "business_members",
      "business_invitations",
      "business_domains",
      "business_aes4biz",
      "business_aes4biz_domains",
      "seals",
      "signer_groups",
      "business_signature_activities",
      "business_signature_daily_counts",
    ] as const;
    const countRowsOf = async (table: (typeof tables)[number]) =>
      Number((await db.selectFrom(table).select((builder) => builder.fn.countAll<number>().as("count")).where("business_id", "=", business.id).executeTakeFirstOrThrow()).count);
    for (const table of tables) expect(await countRowsOf(table), table).toBeGreaterThan(0);
    const participantsBefore = await db.selectFrom("signer_group_participants").select("group_id").where("group_id", "=", group.json().id).execute();
    expect(participantsBefore).toHaveLength(1);

    await scheduleDeletion(cast, admin.token, { password: admin.user.password });
    await passDays(BUSINESS_LIMITS.deletionGraceDays + 1);

    expect(await db.selectFrom("businesses").select("id").where("id", "=", business.id).executeTakeFirst()).toBeUndefined();
    for (const table of tables) expect(await countRowsOf(table), table).toBe(0);
    expect(await db.selectFrom("signer_group_participants").select("group_id").where("group_id", "=", group.json().id).execute()).toEqual([]);
    expect(await db.selectFrom("seal_members").select("seal_id").where("seal_id", "=", seal.id).execute()).toEqual([]);
    expect(await testApp.context.blobs.has(logoSha)).toBe(false);
    // The members' own requests are theirs, not the business's: they stay.
    expect(await db.selectFrom("signature_requests").select("id").where("id", "=", request.json().id).executeTakeFirst()).toBeDefined();
    const someone = await createSignedInUser(testApp);
    expect((await testApp.request({ method: "GET", url: `/api/v1/businesses/${business.id}/logo`, token: someone.token })).statusCode).toBe(404);
  });
});
