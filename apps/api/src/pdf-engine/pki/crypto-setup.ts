import "reflect-metadata";
import { webcrypto } from "node:crypto";
import * as x509 from "@peculiar/x509";
import * as pkijs from "pkijs";

/**
 * Both certificate libraries run on Node's WebCrypto. @peculiar/x509 needs reflect-metadata
 * loaded before it, which this module guarantees for everything that imports it.
 */
const crypto = webcrypto as unknown as Crypto;
x509.cryptoProvider.set(crypto);
pkijs.setEngine("node-webcrypto", new pkijs.CryptoEngine({ name: "node-webcrypto", crypto }));

export { crypto, pkijs, x509 };

export const EC_KEY: EcKeyGenParams = { name: "ECDSA", namedCurve: "P-256" };
export const EC_SIGNING: EcdsaParams = { name: "ECDSA", hash: "SHA-256" };

export async function generateKeyPair(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(EC_KEY, true, ["sign", "verify"]) as Promise<CryptoKeyPair>;
}

export async function exportPrivateKey(key: CryptoKey): Promise<string> {
  return Buffer.from(await crypto.subtle.exportKey("pkcs8", key)).toString("base64");
}

export async function importPrivateKey(pkcs8Base64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("pkcs8", Buffer.from(pkcs8Base64, "base64"), EC_KEY, false, ["sign"]);
}
