import { hash, verify } from "@node-rs/argon2";

/** argon2id with the OWASP baseline: 19 MiB of memory, 2 passes, 1 lane. */
// 2 is Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** How many argon2 verifications this process ran: equal work for known and unknown logins is checkable. */
export const passwordHashingStats = { verifications: 0 };

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  passwordHashingStats.verifications += 1;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Verifies against a hash of a random password when there is no account, so that a login for an
 * unknown e-mail address costs the same time as one for a known address.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  await verifyPassword(await decoyHash, password);
  return false;
}
