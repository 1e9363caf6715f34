import { describe, expect, it } from "vitest";
import { Readable } from "node:stream";
import { crlfRecordEnds, csvCell, csvLine, csvStream, csvStreamOfCopy } from "./csv-writer.ts";

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

  it("both neutralise and quote a formula holding a comma or a quote", () => {
    expect(csvCell('=1,"2"')).toBe(`"'=1,""2"""`);
    expect(csvCell("-")).toBe("'-");
    expect(csvCell("")).toBe("");
  });

  it("write numbers as numbers, negative ones included", () => {
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-1)).toBe("-1");
  });

  it("end lines with CRLF", () => {
    expect(csvLine(["a", 1, null])).toBe("a,1,\r\n");
    expect(csvLine([null])).toBe("\r\n");
    expect(csvLine(["x", "y,z", undefined, "@a"])).toBe('x,"y,z",,\'@a\r\n');
  });
});

describe("CSV stream", () => {
  it("starts with the byte-order mark and header, then the batches in order, one chunk per batch", async () => {
    async function* batches() {
      yield [{ name: "x", count: 1 }];
      yield [];
      yield [
        { name: "=y", count: 2 },
        { name: "z", count: 3 },
      ];
    }
    const chunks: Buffer[] = [];
    for await (const chunk of csvStream(["name", "count"], batches(), (row) => [row.name, row.count])) chunks.push(Buffer.from(chunk as Buffer));
    expect(chunks.map((chunk) => chunk.toString("utf8"))).toEqual(["\uFEFFname,count\r\n", "x,1\r\n", "'=y,2\r\nz,3\r\n"]);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("writes a batch larger than its first chunk, in any script, byte for byte", async () => {
    const names = Array.from({ length: 20_000 }, (_, index) => `Zürich ${index} 日本 🙂, "quoted"`);
    async function* batches() {
      yield names;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of csvStream(["name"], batches(), (name) => [name])) chunks.push(Buffer.from(chunk as Buffer));
    expect(chunks).toHaveLength(2);
    expect(chunks[1]?.length).toBeGreaterThan(256 * 1024);
    const expected = names.map((name) => `"${name.replaceAll('"', '""')}"\r\n`).join("");
    expect(chunks[1]?.toString("utf8")).toBe(expected);
  });
});

describe("CSV from the database's COPY", () => {
  async function written(stream: Readable): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  it("ends records with CRLF and leaves line breaks inside quoted cells, whatever the chunks", async () => {
    const copied = 'a,"two\nlines, ""quoted\n"""\nb,plain\nc,"x"\r\n';
    // Cut into chunks at every position a quote or line end could be split across.
    for (let cut = 1; cut < copied.length; cut += 1) {
      const chunks = [Buffer.from(copied.slice(0, cut)), Buffer.from(copied.slice(cut))];
      const text = await written(Readable.from(chunks).pipe(crlfRecordEnds()));
      expect(text, `cut at ${cut}`).toBe('a,"two\nlines, ""quoted\n"""\r\nb,plain\r\nc,"x"\r\n');
    }
  });

  it("puts the BOM and header first, and a reader who leaves destroys the database's stream", async () => {
    const copied = Readable.from([Buffer.from("1,x\n"), Buffer.from("2,y\n")]);
    expect(await written(csvStreamOfCopy(["n", "v"], copied))).toBe("\uFEFFn,v\r\n1,x\r\n2,y\r\n");

    const endless = new Readable({ read() { this.push(Buffer.from("1,x\n")); } });
    const file = csvStreamOfCopy(["n"], endless);
    for await (const chunk of file) {
      expect(chunk).toBeDefined();
      break;
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(endless.destroyed).toBe(true);
  });
});
