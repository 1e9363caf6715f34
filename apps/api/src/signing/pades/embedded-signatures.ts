/** Signatures as they sit in a PDF: their byte ranges, SubFilter, claimed time and CMS bytes. */
export interface EmbeddedSignature {
  subFilter: string;
  claimedTime: string | null;
  byteRange: [number, number, number, number];
  /** The DER inside /Contents, without the zero padding. */
  contents: Uint8Array;
}

export function concatBytes(parts: Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}

/** Every signature dictionary of the document, in file order (so in the order they were added). */
export function findEmbeddedSignatures(pdf: Uint8Array): EmbeddedSignature[] {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.length).toString("latin1");
  const signatures: EmbeddedSignature[] = [];
  const pattern = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const byteRange = match.slice(1, 5).map(Number) as [number, number, number, number];
    const dictionaryStart = text.lastIndexOf("obj", match.index);
    const dictionaryEnd = text.indexOf("endobj", byteRange[2]);
    const dictionary = text.slice(dictionaryStart, dictionaryEnd < 0 ? undefined : dictionaryEnd);
    const hex = text.slice(byteRange[1] + 1, byteRange[2] - 1);
    const claimed = /\/M\s*\(D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})/.exec(dictionary);
    signatures.push({
      subFilter: /\/SubFilter\s*\/([A-Za-z0-9.]+)/.exec(dictionary)?.[1] ?? "",
      claimedTime: claimed ? `${claimed[1]}-${claimed[2]}-${claimed[3]}T${claimed[4]}:${claimed[5]}:${claimed[6]}Z` : null,
      byteRange,
      contents: trimDer(Buffer.from(/^[0-9a-fA-F]*$/.test(hex) ? hex : "", "hex")),
    });
  }
  return signatures;
}

/** The bytes a signature covers: its two byte ranges joined. */
export function coveredBytesOf(pdf: Uint8Array, [start1, length1, start2, length2]: [number, number, number, number]): Uint8Array {
  return concatBytes([pdf.subarray(start1, start1 + length1), pdf.subarray(start2, start2 + length2)]);
}

/** /Contents is padded with zeros; the DER itself says how long it is. */
function trimDer(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 2) return bytes;
  const first = bytes[1] ?? 0;
  if (first < 0x80) return bytes.subarray(0, 2 + first);
  const lengthBytes = first & 0x7f;
  let length = 0;
  for (let index = 0; index < lengthBytes; index += 1) length = length * 256 + (bytes[2 + index] ?? 0);
  return bytes.subarray(0, 2 + lengthBytes + length);
}
