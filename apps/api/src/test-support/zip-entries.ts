/**
 * The entries of a ZIP archive with stored (uncompressed) entries, read from its central
 * directory as unzip does: name to bytes, in the archive's order. Tests read Paraph's archives
 * with it; python's zipfile and `unzip -t` check the same archives independently elsewhere.
 */
export function readStoredZipEntries(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error("No end of central directory");
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error("Broken central directory");
    const method = archive.readUInt16LE(at + 10);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localOffset = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    if (method !== 0) throw new Error(`${name} is not stored`);
    const dataStart = localOffset + 30 + archive.readUInt16LE(localOffset + 26) + archive.readUInt16LE(localOffset + 28);
    entries.set(name, archive.subarray(dataStart, dataStart + size));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
