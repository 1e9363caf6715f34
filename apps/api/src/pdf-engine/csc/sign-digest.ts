import { createPrivateKey, privateEncrypt, randomBytes, constants } from "node:crypto";

/**
 * Signs a SHA-256 digest as it arrives in CSC signatures/signHash: the demo signing service
 * gets the hash only, never the data, and Node's crypto (like WebCrypto) always hashes what it
 * signs. RSA PKCS#1 v1.5 is the DigestInfo encrypted with the private key (RFC 8017 9.2); ECDSA
 * P-256 is computed here from the key's scalar (FIPS 186-5 6.4.1). Neither runs in constant
 * time: this serves the demo service only, whose keys protect nothing of value.
 */
export function signSha256Digest(privateKey: JsonWebKey, digest: Uint8Array): Uint8Array {
  if (digest.length !== 32) throw new Error("A SHA-256 digest has 32 bytes");
  if (privateKey.kty === "RSA") {
    const digestInfo = Buffer.concat([SHA256_DIGEST_INFO_PREFIX, digest]);
    return new Uint8Array(privateEncrypt({ key: createPrivateKey({ key: { ...privateKey }, format: "jwk" }), padding: constants.RSA_PKCS1_PADDING }, digestInfo));
  }
  if (privateKey.kty === "EC" && privateKey.crv === "P-256" && privateKey.d) return signP256(fromBase64Url(privateKey.d), digest);
  throw new Error(`Unsupported demo key ${privateKey.kty ?? "?"} ${privateKey.crv ?? ""}`);
}

/** DER of DigestInfo { AlgorithmIdentifier sha256 NULL, OCTET STRING (32 bytes) } up to the digest. */
const SHA256_DIGEST_INFO_PREFIX = Buffer.from("3031300d060960864801650304020105000420", "hex");

const P = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
const N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const G: Affine = {
  x: 0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296n,
  y: 0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5n,
};

interface Affine {
  x: bigint;
  y: bigint;
}
/** Jacobian coordinates (X / Z², Y / Z³); Z = 0 is the point at infinity. */
interface Jacobian {
  x: bigint;
  y: bigint;
  z: bigint;
}

/** ECDSA over P-256 of a 32-byte digest: r || s, 32 bytes each. */
function signP256(scalar: bigint, digest: Uint8Array): Uint8Array {
  if (scalar <= 0n || scalar >= N) throw new Error("Not a P-256 private key");
  const z = toBigInt(digest) % N;
  for (;;) {
    const k = toBigInt(randomBytes(32));
    if (k === 0n || k >= N) continue;
    const point = toAffine(multiply(k, { ...G, z: 1n }));
    if (!point) continue;
    const r = point.x % N;
    if (r === 0n) continue;
    const s = (modInverse(k, N) * ((z + r * scalar) % N)) % N;
    if (s === 0n) continue;
    return new Uint8Array([...toBytes(r, 32), ...toBytes(s, 32)]);
  }
}

function mod(value: bigint, modulus: bigint): bigint {
  const result = value % modulus;
  return result < 0n ? result + modulus : result;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let factor = mod(base, modulus);
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * factor) % modulus;
    factor = (factor * factor) % modulus;
  }
  return result;
}

/** Both moduli are prime, so Fermat's little theorem gives the inverse. */
function modInverse(value: bigint, modulus: bigint): bigint {
  return modPow(value, modulus - 2n, modulus);
}

/** Doubling with a = -3 (the P-256 curve). */
function double(point: Jacobian): Jacobian {
  if (point.z === 0n || point.y === 0n) return { x: 0n, y: 1n, z: 0n };
  const delta = mod(point.z * point.z, P);
  const gamma = mod(point.y * point.y, P);
  const beta = mod(point.x * gamma, P);
  const alpha = mod(3n * (point.x - delta) * (point.x + delta), P);
  const x = mod(alpha * alpha - 8n * beta, P);
  const z = mod((point.y + point.z) ** 2n - gamma - delta, P);
  const y = mod(alpha * (4n * beta - x) - 8n * gamma * gamma, P);
  return { x, y, z };
}

function add(first: Jacobian, second: Jacobian): Jacobian {
  if (first.z === 0n) return second;
  if (second.z === 0n) return first;
  const z1Squared = mod(first.z * first.z, P);
  const z2Squared = mod(second.z * second.z, P);
  const u1 = mod(first.x * z2Squared, P);
  const u2 = mod(second.x * z1Squared, P);
  const s1 = mod(first.y * z2Squared * second.z, P);
  const s2 = mod(second.y * z1Squared * first.z, P);
  if (u1 === u2) return s1 === s2 ? double(first) : { x: 0n, y: 1n, z: 0n };
  const h = mod(u2 - u1, P);
  const r = mod(s2 - s1, P);
  const hSquared = mod(h * h, P);
  const hCubed = mod(hSquared * h, P);
  const x = mod(r * r - hCubed - 2n * u1 * hSquared, P);
  const y = mod(r * (u1 * hSquared - x) - s1 * hCubed, P);
  const z = mod(h * first.z * second.z, P);
  return { x, y, z };
}

function multiply(scalar: bigint, point: Jacobian): Jacobian {
  let result: Jacobian = { x: 0n, y: 1n, z: 0n };
  for (let bit = BigInt(scalar.toString(2).length - 1); bit >= 0n; bit -= 1n) {
    result = double(result);
    if ((scalar >> bit) & 1n) result = add(result, point);
  }
  return result;
}

function toAffine(point: Jacobian): Affine | undefined {
  if (point.z === 0n) return undefined;
  const zInverse = modInverse(point.z, P);
  const zInverseSquared = mod(zInverse * zInverse, P);
  return { x: mod(point.x * zInverseSquared, P), y: mod(point.y * zInverseSquared * zInverse, P) };
}

function toBigInt(bytes: Uint8Array): bigint {
  return bytes.length === 0 ? 0n : BigInt(`0x${Buffer.from(bytes).toString("hex")}`);
}

function toBytes(value: bigint, length: number): Uint8Array {
  return Uint8Array.from(Buffer.from(value.toString(16).padStart(length * 2, "0"), "hex"));
}

function fromBase64Url(text: string): bigint {
  return toBigInt(Buffer.from(text, "base64url"));
}
