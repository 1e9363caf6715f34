import { mkdtemp, readFile, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generatedKeyFile, loadSecretBox, SecretBox } from "./secret-box.ts";

const KEY = "5e2c81f09ad34b67c1e8f2a95d0b7346e9c3a1f8d62b4e07a5c9f1d38b6e2a40";

describe("the secret box", () => {
  it("seals so that only the same key and purpose open, and never twice alike", () => {
    const box = new SecretBox(Buffer.from(KEY, "hex"));
    const sealed = box.seal("client-secret-1", "purpose-a");
    expect(sealed).not.toContain("client-secret-1");
    expect(box.seal("client-secret-1", "purpose-a")).not.toBe(sealed);
    expect(box.open(sealed, "purpose-a")).toBe("client-secret-1");
    expect(() => box.open(sealed, "purpose-b")).toThrow();
    expect(() => new SecretBox(Buffer.alloc(32, 7)).open(sealed, "purpose-a")).toThrow();
    const [version, iv, body] = sealed.split(".");
    const flipped = Buffer.from(body ?? "", "base64url");
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open(`${version}.${iv}.${flipped.toString("base64url")}`, "purpose-a")).toThrow();
    expect(() => box.open("not sealed", "purpose-a")).toThrow();
  });

  it("uses SECRETS_ENCRYPTION_KEY, or generates one key file (mode 600) in the data folder and keeps it", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "paraph-secret-box-"));
    const fromEnv = await loadSecretBox({ SECRETS_ENCRYPTION_KEY: KEY, DATA_DIR: dataDir });
    expect(new SecretBox(Buffer.from(KEY, "hex")).open(fromEnv.seal("x", "p"), "p")).toBe("x");

    const generated = await loadSecretBox({ DATA_DIR: dataDir });
    const file = generatedKeyFile(dataDir);
    const key = (await readFile(file, "utf8")).trim();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(new SecretBox(Buffer.from(key, "hex")).open(generated.seal("y", "p"), "p")).toBe("y");
  });
});
