/**
 * Whether bytes look like a PDF: the `%PDF-` header, which may follow up to 1024 bytes of junk
 * (ISO 32000 readers tolerate it).
 */
export function startsWithPdfHeader(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).toString("latin1").includes("%PDF-");
}
