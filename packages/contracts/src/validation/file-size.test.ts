import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size.ts";

describe("formatFileSize", () => {
  it("writes binary units with their short names, so a limit reads as the round number it was set to", () => {
    expect(formatFileSize(50 * 1024 * 1024, "en-gb")).toBe("50 MB");
    expect(formatFileSize(5 * 1024 * 1024, "en-gb")).toBe("5 MB");
    expect(formatFileSize(1536 * 1024, "en-gb")).toBe("1.5 MB");
    expect(formatFileSize(2 * 1024 ** 3, "en-gb")).toBe("2 GB");
    expect(formatFileSize(850 * 1024, "en-gb")).toBe("850 kB");
    expect(formatFileSize(1023, "en-gb")).toBe("1,023 bytes");
    expect(formatFileSize(0, "en-gb")).toBe("0 bytes");
  });

  it("writes the number and unit as the interface language does", () => {
    expect(formatFileSize(12.5 * 1024 * 1024, "de-ch")).toBe("13 MB");
    expect(formatFileSize(2.5 * 1024 * 1024, "de-ch")).toBe("2.5 MB");
    expect(formatFileSize(2.5 * 1024 * 1024, "fr-ch").replace(/\s/g, " ")).toBe("2,5 Mo");
    expect(formatFileSize(50 * 1024 * 1024, "it")).toBe("50 MB");
  });
});
