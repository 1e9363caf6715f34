import { describe, expect, it } from "vitest";
import { currentStepOf, stateOf } from "./signing-stages.tsx";

describe("the signing overlay's steps", () => {
  it("follow the server's stage: earlier steps done, the reported one in progress, later ones to come", () => {
    expect((["preparing", "signing", "time-stamping", "recording"] as const).map((step) => stateOf(step, "time-stamping"))).toEqual(["done", "done", "current", "pending"]);
    expect(currentStepOf("signing")).toBe("signing");
    expect(currentStepOf("recording")).toBe("recording");
  });

  it("show preparing before the server reported anything, and every step done at the end", () => {
    expect(currentStepOf("idle")).toBe("preparing");
    expect(currentStepOf("failed")).toBe("preparing");
    expect(stateOf("recording", "done")).toBe("done");
    expect(currentStepOf("done")).toBe("done");
  });

  it("while other signers' signatures go onto the document first, show every step to come and the wait as the title", () => {
    expect((["preparing", "signing", "time-stamping", "recording"] as const).map((step) => stateOf(step, "waiting-for-turn"))).toEqual(["pending", "pending", "pending", "pending"]);
    expect(currentStepOf("waiting-for-turn")).toBe("waiting-for-turn");
  });
});
