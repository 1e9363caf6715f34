import { describe, expect, it, vi } from "vitest";
import { createFailureReporter } from "./failure-reporter.ts";

describe("maintenance poll failure reporter", () => {
  it("reports only after more than 5 failures in a row", () => {
    const report = vi.fn();
    const reporter = createFailureReporter(5, report);
    for (let i = 0; i < 5; i += 1) reporter.failed(new Error("down"));
    expect(report).not.toHaveBeenCalled();
    reporter.failed(new Error("down"));
    expect(report).toHaveBeenCalledWith(expect.any(Error), 6);
  });

  it("starts counting afresh after a success", () => {
    const report = vi.fn();
    const reporter = createFailureReporter(5, report);
    for (let i = 0; i < 5; i += 1) reporter.failed(new Error("down"));
    reporter.succeeded();
    for (let i = 0; i < 5; i += 1) reporter.failed(new Error("down"));
    expect(report).not.toHaveBeenCalled();
  });
});
