import { describe, expect, it } from "vitest";
import { bomLength, CsvFormatError, detectSeparator, fromByteOffset, readCsvRecords, splitCsvRecord, type CsvRecord } from "./csv-reader.ts";

/** The text as chunks of `size` bytes, so records and characters straddle chunk ends. */
async function* chunksOf(text: string | Buffer, size: number): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

async function records(text: string | Buffer, separator: "," | ";", size = 3, startByte?: number): Promise<CsvRecord[]> {
  const all: CsvRecord[] = [];
  for await (const record of readCsvRecords(chunksOf(text, size), separator, startByte === undefined ? {} : { startByte })) all.push(record);
  return all;
}

describe("the streaming CSV reader", () => {
  it("reads quoted fields holding separators, doubled quotes, CRLF and LF newlines, whatever the chunk size", async () => {
    const text = 'a,b,c\r\n"x, y","He said ""hi""","line 1\r\nline 2"\n\nplain,,"ü é 😀"\r\n';
    for (const size of [1, 2, 5, 64]) {
      const read = await records(text, ",", size);
      expect(read.map((record) => record.fields)).toEqual([
        ["a", "b", "c"],
        ["x, y", 'He said "hi"', "line 1\r\nline 2"],
        ["plain", "", "ü é 😀"],
      ]);
      expect(read.map((record) => record.index)).toEqual([0, 1, 2]);
    }
  });

  it("resumes at a record's byte offset with the same records after it", async () => {
    const text = 'h1;h2\n"a;1";"b\n2"\nc;d\ne;"f"""\n';
    const all = await records(text, ";");
    const second = all[1] as CsvRecord;
    expect(second.fields).toEqual(["a;1", "b\n2"]);
    const resumed: CsvRecord[] = [];
    for await (const record of readCsvRecords(fromByteOffset(chunksOf(text, 4), second.endByte), ";", { startByte: second.endByte })) resumed.push(record);
    expect(resumed.map((record) => record.fields)).toEqual([
      ["c", "d"],
      ["e", 'f"'],
    ]);
    expect(resumed[0]?.startByte).toBe(all[2]?.startByte);
  });

  it("marks a record whose quote closes mid-field as malformed and goes on; keeps a stray quote inside a plain field", async () => {
    const read = await records('"ab"c,d\nok,"1"\nx"y"z,2\n', ",");
    expect(read.map((record) => record.fields)).toEqual([null, ["ok", "1"], ['x"y"z', "2"]]);
  });

  it("refuses a quote left open at the end, an endless record and bytes that are not UTF-8", async () => {
    await expect(records('a,b\n"open,quote\nmore', ",")).rejects.toThrowError(CsvFormatError);
    const endless = `a,"${"x".repeat(70_000)}`;
    await expect(records(endless, ",", 1024)).rejects.toMatchObject({ problem: "record_too_long" });
    await expect(records(Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a]), ",")).rejects.toMatchObject({ problem: "not_utf8" });
  });

  it("detects the separator from the header outside quotes and knows a BOM", () => {
    expect(detectSeparator(Buffer.from("a;b;c"))).toBe(";");
    expect(detectSeparator(Buffer.from('"a;b";c,d,e'))).toBe(",");
    expect(detectSeparator(Buffer.from('"x,y,z";q'))).toBe(";");
    expect(bomLength(Buffer.from("\uFEFFa,b"))).toBe(3);
    expect(bomLength(Buffer.from("a,b"))).toBe(0);
    expect(splitCsvRecord(Buffer.from(""), ",")).toEqual([""]);
    expect(splitCsvRecord(Buffer.from('"",'), ",")).toEqual(["", ""]);
  });
});
