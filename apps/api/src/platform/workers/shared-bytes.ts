import fs from "node:fs/promises";

/**
 * A document's bytes in a growable SharedArrayBuffer, so that worker threads read it and append
 * to it without the whole file being copied at each step (the signing workers append revisions).
 * Every revision only adds bytes after the end, so a view of an earlier length still reads that
 * earlier document, byte for byte.
 *
 * Why: on the machines Paraph runs on, fresh memory costs ≈ 3.5 ms per MB to touch (page faults),
 * so each copy of a 10 MB document costs ≈ 40 ms — and a last signer's call used to make eight
 * (into the worker and a new file out of it, for the signature, the DSS and the document
 * time-stamp, and for each stored version).
 */

/** Room reserved (address space, not memory) after a document for the revisions appended to it. */
const APPEND_ROOM_BYTES = 64 * 1024 * 1024;

/** `length` zero bytes at the start of a new growable shared buffer with room to append after them. */
function newSharedBytes(length: number): Uint8Array {
  // A fixed-length view: a length-tracking one would grow with the buffer.
  return new Uint8Array(new SharedArrayBuffer(length, { maxByteLength: length + APPEND_ROOM_BYTES }), 0, length);
}

/** A copy of `bytes` at the start of a new growable shared buffer with room to append. */
export function sharedCopyOf(bytes: Uint8Array): Uint8Array {
  const copy = newSharedBytes(bytes.byteLength);
  copy.set(bytes);
  return copy;
}

/** A file's bytes read straight into a new growable shared buffer with room to append. */
export async function readSharedFile(file: string): Promise<Uint8Array> {
  const handle = await fs.open(file, "r");
  try {
    const { size } = await handle.stat();
    const bytes = newSharedBytes(size);
    let read = 0;
    while (read < size) {
      const { bytesRead } = await handle.read(bytes, read, size - read, read);
      if (bytesRead === 0) throw new Error(`${file} ended after ${read} of ${size} bytes`);
      read += bytesRead;
    }
    return bytes;
  } finally {
    await handle.close();
  }
}

/** Whether `bytes` is the whole of a growable shared buffer: a revision may then be appended in place. */
export function isWholeSharedBuffer(bytes: Uint8Array): boolean {
  const buffer = bytes.buffer;
  return buffer instanceof SharedArrayBuffer && buffer.growable && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength;
}

/**
 * `original` extended to `length` bytes, its first bytes unchanged and the rest for the caller to
 * write. A whole growable shared buffer with room grows in place (whoever hands it to a worker
 * makes sure only one revision is appended to it at a time); any other shared view is copied into
 * a new shared buffer; plain bytes (tools and tests signing in process) into plain bytes.
 */
export function extendedTo(original: Uint8Array, length: number): Uint8Array {
  const buffer = original.buffer;
  if (buffer instanceof SharedArrayBuffer && isWholeSharedBuffer(original) && length <= buffer.maxByteLength) {
    buffer.grow(length);
    return new Uint8Array(buffer, 0, length);
  }
  const extended = buffer instanceof SharedArrayBuffer ? newSharedBytes(length) : new Uint8Array(length);
  extended.set(original);
  return extended;
}
