import type * as asn1js from "asn1js";

/**
 * DER bytes placed into an asn1js structure as they are: encoding the structure writes them
 * whole instead of walking and re-encoding a parsed tree (a certificate is some hundred nodes,
 * and the OCSP responder puts its own into every answer).
 * Only for encoding: it has no parsed content to read.
 */
export class PreEncoded {
  constructor(private readonly der: Uint8Array) {}

  /** asn1js' encoding call: the bytes into the writer of the enclosing structure, or returned. */
  toBER(_sizeOnly?: boolean, writer?: asn1js.ViewWriter): ArrayBuffer {
    const bytes = this.der.slice().buffer;
    if (!writer) return bytes;
    writer.write(bytes);
    return new ArrayBuffer(0);
  }

  /** Typed as the block it stands for, where an asn1js structure expects one. */
  asBlock<T extends asn1js.BaseBlock = asn1js.Sequence>(): T {
    return this as unknown as T;
  }
}
