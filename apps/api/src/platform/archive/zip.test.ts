import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createZip } from "./zip.ts";

describe("ZIP archives", () => {
  it("unpack with an independent tool to the same bytes and names", async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-zip-"));
    const entries = [
      { name: "Contract.pdf", bytes: Buffer.from("%PDF-1.7 first"), modifiedAt: new Date("2026-11-21T10:00:00Z") },
      { name: "Contract.pdf", bytes: Buffer.from("%PDF-1.7 second"), modifiedAt: new Date("2026-11-21T10:00:00Z") },
      { name: "Zürich Anhang.pdf", bytes: Buffer.alloc(70_000, 9), modifiedAt: new Date("2026-11-21T10:00:00Z") },
    ];
    const archive = path.join(directory, "all.zip");
    await fs.writeFile(archive, createZip(entries));
    const script = "import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nfor i in z.infolist(): print(i.filename, i.file_size)";
    const { stdout } = await promisify(execFile)("python3", ["-c", script, archive]);
    expect(stdout.trim().split("\n")).toEqual(["Contract.pdf 14", "Contract (2).pdf 15", "Zürich Anhang.pdf 70000"]);
    await fs.rm(directory, { recursive: true, force: true });
  });
});
