import { describe, expect, it } from "vitest";
import { csvCell, csvLine, csvStream } from "./csv-writer.ts";

describe("CSV cells", () => {
  it("quote commas, quotes and line breaks as RFC 4180 says", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\ronly")).toBe('"cr\ronly"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("neutralise every cell a spreadsheet would run as a formula", () => {
    for (const hostile of ["=HYPERLINK(\"http://x\")", "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      const cell = csvCell(hostile);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
      expect(unquoted).toBe(`'${hostile}`);
    }
    expect(csvCell("a=1")).toBe("a=1");
  });

  it("write numbers as numbers, negative ones included", () => {
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-1)).toBe("-1");
  });

  it("end lines with CRLF", () => {
    expect(csvLine(["a", 1, null])).toBe("a,1,\r\n");
  });
});

describe("CSV stream", () => {
  it("starts with the byte-order mark and header, then the batches in order", async () => {
    async function* batches() {
      yield [["x", 1]];
      yield [];
      yield [["y", 2], ["z", 3]];
    }
    const chunks: Buffer[] = [];
    for await (const chunk of csvStream(["name", "count"], batches())) chunks.push(Buffer.from(chunk as Buffer));
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString("utf8")).toBe("\uFEFFname,count\r\nx,1\r\ny,2\r\nz,3\r\n");
  });
});
