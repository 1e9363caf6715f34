import { describe, expect, it } from "vitest";
import { formatSuiteTimings } from "./suite-timings.ts";

describe("the suite timing table", () => {
  const suites = [
    { project: "api-pglite", file: "a.test.ts", seconds: 2, retried: [] },
    { project: "api-postgres", file: "b.test.ts", seconds: 30.25, retried: [] },
    { project: "api-pglite", file: "c.test.ts", seconds: 10, retried: ["signs > twice"] },
  ];

  it("lists the slowest files first, their total, and sums each project", () => {
    const lines = formatSuiteTimings(suites, 40).split("\n");
    expect(lines[0]).toContain("3 files in 40.0 s");
    expect(lines.slice(2, 5).map((line) => line.trim().split(/\s+/).at(-1))).toEqual(["b.test.ts", "c.test.ts", "a.test.ts"]);
    expect(lines[5]?.trim()).toBe("42.3 s  total                   all 3 files, on 40.0 s of wall clock");
    expect(lines.find((line) => line.includes("2 files"))?.trim().split(/\s+/)).toEqual(["12.0", "s", "api-pglite", "2", "files"]);
  });

  it("names every test that was run again", () => {
    const text = formatSuiteTimings(suites, 40);
    expect(text).toContain("Tests run again (1): each fails the run");
    expect(text).toContain("c.test.ts > signs > twice");
    expect(formatSuiteTimings(suites.slice(0, 2), 1)).toContain("Tests run again: none");
  });
});
