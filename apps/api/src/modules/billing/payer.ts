import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { findMembershipOfUser, loadBusinessAccess } from "../businesses/index.ts";
import { findUserById } from "../users/index.ts";
import { countSeatsTaken, type SubscriptionRow } from "./repository.ts";
import { ensureBusinessSubscription, ensureUserSubscription } from "./subscriptions.ts";

/** Who pays for a change: a business (its admin acts) or an individual. */
export interface Payer {
  subscription: SubscriptionRow;
  audience: "business" | "individual";
  businessId?: string;
  userId: string;
  email: string;
  name: string;
  /** The referral code the acting user signed up with (celloUcc). */
  signupReferralCode: string | null;
  seatsTaken: number;
}

export async function loadBusinessPayer(context: PlatformContext, auth: AuthContext, businessId: string): Promise<Payer> {
  const { business } = await loadBusinessAccess(context.db, auth, businessId, { adminOnly: true });
  const subscription = await ensureBusinessSubscription(context, context.db, business.id);
  const user = await findUserById(context.db, auth.userId);
  const taken = await countSeatsTaken(context.db, business.id);
  return { subscription, audience: "business", businessId: business.id, userId: auth.userId, email: business.email, name: business.name, signupReferralCode: user?.cello_ucc ?? null, seatsTaken: taken.members + taken.invitations };
}

/** Direct upgrade is for individuals: a member of a business is paid for by it (409 already_in_business). */
export async function loadIndividualPayer(context: PlatformContext, auth: AuthContext): Promise<Payer> {
  if (await findMembershipOfUser(context.db, auth.userId)) throw new AppError("already_in_business");
  return loadPersonalPayer(context, auth);
}

/**
 * The person themselves, member of a business or not: their own subscription's customer holds
 * the cards they save for themselves and pays what they pay personally (an identification their
 * business does not cover, docs/identification.md "Who pays"); their business is never charged.
 */
export async function loadPersonalPayer(context: PlatformContext, auth: AuthContext): Promise<Payer> {
  const user = await findUserById(context.db, auth.userId);
  if (!user || user.is_api_user) throw new AppError("unauthenticated");
  const subscription = await ensureUserSubscription(context, context.db, user.id);
  return { subscription, audience: "individual", userId: user.id, email: user.email, name: `${user.first_name} ${user.last_name}`.trim() || user.email, signupReferralCode: user.cello_ucc, seatsTaken: 1 };
}

