import { describe, expect, it } from "vitest";
import { dateInputPatternOf, formatDateInput, parseDateInput } from "./date-input.ts";

describe("date inputs in the interface language", () => {
  it("write day, month and year in the language's order and separator", () => {
    expect(formatDateInput("2026-03-04", "en-gb")).toBe("04/03/2026");
    expect(formatDateInput("2026-03-04", "de-ch")).toBe("04.03.2026");
    expect(formatDateInput("2026-03-04", "fr-ch")).toBe("04.03.2026");
    expect(formatDateInput("2026-03-04", "it")).toBe("04/03/2026");
    expect(formatDateInput("", "en-gb")).toBe("");
    expect(dateInputPatternOf("en-gb").order).toEqual(["day", "month", "year"]);
  });

  it("read what was typed as day/month/year, whatever separator, and refuse days that do not exist", () => {
    expect(parseDateInput("4/3/2026", "en-gb")).toBe("2026-03-04");
    expect(parseDateInput("04.03.26", "de-ch")).toBe("2026-03-04");
    expect(parseDateInput(" 31-12-2026 ", "it")).toBe("2026-12-31");
    expect(parseDateInput("31/02/2026", "en-gb")).toBeNull();
    expect(parseDateInput("13/13/2026", "fr-ch")).toBeNull();
    expect(parseDateInput("2026-03-04", "en-gb")).toBeNull();
    expect(parseDateInput("tomorrow", "en-gb")).toBeNull();
  });
});
