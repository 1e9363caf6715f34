import { describe, expect, it } from "vitest";
import { taxIdOf } from "./stripe-tax-id.ts";

describe("VAT numbers as Stripe tax ids", () => {
  it("writes Swiss UID numbers in Stripe's ch_vat format, with MWST when no suffix is given", () => {
    expect(taxIdOf("che123456789")).toEqual({ type: "ch_vat", value: "CHE-123.456.789 MWST" });
    expect(taxIdOf("CHE-123.456.789 TVA")).toEqual({ type: "ch_vat", value: "CHE-123.456.789 TVA" });
  });

  it("writes EU numbers without spaces as eu_vat, and leaves other numbers to Paraph alone", () => {
    expect(taxIdOf("DE 123 456 789")).toEqual({ type: "eu_vat", value: "DE123456789" });
    expect(taxIdOf("GB123456789")).toBeNull();
  });
});
