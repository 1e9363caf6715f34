/**
 * The certificates a CA Paraph holds the key of has revoked, by serial number (hex, lower case),
 * with the time of revocation. Paraph revokes nothing in normal operation (signer certificates are
 * used once); the list exists so the OCSP responder and the CRLs can say "revoked" when an
 * operator or a test revokes one. It lives in memory only: a restart forgets it.
 */
export class RevokedCertificates {
  private readonly entries = new Map<string, Date>();
  /** Grows with every revocation, so a cached CRL knows it is stale. */
  version = 0;

  /** `at` is kept in whole seconds, as DER GeneralizedTime without fractions carries it. */
  revoke(serialNumberHex: string, at: Date): void {
    this.entries.set(serialNumberHex.toLowerCase(), new Date(Math.floor(at.getTime() / 1000) * 1000));
    this.version += 1;
  }

  revokedAt(serialNumberHex: string): Date | undefined {
    return this.entries.get(serialNumberHex.toLowerCase());
  }

  list(): { serialNumberHex: string; revokedAt: Date }[] {
    return [...this.entries].map(([serialNumberHex, revokedAt]) => ({ serialNumberHex, revokedAt }));
  }
}
