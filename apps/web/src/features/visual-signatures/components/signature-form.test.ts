import { describe, expect, it } from "vitest";
import type { VisualSignature } from "@paraph/contracts";
import { makeUser } from "../../../test/user-factory.ts";
import { createForm, findLockedFlags, toFields, validateForm } from "./signature-form.ts";

const lockedClaimUser = makeUser({
  permissions: {
    visualSignatures: {
      claim: { canUpdate: false, defaultValue: true },
      date: { canUpdate: true, defaultValue: false },
      std: { canUpdate: false, defaultValue: false },
    },
  },
});

const saved: VisualSignature = {
  id: "9d7d3c1a-0f4e-4b8a-8c1e-3f2a1b0c9d8e",
  alias: "Board",
  name: "Ada Lovelace",
  title: null,
  company: "Analytical Engines Ltd",
  optionalLine: "Analytical Engines Ltd",
  location: "London",
  language: "en-gb",
  quality: "ses",
  legislation: null,
  provider: null,
  hasCustomImage: false,
  displayDate: true,
  displayClaim: false,
  displayStandards: true,
  displayQr: true,
  placeholder: false,
  image: null,
  default: true,
};

describe("visual signature form", () => {
  it("starts a new signature from the user's name, language and permission defaults", () => {
    const form = createForm(lockedClaimUser, null);
    expect(form).toMatchObject({ name: "Ada Lovelace", alias: "", language: "en-gb", displayDate: false, displayClaim: true, displayStandards: false, displayQr: false });
  });

  it("finds the flags the user may not change, with their fixed values", () => {
    expect(findLockedFlags(lockedClaimUser)).toEqual({ displayClaim: { value: true }, displayStandards: { value: false } });
    expect(findLockedFlags(makeUser())).toEqual({});
  });

  it("shows a locked flag with its fixed value even on a signature saved before the lock", () => {
    const form = createForm(lockedClaimUser, saved);
    expect(form.displayClaim).toBe(true);
    expect(form.displayStandards).toBe(false);
    // Flags that are not locked keep what the signature has.
    expect(form.displayDate).toBe(true);
    expect(form.displayQr).toBe(true);
  });

  it("always sends a locked flag's fixed value, whatever the form holds", () => {
    const form = { ...createForm(lockedClaimUser, saved), displayClaim: false, displayStandards: true };
    expect(toFields(form, lockedClaimUser)).toMatchObject({ displayClaim: true, displayStandards: false, displayDate: true });
  });

  it("trims texts and clears empty optional lines", () => {
    const form = { ...createForm(makeUser(), saved), name: "  Ada  ", optionalLine: "   ", location: "" };
    expect(toFields(form, makeUser())).toMatchObject({ name: "Ada", optionalLine: null, location: null });
  });

  it("leaves the alias empty in the form when it only repeats the name", () => {
    expect(createForm(makeUser(), { ...saved, alias: "Ada Lovelace" }).alias).toBe("");
    expect(createForm(makeUser(), saved).alias).toBe("Board");
  });

  it("requires a name and keeps every line within the API's limits", () => {
    const form = createForm(makeUser(), null);
    expect(validateForm(form)).toEqual({});
    expect(validateForm({ ...form, name: "   " })).toEqual({ name: { key: "required" } });
    expect(validateForm({ ...form, alias: "a".repeat(51), location: "l".repeat(101) })).toEqual({
      alias: { key: "too_long", max: 50 },
      location: { key: "too_long", max: 100 },
    });
  });
});
