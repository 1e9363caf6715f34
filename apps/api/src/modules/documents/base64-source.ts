import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { BASE64_MESSAGE } from "@paraph/contracts";
import { AppError } from "../../platform/errors/app-error.ts";

/** One slice of the text decoded per turn of the event loop: about 1 ms of work. */
const SLICE_CHARACTERS = 256 * 1024;
const INNER_SLICE = /^[A-Za-z0-9+/]*$/;
const LAST_SLICE = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a JSON upload's base64 `content`, decoded a slice at a time with a turn of the
 * event loop between slices, so a 50 MB upload's decoding never holds other requests. A character
 * outside the alphabet (or padding before the end) ends the stream with `validation_failed`.
 */
export function decodeBase64Stream(text: string, field = "content"): Readable {
  async function* slices(): AsyncGenerator<Buffer> {
    for (let start = 0; start < text.length; start += SLICE_CHARACTERS) {
      const end = Math.min(text.length, start + SLICE_CHARACTERS);
      const slice = text.slice(start, end);
      if (!(end === text.length ? LAST_SLICE : INNER_SLICE).test(slice)) {
        throw new AppError("validation_failed", { fields: [{ field, message: BASE64_MESSAGE }] });
      }
      yield Buffer.from(slice, "base64");
      if (end < text.length) await nextTurn();
    }
  }
  return Readable.from(slices(), { objectMode: false });
}
