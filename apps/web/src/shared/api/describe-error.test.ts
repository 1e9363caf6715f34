import type { TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { ERROR_CATALOGUE } from "@paraph/contracts";
import { STRINGS } from "../../app/i18n/catalogue.ts";
import { createI18n } from "../i18n/i18n.ts";
import { ApiError } from "./api-error.ts";
import { describeError } from "./describe-error.ts";

describe("describeError", () => {
  let t: TFunction;
  let generic = "";
  beforeAll(async () => {
    const i18n = await createI18n(STRINGS, "en-gb");
    t = i18n.t.bind(i18n);
    generic = t("errors.api.generic");
  });

  it("gives every code of the error catalogue its own sentence", () => {
    for (const code of Object.keys(ERROR_CATALOGUE)) expect(describeError(new ApiError(400, code, code), t), code).not.toBe(generic);
    expect(describeError(new ApiError(404, "not_found", "Not found"), t)).toBe(t("errors.api.not_found"));
  });

  it("answers the generic sentence for a code it does not know and for a server that says `network_error`", () => {
    expect(describeError(new ApiError(400, "added_after_this_client", "?"), t)).toBe(generic);
    expect(describeError(new ApiError(500, "network_error", "?"), t)).toBe(generic);
    expect(describeError(new Error("boom"), t)).toBe(generic);
  });

  it("tells a failed network apart", () => {
    expect(describeError(new ApiError(0, "network_error", "offline"), t)).toBe(t("errors.api.network_error"));
  });
});
