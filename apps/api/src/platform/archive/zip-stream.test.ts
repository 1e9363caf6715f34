import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { promisify } from "node:util";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createZipStream } from "./zip-stream.ts";

describe("ZIP archives written as they are sent", () => {
  it("unpack with independent tools to the same bytes, for entries in memory and streamed in chunks", async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-zip-stream-"));
    const large = Buffer.alloc(300_000);
    for (let index = 0; index < large.length; index += 1) large[index] = (index * 31) % 251;
    const archive = path.join(directory, "evidence.zip");
    const zip = createZipStream([
      { name: "README.txt", content: Buffer.from("What each file is.\n"), modifiedAt: new Date("2026-11-21T10:00:00Z") },
      { name: "Vertrag Zürich.pdf", content: async () => Readable.from([large.subarray(0, 65_536), large.subarray(65_536)]), modifiedAt: new Date("2026-11-21T10:00:00Z") },
      { name: "README.txt", content: new Uint8Array(0), modifiedAt: new Date("2026-11-21T10:00:00Z") },
      { name: "documents/../../escape.txt", content: Buffer.from("x"), modifiedAt: new Date("2026-11-21T10:00:00Z") },
    ]);
    await fs.writeFile(archive, await buffer(zip));
    const script = "import sys, zipfile, hashlib\nz = zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nfor i in z.infolist(): print(i.filename, i.file_size, hashlib.sha256(z.read(i)).hexdigest())";
    const { stdout } = await promisify(execFile)("python3", ["-c", script, archive]);
    const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
    expect(stdout.trim().split("\n")).toEqual([
      `README.txt 19 ${sha256(Buffer.from("What each file is.\n"))}`,
      `Vertrag Zürich.pdf 300000 ${sha256(large)}`,
      `README (2).txt 0 ${sha256(new Uint8Array(0))}`,
      // Folders are kept, but no entry climbs out of the folder it is unpacked in.
      `documents/_/_/escape.txt 1 ${sha256(Buffer.from("x"))}`,
    ]);
    // unzip checks each entry's CRC-32 against its data descriptor and the central directory.
    const { stdout: tested } = await promisify(execFile)("unzip", ["-t", archive]);
    expect(tested).toContain("No errors detected");
    await fs.rm(directory, { recursive: true, force: true });
  });
});
