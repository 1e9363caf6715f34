import { DER_INTEGER, DER_NULL, DER_OBJECT_IDENTIFIER, DER_OCTET_STRING } from "./der-reader.ts";

/**
 * DER writing (X.690) for the few structures Paraph builds itself (the CMS of a signature, an
 * ECDSA signature value): each element from its tag and its contents, which are either bytes
 * already encoded (a certificate, a name, a time-stamp token) or elements written here. An
 * ASN.1 library would build a tree of objects and walk it to encode; a signature needs a few
 * dozen elements, most of them the same every time.
 */

/** The element with `tag` whose contents are `contents`, one after the other. */
export function derElement(tag: number, ...contents: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of contents) length += part.length;
  const lengthBytes = length < 0x80 ? 0 : length < 0x100 ? 1 : length < 0x10000 ? 2 : length < 0x1000000 ? 3 : 4;
  const element = new Uint8Array(2 + lengthBytes + length);
  element[0] = tag;
  element[1] = lengthBytes === 0 ? length : 0x80 | lengthBytes;
  for (let index = 0; index < lengthBytes; index += 1) element[2 + index] = (length >>> (8 * (lengthBytes - 1 - index))) & 0xff;
  let offset = 2 + lengthBytes;
  for (const part of contents) {
    element.set(part, offset);
    offset += part.length;
  }
  return element;
}

/** NULL, as algorithm identifiers with empty parameters carry it. */
export const DER_NULL_ELEMENT = Uint8Array.of(DER_NULL, 0);

export function derOctetString(bytes: Uint8Array): Uint8Array {
  return derElement(DER_OCTET_STRING, bytes);
}

/** A non-negative INTEGER from its unsigned big-endian bytes: leading zeros dropped, a 0x00 put before a high bit. */
export function derUnsignedInteger(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const magnitude = bytes.length === 0 ? Uint8Array.of(0) : bytes.subarray(start);
  return (magnitude[0] ?? 0) & 0x80 ? derElement(DER_INTEGER, Uint8Array.of(0), magnitude) : derElement(DER_INTEGER, magnitude);
}

const encodedIdentifiers = new Map<string, Uint8Array>();

/** An OBJECT IDENTIFIER from its dotted form (each one encoded once: Paraph writes a fixed few). */
export function encodedObjectIdentifier(dotted: string): Uint8Array {
  let encoded = encodedIdentifiers.get(dotted);
  if (!encoded) {
    const arcs = dotted.split(".").map((arc) => BigInt(arc));
    const [first = 0n, second = 0n, ...rest] = arcs;
    if (arcs.length < 2 || first > 2n || (first < 2n && second > 39n)) throw new Error(`Not an object identifier: ${dotted}`);
    const contents: number[] = [];
    for (const arc of [first * 40n + second, ...rest]) {
      const septets: number[] = [];
      let remaining = arc;
      do {
        septets.unshift(Number(remaining & 0x7fn));
        remaining >>= 7n;
      } while (remaining > 0n);
      contents.push(...septets.map((septet, index) => (index < septets.length - 1 ? septet | 0x80 : septet)));
    }
    encoded = derElement(DER_OBJECT_IDENTIFIER, Uint8Array.from(contents));
    encodedIdentifiers.set(dotted, encoded);
  }
  return encoded;
}
