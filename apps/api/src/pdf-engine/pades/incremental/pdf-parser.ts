import { type PdfDict, type PdfValue, unavailable } from "./pdf-values.ts";

/** Arrays and dictionaries nested deeper than this are left to the full parser (and its limits). */
const MAX_NESTING = 256;

const isWhiteSpace = (byte: number | undefined) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;
const isDelimiter = (byte: number | undefined) =>
  byte === 0x28 || byte === 0x29 || byte === 0x3c || byte === 0x3e || byte === 0x5b || byte === 0x5d || byte === 0x7b || byte === 0x7d || byte === 0x2f || byte === 0x25;

/**
 * Reads PDF syntax from a position of the file's bytes: only the objects asked for, never the
 * file around them. Anything unexpected throws IncrementalUpdateUnavailable.
 */
export class PdfParser {
  /** The same bytes as a Buffer, made once rather than once per word (a flat page tree has thousands). */
  private readonly latin1: Buffer;

  constructor(
    readonly bytes: Uint8Array,
    public position: number,
  ) {
    this.latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Skips white space and comments. */
  skipSpace(): void {
    const { bytes } = this;
    for (;;) {
      while (isWhiteSpace(bytes[this.position])) this.position += 1;
      if (bytes[this.position] !== 0x25) return;
      while (this.position < bytes.length && bytes[this.position] !== 0x0a && bytes[this.position] !== 0x0d) this.position += 1;
    }
  }

  /** A run of regular characters (a number or keyword) after white space; empty at a delimiter. */
  word(): string {
    this.skipSpace();
    const start = this.position;
    while (this.position < this.bytes.length && !isWhiteSpace(this.bytes[this.position]) && !isDelimiter(this.bytes[this.position])) this.position += 1;
    return this.text(start, this.position);
  }

  expectWord(expected: string): void {
    const found = this.word();
    if (found !== expected) unavailable(`expected ${expected}, found ${found.slice(0, 20)}`);
  }

  /** A non-negative integer, or unavailable. */
  integer(): number {
    const found = this.word();
    if (!/^\d{1,15}$/.test(found)) unavailable(`expected an integer, found ${found.slice(0, 20)}`);
    return Number(found);
  }

  text(start: number, end: number): string {
    return this.latin1.toString("latin1", start, end);
  }

  value(depth = 0): PdfValue {
    if (depth > MAX_NESTING) unavailable("nested too deep");
    this.skipSpace();
    const { bytes } = this;
    const byte = bytes[this.position];
    if (byte === undefined) unavailable("unexpected end of file");
    if (byte === 0x3c && bytes[this.position + 1] === 0x3c) return this.dictionary(depth);
    if (byte === 0x3c) return this.until(0x3e);
    if (byte === 0x28) return this.literalString();
    if (byte === 0x5b) {
      this.position += 1;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (bytes[this.position] === 0x5d) break;
        items.push(this.value(depth + 1));
      }
      this.position += 1;
      return { type: "array", items };
    }
    if (byte === 0x2f) {
      const start = this.position;
      this.position += 1;
      while (this.position < bytes.length && !isWhiteSpace(bytes[this.position]) && !isDelimiter(bytes[this.position])) this.position += 1;
      return { type: "atom", text: this.text(start, this.position) };
    }
    const start = this.position;
    const word = this.word();
    if (word === "") unavailable(`unexpected ${String.fromCharCode(byte)}`);
    if (/^\d+$/.test(word)) {
      const reference = this.referenceAfter(Number(word));
      if (reference) return reference;
    } else if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) && word !== "true" && word !== "false" && word !== "null") {
      this.position = start;
      unavailable(`unexpected keyword ${word.slice(0, 20)}`);
    }
    return { type: "atom", text: word };
  }

  dictionary(depth = 0): PdfDict {
    this.skipSpace();
    if (this.bytes[this.position] !== 0x3c || this.bytes[this.position + 1] !== 0x3c) unavailable("expected a dictionary");
    this.position += 2;
    const entries = new Map<string, PdfValue>();
    for (;;) {
      this.skipSpace();
      if (this.bytes[this.position] === 0x3e && this.bytes[this.position + 1] === 0x3e) break;
      const key = this.value(depth + 1);
      if (key.type !== "atom" || !key.text.startsWith("/")) unavailable("a dictionary key that is no name");
      entries.set(key.text.slice(1), this.value(depth + 1));
    }
    this.position += 2;
    return { type: "dict", entries };
  }

  /** `gen R` after an object number just read, or nothing (and the position back). */
  private referenceAfter(num: number): PdfValue | undefined {
    const after = this.position;
    const gen = this.word();
    if (/^\d+$/.test(gen) && this.word() === "R") return { type: "ref", num, gen: Number(gen) };
    this.position = after;
    return undefined;
  }

  private until(end: number): PdfValue {
    const start = this.position;
    const close = this.bytes.indexOf(end, start);
    if (close < 0) unavailable("unterminated string");
    this.position = close + 1;
    return { type: "atom", text: this.text(start, this.position) };
  }

  private literalString(): PdfValue {
    const start = this.position;
    let depth = 0;
    const { bytes } = this;
    while (this.position < bytes.length) {
      const byte = bytes[this.position];
      this.position += 1;
      if (byte === 0x5c) this.position += 1;
      else if (byte === 0x28) depth += 1;
      else if (byte === 0x29 && --depth === 0) return { type: "atom", text: this.text(start, this.position) };
    }
    return unavailable("unterminated string");
  }
}

