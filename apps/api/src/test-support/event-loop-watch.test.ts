import { describe, expect, it } from "vitest";
import { mainThreadCpuMilliseconds, measureEventLoopDuring } from "./event-loop-watch.ts";

describe("the event-loop watch the stall checks rely on", () => {
  it("charges work that holds the main thread", async () => {
    const { stalls } = await measureEventLoopDuring(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      // Busy on the main thread for 400 ms of its own CPU time, as a parser on the event loop would
      // be (counted in CPU time: on a loaded machine the wall clock runs on while others compute).
      const startedCpu = mainThreadCpuMilliseconds() ?? 0;
      const until = performance.now() + 5_000;
      while ((mainThreadCpuMilliseconds() ?? 0) - startedCpu < 400 && performance.now() < until) {
        // spin
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
