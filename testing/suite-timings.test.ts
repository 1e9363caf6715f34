import { describe, expect, it } from "vitest";
import { formatSuiteTimings } from "./suite-timings.ts";

describe("the suite timing table", () => {
  const suites = [
    { project: "api-pglite", file: "a.test.ts", seconds: 2, retried: [] },
    { project: "api-postgres", file: "b.test.ts", seconds: 30.25, retried: [] },
    { project: "api-pglite", file: "c.test.ts", seconds: 10, retried: ["signs > twice"] },
  ];

  it("lists the slowest files first and sums each project", () => {
    const lines = formatSuiteTimings(suites, 40).split("\n");
    expect(lines[0]).toContain("3 files in 40.0 s");
    expect(lines.slice(2, 5).map((line) => line.trim().split(/\s+/).at(-1))).toEqual(["b.test.ts", "c.test.ts", "a.test.ts"]);
    expect(lines.find((line) => line.includes("2 files"))?.trim().split(/\s+/)).toEqual(["12.0", "s", "api-pglite", "2", "files"]);
  });

  it("names every test that needed a retry", () => {
    const text = formatSuiteTimings(suites, 40);
    expect(text).toContain("Tests that needed a retry (1)");
    expect(text).toContain("c.test.ts > signs > twice");
    expect(formatSuiteTimings(suites.slice(0, 2), 1)).toContain("Tests that needed a retry: none");
  });
});
