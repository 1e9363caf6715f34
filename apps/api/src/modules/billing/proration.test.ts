import { describe, expect, it } from "vitest";
import { previewPrices, type ChargedPlan } from "./proration.ts";

const team: ChargedPlan = { plan: "team", cycle: "monthly", currency: "CHF", unitAmount: 2000, seats: 2, percentOff: 0 };

describe("proration", () => {
  it("charges a new subscription its first full period, less the discount", () => {
    const preview = previewPrices(null, { ...team, percentOff: 20 }, new Date("2026-03-01T00:00:00Z"));
    expect(preview).toMatchObject({ subtotal: 4000, discount: 800, total: 3200, amountDueNow: 3200, nextBillingAt: "2026-04-01T00:00:00.000Z" });
  });

  it("credits the unused half and charges the other half at the new seats when seats are added mid-period", () => {
    const period = { start: new Date("2026-04-01T00:00:00Z"), end: new Date("2026-05-01T00:00:00Z") };
    const at = new Date("2026-04-16T00:00:00Z");
    const preview = previewPrices({ charged: team, period }, { ...team, seats: 4 }, at);
    expect(preview.lines.map((line) => [line.amount, line.isProration])).toEqual([
      [-2000, true],
      [4000, true],
    ]);
    expect(preview).toMatchObject({ amountDueNow: 2000, total: 8000, nextBillingAt: "2026-05-01T00:00:00.000Z" });
  });

  it("never asks for less than nothing when seats are removed", () => {
    const period = { start: new Date("2026-04-01T00:00:00Z"), end: new Date("2026-05-01T00:00:00Z") };
    const preview = previewPrices({ charged: { ...team, seats: 5 }, period }, team, new Date("2026-04-16T00:00:00Z"));
    expect(preview.amountDueNow).toBe(0);
    expect(preview.lines[0]?.amount).toBe(-5000);
  });
});
