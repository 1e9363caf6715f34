import type { Db } from "../../platform/db/database.ts";

export interface OpenOtp {
  hash: Buffer;
  salt: Buffer;
  expiresAt: number;
}

/**
 * The demo CSC service's open one-time passwords and signature activation data, in the database
 * so that every API replica serves the same state (migration 0027). Each change that uses
 * something up (an OTP, a SAD's hashes) is one statement or one locked transaction, so two
 * replicas cannot both use it.
 */
export class CscDemoState {
  constructor(private readonly db: Db) {}

  /** A new password replaces the last one for this credential. */
  async saveOtp(credentialId: string, otp: OpenOtp): Promise<void> {
    const row = { credential_id: credentialId, otp_hash: otp.hash.toString("base64"), salt: otp.salt.toString("base64"), expires_at: new Date(otp.expiresAt), failed_attempts: 0 };
    await this.db
      .insertInto("csc_demo_otps")
      .values(row)
      .onConflict((conflict) => conflict.column("credential_id").doUpdateSet({ otp_hash: row.otp_hash, salt: row.salt, expires_at: row.expires_at, failed_attempts: 0 }))
      .execute();
  }

  /**
   * Checks a password under the row's lock: `matches` decides; a match uses the password up, a
   * miss counts and the `maxFailures`-th removes it. Answers what happened.
   */
  async useOtp(credentialId: string, now: number, maxFailures: number, matches: (otp: OpenOtp) => boolean): Promise<"used" | "missing" | "expired" | "wrong" | "locked"> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("csc_demo_otps").selectAll().where("credential_id", "=", credentialId).forUpdate().executeTakeFirst();
      if (!row) return "missing";
      const remove = () => trx.deleteFrom("csc_demo_otps").where("credential_id", "=", credentialId).execute();
      if (row.expires_at.getTime() <= now) {
        await remove();
        return "expired";
      }
      if (matches({ hash: Buffer.from(row.otp_hash, "base64"), salt: Buffer.from(row.salt, "base64"), expiresAt: row.expires_at.getTime() })) {
        await remove();
        return "used";
      }
      if (row.failed_attempts + 1 >= maxFailures) {
        await remove();
        return "locked";
      }
      await trx.updateTable("csc_demo_otps").set({ failed_attempts: row.failed_attempts + 1 }).where("credential_id", "=", credentialId).execute();
      return "wrong";
    });
  }

  async saveAuthorization(sadHash: string, authorization: { credentialId: string; hashes: string[]; expiresAt: number }, now: number): Promise<void> {
    // Expired ones of anyone go with each new one: the table holds only live authorisations.
    await this.db.deleteFrom("csc_demo_authorizations").where("expires_at", "<=", new Date(now)).execute();
    await this.db
      .insertInto("csc_demo_authorizations")
      .values({ sad_hash: sadHash, credential_id: authorization.credentialId, hashes: JSON.stringify(authorization.hashes), expires_at: new Date(authorization.expiresAt) })
      .execute();
  }

  /**
   * Takes `hashes` out of the SAD's remaining ones under its lock, all or none: answers
   * "unknown" (no such SAD, or another credential's), "expired", "not_covered" (a hash it does
   * not authorise) or "used" (the SAD goes when none remain).
   */
  async useAuthorization(sadHash: string, credentialId: string, hashes: string[], now: number): Promise<"used" | "unknown" | "expired" | "not_covered"> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("csc_demo_authorizations").selectAll().where("sad_hash", "=", sadHash).forUpdate().executeTakeFirst();
      if (!row || row.credential_id !== credentialId) return "unknown";
      if (row.expires_at.getTime() <= now) {
        await trx.deleteFrom("csc_demo_authorizations").where("sad_hash", "=", sadHash).execute();
        return "expired";
      }
      const remaining = [...row.hashes];
      for (const hash of hashes) {
        const index = remaining.indexOf(hash);
        if (index < 0) return "not_covered";
        remaining.splice(index, 1);
      }
      if (remaining.length === 0) await trx.deleteFrom("csc_demo_authorizations").where("sad_hash", "=", sadHash).execute();
      else await trx.updateTable("csc_demo_authorizations").set({ hashes: JSON.stringify(remaining) }).where("sad_hash", "=", sadHash).execute();
      return "used";
    });
  }
}
