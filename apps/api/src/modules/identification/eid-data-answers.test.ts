import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startDemoIdentityProvider } from "../../demo-identity-provider/demo-identity-provider.ts";
import { createSignedInUser } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callRequest } from "../signature-requests/test-helpers.ts";
import { REPORT_SIGNATURE_HEADER, signReport } from "./protocol/report-signature.ts";

const API_TOKEN = "eid-data-answers-token-0123456789";
const CALLBACK_SECRET = "eid-data-answers-callback-secret-0123456789abcdef";
const EID_DATA = "/v1/user/identification/eid-data";
const ANNA = { documentNumber: "C4X9R2T7K", dateOfBirth: "1988-03-14", legislation: "eidas" };

/**
 * What stands between Paraph and the provider in these tests: passes the provider's answers on,
 * or changes them as an attacker on the way would (other names in the body, an earlier answer
 * sent again, the signature removed, a signature made with a key that is not the provider's).
 */
type Interference = "none" | "tamper" | "replay" | "unsigned" | "forged";
let interference: Interference = "none";
let lastAnswer: { body: string; signature: string } | undefined;

let app: TestApp;
let provider: Awaited<ReturnType<typeof startDemoIdentityProvider>>;
let middle: http.Server;

beforeAll(async () => {
  provider = await startDemoIdentityProvider({ apiToken: API_TOKEN, callbackSecret: CALLBACK_SECRET });
  middle = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void (async () => {
        const upstream = await fetch(`${provider.url}${request.url ?? ""}`, {
          method: request.method ?? "POST",
          headers: { authorization: String(request.headers.authorization ?? ""), "content-type": "application/json" },
          body: Buffer.concat(chunks),
        });
        let body = await upstream.text();
        let signature = upstream.headers.get(REPORT_SIGNATURE_HEADER) ?? "";
        const answered = { body, signature };
        if (interference === "tamper") body = body.replace('"Anna"', '"Eve"').replace('"Muster"', '"Intruder"');
        if (interference === "replay" && lastAnswer) ({ body, signature } = lastAnswer);
        if (interference === "forged") signature = signReport("not-the-provider-secret-0123456789abcdef", body, Math.floor(Date.now() / 1000));
        lastAnswer = answered;
        response.writeHead(upstream.status, { "content-type": "application/json", ...(interference === "unsigned" || !signature ? {} : { [REPORT_SIGNATURE_HEADER]: signature }) });
        response.end(body);
      })();
    });
  });
  await new Promise<void>((resolve) => middle.listen(0, "127.0.0.1", resolve));
  const middleUrl = `http://127.0.0.1:${(middle.address() as AddressInfo).port}`;
  app = await createTestApp({ IDENT_PROVIDER_URL: middleUrl, IDENT_PROVIDER_NAME: "acme-ident", IDENT_PROVIDER_API_TOKEN: API_TOKEN, IDENT_CALLBACK_SECRET: CALLBACK_SECRET }, undefined, { startAt: new Date() });
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => middle?.close(resolve));
  await provider?.close();
});
beforeEach(() => {
  interference = "none";
});

async function supply(token: string) {
  return callRequest(app, token, "POST", EID_DATA, ANNA);
}

async function qesOf(userId: string) {
  return app.context.db.selectFrom("users").select(["qes_eidas_provider", "eid_first_name", "first_name"]).where("id", "=", userId).executeTakeFirstOrThrow();
}

describe("the provider's answer to a lookup of eID data, as Paraph checks it", () => {
  it("refuses an answer changed on the way, one without a signature and one signed with another key (502 eid_data_answer_refused, nothing granted)", async () => {
    const eve = await createSignedInUser(app, { firstName: "Eve", lastName: "Intruder" });
    for (const [kind, reason] of [
      ["tamper", "signature_invalid"],
      ["unsigned", "unsigned"],
      ["forged", "signature_invalid"],
    ] as const) {
      interference = kind;
      const answer = await supply(eve.token);
      expect(answer.status, kind).toBe(502);
      expect(answer.body, kind).toMatchObject({ code: "eid_data_answer_refused", details: { reason } });
    }
    expect(await qesOf(eve.user.id)).toEqual({ qes_eidas_provider: null, eid_first_name: null, first_name: "Eve" });
    const rows = await app.context.db.selectFrom("identifications").select("id").where("user_id", "=", eve.user.id).execute();
    expect(rows).toEqual([]);
  });

  it("refuses an earlier answer sent again for a new lookup, and grants with the provider's own answer", async () => {
    const anna = await createSignedInUser(app, { firstName: "Anna", lastName: "Muster" });
    interference = "none";
    // An answer for someone else's lookup, recorded on the way...
    const other = await createSignedInUser(app, { firstName: "Other", lastName: "Person" });
    expect((await supply(other.token)).body).toMatchObject({ code: "eid_data_mismatch" });
    // ...sent again in place of the provider's answer to Anna's lookup.
    interference = "replay";
    const replayed = await supply(anna.token);
    expect(replayed.status).toBe(502);
    expect(replayed.body).toMatchObject({ code: "eid_data_answer_refused", details: { reason: "other_lookup" } });
    expect((await qesOf(anna.user.id)).qes_eidas_provider).toBeNull();

    interference = "none";
    const granted = await supply(anna.token);
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    // Held through the partner; signing with it still needs a confirmed mobile number, as after any identification.
    expect(granted.body).toMatchObject({ identification: { isDemo: false, status: "success" } });
    expect(await qesOf(anna.user.id)).toEqual({ qes_eidas_provider: "acme-ident", eid_first_name: "Anna", first_name: "Anna" });
  });
});
