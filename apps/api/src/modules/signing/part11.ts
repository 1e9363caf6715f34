import { z } from "zod";
import { PART11_MEANINGS, part11MeaningSchema } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { verifyPassword } from "../../platform/auth/password-hashing.ts";
import type { Part11Manifestation } from "../../pdf-engine/appearance/part11-texts.ts";
import { ACCOUNT_RATE_LIMITS } from "../../platform/auth/account-rate-limits.ts";
import { findBusinessById, findMembershipOfUser } from "../businesses/index.ts";
import { findUserById, updateUserRow } from "../users/index.ts";
import type { SignInput } from "./sign-types.ts";
import { verifiedSignerNameOf } from "./signing-credential.ts";

/** Whether the user belongs to a business that signs in Part 11 mode (settings.signatureRequests.part11). */
async function signsUnderPart11(context: PlatformContext, userId: string): Promise<boolean> {
  const membership = await findMembershipOfUser(context.db, userId);
  if (!membership) return false;
  return (await findBusinessById(context.db, membership.business_id))?.part11_enabled === true;
}

/**
 * 21 CFR 11.200: a member of a Part 11 business identifies again at each signing act — the
 * session names the account (its e-mail), the password is checked now, with argon2 on the
 * worker pool as a login checks it. A wrong password counts in the same per-address window as
 * failed logins (accounts/rate-limits.ts), and a full window refuses both before any check.
 * Accounts without a password (single sign-on) cannot re-authenticate here and are refused.
 * Answers the signature's manifestation (11.50): the verified account name, the meaning chosen,
 * the moment; undefined for everyone else, whose signing is unchanged.
 */
export async function confirmPart11Signature(context: PlatformContext, userId: string, confirmation: SignInput["part11"]): Promise<Part11Manifestation | undefined> {
  if (!(await signsUnderPart11(context, userId))) return undefined;
  if (!confirmation) throw new AppError("part11_reauthentication_required", { meanings: [...PART11_MEANINGS] });
  const user = await findUserById(context.db, userId);
  if (!user) throw new AppError("unauthenticated");
  if (!user.password_hash) throw new AppError("part11_reauthentication_unavailable", { hasSso: user.has_sso });
  await context.rateLimiter.assertUnder(ACCOUNT_RATE_LIMITS.loginPerEmail, user.email);
  if (!(await verifyPassword(user.password_hash, confirmation.password))) {
    await context.rateLimiter.hit(ACCOUNT_RATE_LIMITS.loginPerEmail, user.email);
    throw new AppError("part11_reauthentication_failed");
  }
  const printedName = verifiedSignerNameOf(user);
  if (!printedName) throw new AppError("signer_name_required", { part11: true });
  const signedAt = context.clock.now();
  // The last name and meaning used are the overlay's defaults next time (User attributes p11SigningName, p11SigningReason).
  await updateUserRow(context.db, userId, { p11_signing_name: printedName, p11_signing_reason: confirmation.meaning, updated_at: signedAt });
  return { printedName, meaning: confirmation.meaning, signedAt };
}

/** The audit event's Part 11 details, flat so that the CSV and the protocol show them. */
export function part11EventDetails(manifestation: Part11Manifestation | undefined) {
  if (!manifestation) return {};
  return {
    part11PrintedName: manifestation.printedName,
    part11Meaning: manifestation.meaning,
    part11SignedAt: manifestation.signedAt.toISOString(),
    part11Reauthentication: "password",
  };
}

/** A manifestation kept with a remote qualified signing until its one-time password arrives. */
const storedManifestationSchema = z.object({ printedName: z.string(), meaning: part11MeaningSchema, signedAt: z.iso.datetime() });

export function storeManifestation(manifestation: Part11Manifestation | undefined) {
  return manifestation ? { part11Manifestation: { ...manifestation, signedAt: manifestation.signedAt.toISOString() } } : {};
}

/** The stored sign input without its manifestation, and the manifestation (storeManifestation) if any. */
export function readStoredManifestation(stored: unknown): { input: unknown; part11: Part11Manifestation | undefined } {
  if (typeof stored !== "object" || stored === null || !("part11Manifestation" in stored)) return { input: stored, part11: undefined };
  const { part11Manifestation, ...input } = stored as Record<string, unknown>;
  const parsed = storedManifestationSchema.parse(part11Manifestation);
  return { input, part11: { ...parsed, signedAt: new Date(parsed.signedAt) } };
}
