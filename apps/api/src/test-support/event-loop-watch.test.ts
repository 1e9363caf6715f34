import { describe, expect, it } from "vitest";
import { measureEventLoopDuring } from "./event-loop-watch.ts";

describe("the event-loop watch the stall checks rely on", () => {
  it("charges work that holds the main thread", async () => {
    const { stalls } = await measureEventLoopDuring(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      const until = performance.now() + 400;
      while (performance.now() < until) {
        // Busy on the main thread, as a parser on the event loop would be.
      }
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    expect(stalls.worstMilliseconds).toBeGreaterThan(300);
    expect(stalls.worstWallMilliseconds).toBeGreaterThanOrEqual(stalls.worstMilliseconds);
  });

  it("does not charge waiting that leaves the main thread idle", async () => {
    const { stalls } = await measureEventLoopDuring(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(stalls.samples).toBeGreaterThan(5);
    expect(stalls.worstMilliseconds).toBeLessThan(100);
  });
});
