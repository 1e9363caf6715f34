import { describe, expect, it } from "vitest";
import { AppError } from "../../../platform/errors/app-error.ts";
import { checkLookupAnswer, type LookupRequest } from "./lookup.ts";
import { signReport } from "./report-signature.ts";

const SECRET = "lookup-unit-test-secret-0123456789abcdef";
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const asked: LookupRequest = { lookupId: "lku_0f3c9a1e-5a61-4f7e-9d7e-0a1b2c3d4e5f", documentNumber: "C4X9R2T7K", dateOfBirth: "1988-03-14", legislation: "eidas" };
const found = {
  lookupId: asked.lookupId,
  result: "found",
  identity: { firstName: "Anna", lastName: "Muster", dateOfBirth: "1988-03-14", documentNumber: "C4X9R2T7K" },
  method: "video",
  legislations: ["eidas", "zertes"],
  level: "high",
  identifiedAt: "2026-01-05T10:00:00.000Z",
};

function signed(answer: object, options: { secret?: string; atMs?: number } = {}) {
  const body = JSON.stringify(answer);
  return { rawBody: Buffer.from(body), signatureHeader: signReport(options.secret ?? SECRET, body, Math.floor((options.atMs ?? NOW) / 1000)) };
}

function reasonOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, reason: (error.details as { reason?: string }).reason };
    throw error;
  }
  return "accepted";
}

describe("checkLookupAnswer", () => {
  it("accepts the provider's signed, fresh answer to this lookup, found or not", () => {
    expect(checkLookupAnswer(SECRET, signed(found), asked, NOW, 300)).toMatchObject({ result: "found", identity: { lastName: "Muster" } });
    expect(checkLookupAnswer(SECRET, signed({ lookupId: asked.lookupId, result: "not_found" }), asked, NOW, 300)).toEqual({ lookupId: asked.lookupId, result: "not_found" });
  });

  it("refuses a changed body, another key, no signature, a stale answer, another lookup's answer, another identity and a body that is no answer", () => {
    const good = signed(found);
    const refusal = (reason: string) => ({ code: "eid_data_answer_refused", reason });
    expect(reasonOf(() => checkLookupAnswer(SECRET, { ...good, rawBody: Buffer.from(good.rawBody.toString().replace("Anna", "Eve_")) }, asked, NOW, 300))).toEqual(refusal("signature_invalid"));
    expect(reasonOf(() => checkLookupAnswer(SECRET, signed(found, { secret: "another-secret-0123456789abcdef0123456789" }), asked, NOW, 300))).toEqual(refusal("signature_invalid"));
    expect(reasonOf(() => checkLookupAnswer(SECRET, { ...good, signatureHeader: undefined }, asked, NOW, 300))).toEqual(refusal("unsigned"));
    expect(reasonOf(() => checkLookupAnswer(SECRET, signed(found, { atMs: NOW - 301_000 }), asked, NOW, 300))).toEqual(refusal("late"));
    expect(reasonOf(() => checkLookupAnswer(SECRET, signed({ ...found, lookupId: "lku_another-lookup-0001" }), asked, NOW, 300))).toEqual(refusal("other_lookup"));
    expect(reasonOf(() => checkLookupAnswer(SECRET, signed({ ...found, identity: { ...found.identity, dateOfBirth: "1975-11-02" } }), asked, NOW, 300))).toEqual(refusal("other_identity"));
    expect(reasonOf(() => checkLookupAnswer(SECRET, signed({ ...found, result: "maybe" }), asked, NOW, 300))).toEqual(refusal("not_an_answer"));
  });
});
