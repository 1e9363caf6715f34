import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CatalogueError, loadPlanCatalogue } from "./catalogue.ts";

function writeTemporaryCatalogue(content: unknown): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "paraph-plans-"));
  const file = path.join(directory, "plans.json");
  fs.writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

describe("plan catalogue", () => {
  it("ships every plan of spec §4 with prices in CHF and EUR and a generous trial", () => {
    const catalogue = loadPlanCatalogue();
    expect(catalogue.plans.map((plan) => plan.name)).toEqual(["individual", "team", "pro", "scale", "enterprise", "free_v1", "free_migrated", "free_legacy"]);
    expect(catalogue.priceOf("team", "yearly", "EUR")).toEqual({ unitAmount: 20000, stripePriceId: null });
    expect(catalogue.priceOf("enterprise", "monthly", "CHF")).toBeUndefined();
    expect(catalogue.getPlan("free_v1").canUpload).toBe(false);
    const trial = catalogue.limitsOf("pro", true);
    expect(trial).toMatchObject({ canUpload: true, apiUsers: 50, seats: { max: 100 } });
    expect(catalogue.limitsOf("team", false).signatures).toEqual({ ses: null, aes: 50, qes: 20 });
  });

  it("names the file and every problem of a bad catalogue", () => {
    const good = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../../config/price-plans.json"), "utf8")) as { freePlan: string; plans: { name: string; prices: unknown; isPurchasable: boolean }[] };
    const bad = { ...good, freePlan: "gratis", plans: good.plans.map((plan) => (plan.name === "team" ? { ...plan, prices: null } : plan)) };
    const file = writeTemporaryCatalogue(bad);
    expect(() => loadPlanCatalogue(file)).toThrow(CatalogueError);
    expect(() => loadPlanCatalogue(file)).toThrow(/freePlan/);
    expect(() => loadPlanCatalogue(file)).toThrow(/plans\.1\.prices: a purchasable plan needs prices/);
    expect(() => loadPlanCatalogue(writeTemporaryCatalogue("{ not json"))).toThrow(/is not JSON/);
    expect(() => loadPlanCatalogue("/nonexistent/plans.json")).toThrow(/cannot be read/);
  });

  it("finds the plan of a Stripe price id", () => {
    const good = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../../config/price-plans.json"), "utf8")) as { plans: { name: string; stripePriceIds: unknown }[] };
    const withIds = { ...good, plans: good.plans.map((plan) => (plan.name === "pro" ? { ...plan, stripePriceIds: { monthly: { CHF: "price_pro_m_chf", EUR: "" }, yearly: { CHF: "", EUR: "price_pro_y_eur" } } } : plan)) };
    const catalogue = loadPlanCatalogue(writeTemporaryCatalogue(withIds));
    expect(catalogue.findByStripePriceId("price_pro_y_eur")).toMatchObject({ plan: { name: "pro" }, cycle: "yearly", currency: "EUR" });
    expect(catalogue.findByStripePriceId("price_unknown")).toBeUndefined();
    expect(catalogue.priceOf("pro", "monthly", "CHF")?.stripePriceId).toBe("price_pro_m_chf");
  });
});
