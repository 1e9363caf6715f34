import { createHash } from "node:crypto";

export function sha1Of(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(createHash("sha1").update(bytes).digest());
}
