import { createHash, randomBytes } from "node:crypto";

/** A random secret of 256 bits, URL-safe; used for sessions and e-mailed links. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this hash is stored: a leaked database does not hand out working tokens. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
