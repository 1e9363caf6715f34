import { describe, expect, it } from "vitest";
import { loadMupdf } from "./embedded-signatures.ts";
import { exactIntegerOf } from "./pdf-object-access.ts";

describe("exactIntegerOf", () => {
  it("reads an odd offset past 16 MiB exactly, where mupdf's float reading is off by one", async () => {
    const mupdf = await loadMupdf();
    const document = new mupdf.PDFDocument();
    try {
      const offset = document.newInteger(18_942_527);
      // The float path rounds to the nearest float32: this is the byte range that broke a 19 MB signed file.
      expect(offset.asNumber()).toBe(18_942_528);
      expect(exactIntegerOf(offset)).toBe(18_942_527);
      expect(exactIntegerOf(document.newInteger(-7))).toBe(-7);
      expect(exactIntegerOf(document.newReal(1.5))).toBeUndefined();
    } finally {
      document.destroy();
    }
  });
});
