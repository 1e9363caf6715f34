import { describe, expect, it } from "vitest";
import { addMonths, quotaPeriodAt } from "./billing-period.ts";

describe("billing periods", () => {
  it("adds calendar months, clamping to the month's last day", () => {
    expect(addMonths(new Date("2026-01-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonths(new Date("2026-11-21T09:00:00Z"), 12).toISOString()).toBe("2027-11-21T09:00:00.000Z");
  });

  it("finds the monthly quota window an instant falls in", () => {
    const anchor = new Date("2026-01-15T12:00:00Z");
    expect(quotaPeriodAt(anchor, new Date("2026-01-15T12:00:00Z")).start.toISOString()).toBe("2026-01-15T12:00:00.000Z");
    expect(quotaPeriodAt(anchor, new Date("2026-03-15T11:59:59Z")).start.toISOString()).toBe("2026-02-15T12:00:00.000Z");
    const later = quotaPeriodAt(anchor, new Date("2027-03-20T00:00:00Z"));
    expect([later.start.toISOString(), later.end.toISOString()]).toEqual(["2027-03-15T12:00:00.000Z", "2027-04-15T12:00:00.000Z"]);
  });
});
