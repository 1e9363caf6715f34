import type { x509 } from "./crypto-setup.ts";

/** One certificate with its private key: a CA, a time-stamp authority, an OCSP responder, a signer or a seal. */
export interface KeyedCertificate {
  certificate: x509.X509Certificate;
  privateKey: CryptoKey;
}

/** A certificate of a chain, whose key may be elsewhere (an operator's root). */
export type ChainCertificate = Pick<KeyedCertificate, "certificate">;
