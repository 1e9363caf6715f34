import zlib from "node:zlib";

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
  modifiedAt: Date;
}

/**
 * Writes a ZIP archive (PKWARE APPNOTE 6.3) with stored entries: PDFs are compressed already,
 * and stored entries keep their bytes identical to the originals. UTF-8 names (flag bit 11).
 * Entries and the archive must stay under 4 GiB (no ZIP64), far above Paraph's limits.
 */
export function createZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const names = uniqueNames(entries.map((entry) => entry.name));
  entries.forEach((entry, index) => {
    const name = Buffer.from(names[index] ?? entry.name, "utf8");
    const crc = zlib.crc32(entry.bytes);
    const { time, date } = dosDateTime(entry.modifiedAt);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.bytes.length, 18);
    local.writeUInt32LE(entry.bytes.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.bytes.length, 20);
    central.writeUInt32LE(entry.bytes.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.bytes));
    centrals.push(central, name);
    offset += local.length + name.length + entry.bytes.length;
  });
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

export function dosDateTime(value: Date): { time: number; date: number } {
  const year = Math.max(1980, value.getUTCFullYear());
  return {
    time: (value.getUTCHours() << 11) | (value.getUTCMinutes() << 5) | Math.floor(value.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((value.getUTCMonth() + 1) << 5) | value.getUTCDate(),
  };
}

/**
 * Two documents with one title must not overwrite each other when unpacked. With `folders`, a
 * `/` separates folders (the evidence package's `documents/`); no segment may climb out (`..`).
 */
export function uniqueNames(names: string[], options: { folders?: boolean } = {}): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const safe = options.folders ? name.split("/").map(safeSegment).join("/") : safeSegment(name);
    const count = seen.get(safe) ?? 0;
    seen.set(safe, count + 1);
    if (count === 0) return safe;
    const dot = safe.lastIndexOf(".");
    return dot > safe.lastIndexOf("/") + 1 ? `${safe.slice(0, dot)} (${count + 1})${safe.slice(dot)}` : `${safe} (${count + 1})`;
  });
}

function safeSegment(segment: string): string {
  const safe = segment.replace(/[/\\:*?"<>|\p{Cc}]/gu, "_");
  return safe === "." || safe === ".." || safe === "" ? "_" : safe;
}
