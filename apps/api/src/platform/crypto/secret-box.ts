import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const VERSION = "v1";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Secrets kept in the database (OpenID Connect client secrets, for one) sealed with AES-256-GCM
 * under the installation's key (SECRETS_ENCRYPTION_KEY). `purpose` is bound in as additional data,
 * so a sealed value copied into another row or column does not open there. The sealed form is
 * `v1.<iv>.<ciphertext and tag>` in base64url.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`A secrets key has ${KEY_BYTES} bytes`);
    this.#key = Buffer.from(key);
  }

  seal(plaintext: string, purpose: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv);
    cipher.setAAD(Buffer.from(purpose, "utf8"));
    const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
    return `${VERSION}.${iv.toString("base64url")}.${body.toString("base64url")}`;
  }

  /** Throws when the value was not sealed by this key for this purpose, or was changed. */
  open(sealed: string, purpose: string): string {
    const [version, ivText, bodyText] = sealed.split(".");
    if (version !== VERSION || !ivText || !bodyText) throw new Error("Not a sealed secret");
    const iv = Buffer.from(ivText, "base64url");
    const body = Buffer.from(bodyText, "base64url");
    if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new Error("Not a sealed secret");
    const decipher = createDecipheriv("aes-256-gcm", this.#key, iv);
    decipher.setAAD(Buffer.from(purpose, "utf8"));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString("utf8");
  }
}

/** SECRETS_ENCRYPTION_KEY's form: 32 bytes as 64 hexadecimal digits. */
export const SECRETS_KEY_PATTERN = /^[0-9a-fA-F]{64}$/;

/** Where the key generated outside production is kept when SECRETS_ENCRYPTION_KEY is not set. */
export function generatedKeyFile(dataDir: string): string {
  return path.resolve(dataDir, "secrets", "encryption.key");
}

const boxes = new Map<string, Promise<SecretBox>>();

/**
 * The installation's secret box: SECRETS_ENCRYPTION_KEY when set (production requires it), else a
 * key generated once into $DATA_DIR/secrets/encryption.key (mode 600). Loaded once per key source.
 */
export function loadSecretBox(settings: { SECRETS_ENCRYPTION_KEY?: string | undefined; DATA_DIR: string }): Promise<SecretBox> {
  const source = settings.SECRETS_ENCRYPTION_KEY ? `env:${settings.SECRETS_ENCRYPTION_KEY}` : `file:${generatedKeyFile(settings.DATA_DIR)}`;
  let box = boxes.get(source);
  if (!box) {
    box = settings.SECRETS_ENCRYPTION_KEY
      ? Promise.resolve(new SecretBox(Buffer.from(settings.SECRETS_ENCRYPTION_KEY, "hex")))
      : readOrCreateKeyFile(generatedKeyFile(settings.DATA_DIR)).then((key) => new SecretBox(key));
    boxes.set(source, box);
    box.catch(() => boxes.delete(source));
  }
  return box;
}

async function readOrCreateKeyFile(file: string): Promise<Buffer> {
  try {
    return parseKeyFile(await readFile(file, "utf8"), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // "wx": two processes starting at once do not overwrite each other's key; the loser reads the winner's.
    await writeFile(file, `${randomBytes(KEY_BYTES).toString("hex")}\n`, { flag: "wx", mode: 0o600 });
    await chmod(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return parseKeyFile(await readFile(file, "utf8"), file);
}

function parseKeyFile(text: string, file: string): Buffer {
  const hex = text.trim();
  if (!SECRETS_KEY_PATTERN.test(hex)) throw new Error(`${file} does not hold a key of 64 hexadecimal digits`);
  return Buffer.from(hex, "hex");
}
