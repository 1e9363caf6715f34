/** One DER element: its tag byte and where its header and contents lie in the buffer. */
export interface DerElement {
  tag: number;
  /** Offset of the tag byte. */
  start: number;
  /** Offset of the first content byte. */
  contentStart: number;
  /** Offset just past the contents (before an indefinite length's end-of-contents octets). */
  contentEnd: number;
  /** Offset just past the element. */
  end: number;
}

export const DER_INTEGER = 0x02;
export const DER_OCTET_STRING = 0x04;
export const DER_NULL = 0x05;
export const DER_OBJECT_IDENTIFIER = 0x06;
export const DER_SEQUENCE = 0x30;
export const DER_SET = 0x31;
/** A constructed context-specific tag [n]: 0xa0 + n. */
export const derContextTag = (tagNumber: number) => 0xa0 + tagNumber;

/** Deeper than any certificate or CMS: a hostile structure nested further is refused, not walked. */
const MAX_INDEFINITE_DEPTH = 64;

/**
 * Reads the element at `offset` (single-byte tags, which is every tag of X.509 and CMS). Lengths
 * are definite, as DER requires, except that a constructed element may have BER's indefinite
 * length (0x80), as NSS and other CMS encoders write SignedData: it then runs to its
 * end-of-contents octets. Throws on anything that runs past the buffer.
 */
export function readDerElement(bytes: Uint8Array, offset: number, depth = 0): DerElement {
  const tag = bytes[offset];
  const first = bytes[offset + 1];
  if (tag === undefined || first === undefined || (tag & 0x1f) === 0x1f) throw new Error("Malformed DER");
  const contentStart = offset + 2;
  if (first === 0x80) return readIndefiniteElement(bytes, tag, offset, depth);
  let length = first;
  let definiteStart = contentStart;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count > 4) throw new Error("Malformed DER length");
    length = 0;
    for (let index = 0; index < count; index += 1) length = length * 256 + (bytes[offset + 2 + index] ?? Number.NaN);
    definiteStart += count;
  }
  const end = definiteStart + length;
  if (!Number.isFinite(end) || end > bytes.length) throw new Error("DER element runs past its buffer");
  return { tag, start: offset, contentStart: definiteStart, contentEnd: end, end };
}

function readIndefiniteElement(bytes: Uint8Array, tag: number, offset: number, depth: number): DerElement {
  if ((tag & 0x20) === 0 || depth >= MAX_INDEFINITE_DEPTH) throw new Error("Malformed BER indefinite length");
  const contentStart = offset + 2;
  let position = contentStart;
  while (!(bytes[position] === 0 && bytes[position + 1] === 0)) {
    if (position + 1 >= bytes.length) throw new Error("BER element runs past its buffer");
    position = readDerElement(bytes, position, depth + 1).end;
  }
  return { tag, start: offset, contentStart, contentEnd: position, end: position + 2 };
}

/** The elements inside a constructed element, in order. */
export function derChildren(bytes: Uint8Array, parent: DerElement): DerElement[] {
  const children: DerElement[] = [];
  for (let offset = parent.contentStart; offset < parent.contentEnd; ) {
    const child = readDerElement(bytes, offset);
    children.push(child);
    offset = child.end;
  }
  return children;
}

/** The whole element (header and contents) as a view of the buffer. */
export function derBytes(bytes: Uint8Array, element: DerElement): Uint8Array {
  return bytes.subarray(element.start, element.end);
}

/** An OBJECT IDENTIFIER's dotted form. */
export function derObjectIdentifier(bytes: Uint8Array, element: DerElement): string {
  const parts: number[] = [];
  let value = 0;
  for (let offset = element.contentStart; offset < element.contentEnd; offset += 1) {
    const byte = bytes[offset] ?? 0;
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      if (parts.length === 0) parts.push(value < 80 ? Math.floor(value / 40) : 2, value < 80 ? value % 40 : value - 80);
      else parts.push(value);
      value = 0;
    }
  }
  return parts.join(".");
}
