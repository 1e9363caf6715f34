import { describe, expect, it } from "vitest";
import { billingAddressBodySchema } from "../endpoints/billing/billing-address.ts";
import { isCountryCode, isVatNumberOf } from "./vat.ts";

describe("billing address and VAT numbers", () => {
  it("knows ISO country codes", () => {
    expect(isCountryCode("CH")).toBe(true);
    expect(isCountryCode("XX")).toBe(false);
  });

  it("checks the shape of Swiss and EU VAT numbers, and only length and characters elsewhere", () => {
    expect(isVatNumberOf("CH", "CHE-123.456.789 MWST")).toBe(true);
    expect(isVatNumberOf("CH", "CHE123456789")).toBe(true);
    expect(isVatNumberOf("CH", "DE123456789")).toBe(false);
    expect(isVatNumberOf("DE", "DE 123 456 789")).toBe(true);
    expect(isVatNumberOf("DE", "DE12345678")).toBe(false);
    expect(isVatNumberOf("AT", "ATU12345678")).toBe(true);
    expect(isVatNumberOf("GR", "EL123456789")).toBe(true);
    expect(isVatNumberOf("US", "12-3456789")).toBe(true);
    expect(isVatNumberOf("US", "!")).toBe(false);
  });

  it("takes a lower-case country, clears blank optional fields and names a VAT number of the wrong country", () => {
    const parsed = billingAddressBodySchema.parse({ address1: "Bahnhofstrasse 1", city: "Zürich", postalCode: "8001", country: "ch", vat: "", address2: " " });
    expect(parsed).toMatchObject({ country: "CH", vat: null, address2: null });
    const wrong = billingAddressBodySchema.safeParse({ address1: "Hauptstrasse 1", city: "Berlin", postalCode: "10115", country: "DE", vat: "CHE-123.456.789" });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({ path: ["vat"], message: "Not a VAT number of DE" });
    expect(billingAddressBodySchema.safeParse({ address1: "a", city: "b", postalCode: "c", country: "ZZ" }).success).toBe(false);
  });
});
