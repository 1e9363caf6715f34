/**
 * PDF objects as the incremental writer reads and writes them: dictionaries, arrays and
 * references are structured; everything else (numbers, names, strings, booleans, null) keeps
 * the exact text it was written with, so an object read and written again changes only where
 * it was changed.
 */
export type PdfValue = PdfDict | PdfArray | PdfRef | PdfAtom;

export interface PdfDict {
  type: "dict";
  /** Keys without their slash, as written (name escapes kept). */
  entries: Map<string, PdfValue>;
}

export interface PdfArray {
  type: "array";
  items: PdfValue[];
}

export interface PdfRef {
  type: "ref";
  num: number;
  gen: number;
}

export interface PdfAtom {
  type: "atom";
  /** As written: `12`, `-0.5`, `/Name`, `(text)`, `<ABCD>`, `true`, `null`. */
  text: string;
}

/** The document cannot be updated without parsing all of it: the caller takes the full-parse path. */
export class IncrementalUpdateUnavailable extends Error {}

export function unavailable(reason: string): never {
  throw new IncrementalUpdateUnavailable(reason);
}

export const atom = (text: string): PdfAtom => ({ type: "atom", text });
export const name = (value: string): PdfAtom => atom(`/${value}`);
export const integer = (value: number): PdfAtom => atom(String(Math.trunc(value)));
export const ref = (num: number, gen = 0): PdfRef => ({ type: "ref", num, gen });
export const array = (items: PdfValue[]): PdfArray => ({ type: "array", items });

export function dict(entries: Record<string, PdfValue | undefined>): PdfDict {
  const map = new Map<string, PdfValue>();
  for (const [key, value] of Object.entries(entries)) if (value) map.set(key, value);
  return { type: "dict", entries: map };
}

export function isDict(value: PdfValue | undefined): value is PdfDict {
  return value?.type === "dict";
}

export function isArray(value: PdfValue | undefined): value is PdfArray {
  return value?.type === "array";
}

export function isRef(value: PdfValue | undefined): value is PdfRef {
  return value?.type === "ref";
}

/** A number's value, or undefined when the value is no number. */
export function numberOf(value: PdfValue | undefined): number | undefined {
  if (value?.type !== "atom" || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(value.text)) return undefined;
  return Number(value.text);
}

/** A name's text without the slash, or undefined when the value is no name. */
export function nameOf(value: PdfValue | undefined): string | undefined {
  return value?.type === "atom" && value.text.startsWith("/") ? value.text.slice(1) : undefined;
}

/** PDF syntax for a value: what the writer puts between `obj` and `endobj`. */
export function serialize(value: PdfValue): string {
  switch (value.type) {
    case "atom":
      return value.text;
    case "ref":
      return `${value.num} ${value.gen} R`;
    case "array":
      return `[${value.items.map(serialize).join(" ")}]`;
    case "dict":
      return `<<${[...value.entries].map(([key, entry]) => `/${key} ${serialize(entry)}`).join(" ")}>>`;
  }
}

/** A text string as UTF-16BE hex with its byte-order mark: any text, in any viewer. */
export function hexText(value: string): PdfAtom {
  const bytes = Buffer.alloc(2 + value.length * 2);
  bytes.writeUInt16BE(0xfeff, 0);
  for (let index = 0; index < value.length; index += 1) bytes.writeUInt16BE(value.charCodeAt(index), 2 + index * 2);
  return atom(`<${bytes.toString("hex").toUpperCase()}>`);
}

/** A text string as a literal where it is printable ASCII (escaped), else as UTF-16BE hex. */
export function literalText(value: string): PdfAtom {
  if (!/^[\x20-\x7e]*$/.test(value)) return hexText(value);
  return atom(`(${value.replace(/[\\()]/g, (character) => `\\${character}`)})`);
}
