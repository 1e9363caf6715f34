import { crypto } from "./crypto-setup.ts";

/**
 * Random bytes that are the minimal DER encoding of a positive INTEGER (certificate and
 * time-stamp serial numbers, nonces): the first byte is 0x01–0x7f, so the value is positive and
 * needs no leading zero byte. A first byte of 0x00 would be "illegal padding" to strict parsers
 * such as OpenSSL whenever the second byte is below 0x80.
 */
export function randomPositiveInteger(length: number): Uint8Array {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  bytes[0] = ((bytes[0] ?? 0) % 0x7f) + 1;
  return bytes;
}
