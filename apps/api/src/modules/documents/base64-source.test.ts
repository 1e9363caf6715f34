import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors/app-error.ts";
import { decodeBase64Stream } from "./base64-source.ts";

describe("decoding an upload's base64 a slice at a time", () => {
  it("gives back the bytes, across many slices", async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 2);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = (index * 31) % 251;
    expect((await buffer(decodeBase64Stream(bytes.toString("base64")))).equals(bytes)).toBe(true);
  });

  it("ends with validation_failed on the content field at a character outside the alphabet, wherever it is", async () => {
    const text = Buffer.alloc(2 * 1024 * 1024, 9).toString("base64");
    for (const broken of [`${text.slice(0, 1_000_000)}*${text.slice(1_000_001)}`, `${text.slice(0, 500)}=${text.slice(501)}`, `${text.slice(0, -1)}\u0000`]) {
      const failure = await buffer(decodeBase64Stream(broken)).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ code: "validation_failed", details: { fields: [{ field: "content", message: "Must be the PDF in base64" }] } });
    }
  });

  it("lets the event loop run between slices", async () => {
    const text = Buffer.alloc(4 * 1024 * 1024, 1).toString("base64");
    // Counted in turns of the event loop, not in time: a chain of setImmediate callbacks runs once
    // per turn, so it runs between slices only if the decoder gives the loop back after each one
    // (5.6 MB is 23 slices of 256 kB; decoded in one go, the chain would not run at all). A timer
    // counted in milliseconds instead saw three turns or fewer on a fast machine.
    let turns = 0;
    let decoding = true;
    const countTurn = () => {
      turns += 1;
      if (decoding) setImmediate(countTurn);
    };
    setImmediate(countTurn);
    await buffer(decodeBase64Stream(text));
    decoding = false;
    expect(turns, "turns of the event loop while 5.6 MB of base64 was decoded").toBeGreaterThanOrEqual(20);
  });
});
