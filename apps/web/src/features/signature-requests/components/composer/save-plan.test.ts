import { describe, expect, it } from "vitest";
import { makeRequest, makeSigner } from "../../test/request-factory.ts";
import { fieldDraftsFrom, planFieldSave } from "./save-plan.ts";

const field = (x: number) => ({ document_id: "00000000-0000-4000-8000-000000000001", page: 1, x, y: 10, width: 150, height: 70 });

describe("saving signer fields", () => {
  const request = makeRequest({
    signers: [
      makeSigner({ id: "s1", email: "a@example.com", position: 1, fields: [field(10)] }),
      makeSigner({ id: "s2", email: "b@example.com", position: 2, fields: [] }),
      makeSigner({ id: "s3", email: "c@example.com", position: 3, fields: [field(30)] }),
      makeSigner({ id: "gone", email: "d@example.com", position: 4, status: "removed", fields: [] }),
    ],
  });

  it("has nothing to do when no field changed", () => {
    expect(planFieldSave(request, fieldDraftsFrom(request))).toEqual([]);
  });

  it("updates only the signers whose fields changed", () => {
    const drafts = { ...fieldDraftsFrom(request), s2: [field(20)] };
    const plan = planFieldSave(request, drafts);
    expect(plan.map((step) => step.signer.id)).toEqual(["s2"]);
    expect(plan[0]?.fields).toEqual([field(20)]);
  });

  it("leaves removed signers out", () => {
    expect(Object.keys(fieldDraftsFrom(request))).toEqual(["s1", "s2", "s3"]);
  });
});
