import { describe, expect, it } from "vitest";
import { mainThreadCpuMilliseconds, measureEventLoopDuring } from "./event-loop-watch.ts";

describe("the event-loop watch the stall checks rely on", () => {
  it("charges work that holds the main thread", async () => {
    const { stalls } = await measureEventLoopDuring(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      // Busy on the main thread for 400 ms of its own CPU time, as a parser on the event loop would
      // be (counted in CPU time: on a loaded machine the wall clock runs on while others compute;
      // where Linux does not count it, 400 ms of wall clock).
      const startedCpu = mainThreadCpuMilliseconds();
      const startedWall = performance.now();
      const busyFor = () => (startedCpu === undefined ? performance.now() - startedWall : (mainThreadCpuMilliseconds() ?? 0) - startedCpu);
      while (busyFor() < 400) {
        // spin
      }
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    expect(stalls.worstMilliseconds).toBeGreaterThan(300);
    expect(stalls.worstWallMilliseconds).toBeGreaterThanOrEqual(stalls.worstMilliseconds);
  });

  it("does not charge waiting that leaves the main thread idle", async () => {
    // Thirty short waits rather than one long one: each lets the watch's timer fire, however late a
    // loaded machine runs them, so it takes its samples.
    const { stalls } = await measureEventLoopDuring(async () => {
      for (let wait = 0; wait < 30; wait += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(stalls.samples).toBeGreaterThan(5);
    expect(stalls.worstMilliseconds).toBeLessThan(100);
  });
});
