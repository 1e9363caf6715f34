/** A DER certificate as PEM text (RFC 7468), as OpenSSL and most tools read it. */
export function certificatePemOf(der: ArrayBuffer | Uint8Array): string {
  const base64 = Buffer.from(der instanceof Uint8Array ? der : new Uint8Array(der)).toString("base64");
  return `-----BEGIN CERTIFICATE-----\n${base64.replace(/(.{64})/g, "$1\n").replace(/\n$/, "")}\n-----END CERTIFICATE-----\n`;
}
