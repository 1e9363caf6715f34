import { describe, expect, it } from "vitest";
import { medianFromBuckets } from "./presenter.ts";

const bucketOf = (seconds: number) => Math.floor(Math.log(seconds) / Math.log(1.05));

describe("the median time to complete from duration buckets", () => {
  it("is null without completions, the middle bucket for an odd count, the mean of the two middle ones for an even count", () => {
    expect(medianFromBuckets([])).toBeNull();
    const odd = medianFromBuckets([
      { bucket: bucketOf(60), requests: 1 },
      { bucket: bucketOf(3600), requests: 1 },
      { bucket: bucketOf(86_400), requests: 1 },
    ]);
    expect(Math.abs((odd ?? 0) - 3600) / 3600).toBeLessThan(0.025);
    const even = medianFromBuckets([
      { bucket: bucketOf(60), requests: 2 },
      { bucket: bucketOf(7200), requests: 1 },
      { bucket: bucketOf(14_400), requests: 3 },
    ]);
    // Six durations: the third (2 h) and the fourth (4 h).
    expect(Math.abs((even ?? 0) - 10_800) / 10_800).toBeLessThan(0.025);
  });
});
