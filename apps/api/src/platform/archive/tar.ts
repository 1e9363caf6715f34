import type { Readable, Writable } from "node:stream";
import zlib from "node:zlib";

const BLOCK = 512;
/** The largest entry the size field (11 octal digits) holds: 8 GiB − 1. */
const MAX_ENTRY_BYTES = 8 * 1024 ** 3 - 1;

export interface TarEntry {
  name: string;
  mode: number;
  bytes: Uint8Array;
}

/**
 * Writes POSIX ustar entries (regular files only) to a stream, waiting for it to drain, so an
 * archive of any size passes through with one entry in memory at a time. `end` writes the two
 * empty blocks that close the archive; ending the stream is the caller's.
 */
export class TarWriter {
  constructor(private readonly output: Writable) {}

  async add(entry: TarEntry): Promise<void> {
    await this.write(tarHeader(entry.name, entry.mode, entry.bytes.length));
    await this.write(entry.bytes);
    const padding = (BLOCK - (entry.bytes.length % BLOCK)) % BLOCK;
    if (padding > 0) await this.write(Buffer.alloc(padding));
  }

  async end(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
  }

  private async write(bytes: Uint8Array): Promise<void> {
    if (this.output.destroyed || this.output.writableEnded) throw new Error("The archive's stream was closed");
    if (this.output.write(bytes)) return;
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        this.output.off("drain", onDrain);
        this.output.off("error", onError);
        this.output.off("close", onClose);
        if (error) reject(error);
        else resolve();
      };
      const onDrain = () => settle();
      const onError = (error: Error) => settle(error);
      const onClose = () => settle(new Error("The archive's stream was closed"));
      this.output.once("drain", onDrain);
      this.output.once("error", onError);
      this.output.once("close", onClose);
    });
  }
}

function tarHeader(name: string, mode: number, size: number): Buffer {
  if (size > MAX_ENTRY_BYTES) throw new Error(`${name} is too large for a tar entry`);
  const header = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  header.write(base, 0, 100, "utf8");
  header.write(octal(mode & 0o7777, 8), 100, "ascii");
  header.write(octal(0, 8), 108, "ascii");
  header.write(octal(0, 8), 116, "ascii");
  header.write(octal(size, 12), 124, "ascii");
  header.write(octal(Math.floor(Date.now() / 1000), 12), 136, "ascii");
  header.fill(" ", 148, 156);
  header.write("0", 156, "ascii");
  header.write("ustar\u000000", 257, "ascii");
  header.write(prefix, 345, 155, "utf8");
  let checksum = 0;
  for (const byte of header) checksum += byte;
  header.write(`${checksum.toString(8).padStart(6, "0")}\u0000 `, 148, "ascii");
  return header;
}

/** ustar keeps names up to 100 bytes, or 255 split at a slash into a prefix and a name. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: "", base: name };
  for (let slash = name.indexOf("/"); slash >= 0; slash = name.indexOf("/", slash + 1)) {
    const prefix = name.slice(0, slash);
    const base = name.slice(slash + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`The name ${name} is too long for a tar entry`);
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\u0000`;
}

/**
 * Reads the regular-file entries of a ustar stream (other entry types are skipped), one at a
 * time; an entry larger than `maxEntryBytes` or a damaged header stops the reading with an error.
 */
export async function* readTar(input: Readable, options: { maxEntryBytes: number }): AsyncGenerator<TarEntry> {
  const reader = new ExactReader(input);
  for (;;) {
    const header = await reader.read(BLOCK);
    if (!header) throw new Error("The archive ends without its closing blocks");
    if (header.every((byte) => byte === 0)) return;
    const text = (start: number, length: number) => header.toString("utf8", start, start + length).replace(/\0.*$/s, "");
    if (!header.toString("ascii", 257, 262).startsWith("ustar")) throw new Error("Not a ustar archive");
    let checksum = 0;
    header.forEach((byte, index) => (checksum += index >= 148 && index < 156 ? 32 : byte));
    if (checksum !== Number.parseInt(text(148, 8).trim(), 8)) throw new Error("A tar header's checksum does not match");
    const size = Number.parseInt(text(124, 12).trim() || "0", 8);
    const prefix = text(345, 155);
    const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
    if (!Number.isSafeInteger(size) || size < 0) throw new Error(`The tar entry ${name} has no valid size`);
    if (size > options.maxEntryBytes) throw new Error(`The tar entry ${name} is larger than ${options.maxEntryBytes} bytes`);
    const padded = Math.ceil(size / BLOCK) * BLOCK;
    const body = padded > 0 ? await reader.read(padded) : Buffer.alloc(0);
    if (!body) throw new Error(`The archive ends inside ${name}`);
    const type = text(156, 1);
    if (type === "0" || type === "") yield { name, mode: Number.parseInt(text(100, 8).trim() || "644", 8), bytes: body.subarray(0, size) };
  }
}

/** readTar over a gzip-compressed stream; a failing input (a missing file) fails the reading. */
export function readTarGz(input: Readable, options: { maxEntryBytes: number }): AsyncGenerator<TarEntry> {
  const gunzip = zlib.createGunzip();
  input.once("error", (error) => gunzip.destroy(error));
  // Reading starts at the first entry asked for; an error before then stays on the stream
  // (`errored`) and fails that first read instead of going unhandled.
  gunzip.on("error", () => {});
  return readTar(input.pipe(gunzip), options);
}

/** Reads exactly n bytes at a time from a stream's chunks. */
class ExactReader {
  private readonly chunks: AsyncIterator<Buffer>;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(input: Readable) {
    this.chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  /** Exactly `length` bytes, or undefined when the stream ended first. */
  async read(length: number): Promise<Buffer | undefined> {
    while (this.pendingBytes < length) {
      const next = await this.chunks.next();
      if (next.done) return undefined;
      this.pending.push(next.value);
      this.pendingBytes += next.value.length;
    }
    const all = this.pending.length === 1 ? (this.pending[0] as Buffer) : Buffer.concat(this.pending);
    const taken = all.subarray(0, length);
    const rest = all.subarray(length);
    this.pending = rest.length > 0 ? [rest] : [];
    this.pendingBytes = rest.length;
    return taken;
  }
}
