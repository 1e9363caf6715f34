import { describe, expect, it } from "vitest";
import { readTestCard } from "./test-card.ts";

const NOW = new Date("2026-11-27T01:00:00Z");

describe("the test card form's checks", () => {
  it("reads a card written with spaces", () => {
    expect(readTestCard({ number: "4242 4242 4242 4242", expiry: "12/29", cvc: "123" }, NOW)).toEqual({
      card: { number: "4242424242424242", expMonth: 12, expYear: 2029, cvc: "123" },
      problems: [],
    });
  });

  it("accepts the current month and refuses the last one", () => {
    expect(readTestCard({ number: "4242424242424242", expiry: "11/26", cvc: "1234" }, NOW).problems).toEqual([]);
    expect(readTestCard({ number: "4242424242424242", expiry: "10/26", cvc: "123" }, NOW).problems).toEqual(["expiry"]);
  });

  it("names every field that is wrong", () => {
    expect(readTestCard({ number: "4242", expiry: "13/30", cvc: "12" }, NOW)).toEqual({ card: null, problems: ["number", "expiry", "cvc"] });
  });
});
