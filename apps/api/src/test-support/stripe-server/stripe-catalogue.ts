import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { StripeTestServer } from "./stripe-server.ts";

interface CatalogueFile {
  plans: { name: string; prices: Record<string, Record<string, number>> | null; stripePriceIds: Record<string, Record<string, string>> | null }[];
}

/**
 * What an operator does in the Stripe dashboard, for tests: a recurring price per paid plan,
 * cycle and currency of the shipped catalogue (`price_<plan>_<cycle>_<currency>`), defined on the
 * local Stripe server, and a copy of the catalogue naming them in `stripePriceIds` (for
 * BILLING_PLANS_FILE). Returns the copy's path; its folder is the caller's to remove.
 */
export async function writeCatalogueWithStripePrices(stripeServer: StripeTestServer): Promise<string> {
  const shipped = path.resolve(import.meta.dirname, "../../../config/price-plans.json");
  const catalogue = JSON.parse(await fs.readFile(shipped, "utf8")) as CatalogueFile;
  for (const plan of catalogue.plans) {
    if (!plan.prices) continue;
    const ids: Record<string, Record<string, string>> = {};
    for (const [cycle, amounts] of Object.entries(plan.prices)) {
      const perCurrency: Record<string, string> = {};
      for (const [currency, unitAmount] of Object.entries(amounts)) {
        const id = `price_${plan.name}_${cycle}_${currency.toLowerCase()}`;
        perCurrency[currency] = id;
        const productName = plan.name.charAt(0).toUpperCase() + plan.name.slice(1);
        stripeServer.stripe.definePrice({ id, unitAmount, currency, interval: cycle === "yearly" ? "year" : "month", productName });
      }
      ids[cycle] = perCurrency;
    }
    plan.stripePriceIds = ids;
  }
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-stripe-plans-"));
  const file = path.join(directory, "price-plans.json");
  await fs.writeFile(file, JSON.stringify(catalogue, null, 2));
  return file;
}
