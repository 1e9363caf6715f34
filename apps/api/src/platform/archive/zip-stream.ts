import { Readable } from "node:stream";
import zlib from "node:zlib";
import { dosDateTime, uniqueNames } from "./zip.ts";

/** An entry whose bytes are read only when the archive reaches it: in memory, or a stream opened then (a file from the blob store). */
export interface StreamedZipEntry {
  name: string;
  modifiedAt: Date;
  content: Uint8Array | (() => Promise<Readable>);
}

const UTF8_NAMES_AND_DATA_DESCRIPTOR = 0x0808;
const VERSION = 20;

/**
 * A ZIP archive (PKWARE APPNOTE 6.3) written as it is sent: stored entries, each followed by a
 * data descriptor with its CRC-32 and size (flag bit 3), so an entry's bytes stream through
 * without being held or read twice; the central directory at the end lists every entry. Names
 * may hold folders (`documents/…`); each segment is made safe. Same
 * limits as `createZip` (zip.ts): no ZIP64, under 4 GiB.
 */
export function createZipStream(entries: StreamedZipEntry[]): Readable {
  return Readable.from(zipParts(entries), { objectMode: false });
}

async function* zipParts(entries: StreamedZipEntry[]): AsyncGenerator<Buffer> {
  const names = uniqueNames(entries.map((entry) => entry.name), { folders: true });
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [index, entry] of entries.entries()) {
    const name = Buffer.from(names[index] ?? entry.name, "utf8");
    const { time, date } = dosDateTime(entry.modifiedAt);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES_AND_DATA_DESCRIPTOR, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    // CRC-32 and sizes stay 0 here: they follow the data in its descriptor.
    local.writeUInt16LE(name.length, 26);
    yield local;
    yield name;
    let crc = 0;
    let size = 0;
    for await (const chunk of contentOf(entry)) {
      crc = zlib.crc32(chunk, crc);
      size += chunk.length;
      yield chunk;
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(VERSION, 4);
    central.writeUInt16LE(VERSION, 6);
    central.writeUInt16LE(UTF8_NAMES_AND_DATA_DESCRIPTOR, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(size, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + size + descriptor.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  yield* centrals;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  yield end;
}

async function* contentOf(entry: StreamedZipEntry): AsyncGenerator<Buffer> {
  if (entry.content instanceof Uint8Array) {
    yield Buffer.from(entry.content.buffer, entry.content.byteOffset, entry.content.byteLength);
    return;
  }
  for await (const chunk of await entry.content()) yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
}
