import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { findUserById, updateUserRow, type UserRow } from "../users/index.ts";
import { checkTan, sendTan } from "./tan.ts";

/** Sends a TAN to the user's mobile (a new number replaces the stored one and needs confirming again). */
export async function sendMobileConfirmationTan(context: PlatformContext, userId: string, mobile: string | undefined) {
  return context.db.transaction().execute(async (trx) => {
    let user = await findUserById(trx, userId);
    if (!user) throw new AppError("unauthenticated");
    if (mobile && mobile !== user.mobile) {
      user = (await updateUserRow(trx, userId, { mobile, mobile_verified_at: null, updated_at: context.clock.now() })) ?? user;
    }
    if (!user.mobile) throw new AppError("mobile_missing");
    return sendTan(context, context.sms, trx, user, "mobile_confirmation", user.mobile);
  });
}

export async function confirmMobile(context: PlatformContext, userId: string, tan: string): Promise<UserRow> {
  const { destination: mobile } = await checkTan(context, userId, "mobile_confirmation", tan);
  const user = await findUserById(context.db, userId);
  // The number may have changed since the TAN was sent: only the number it went to is confirmed.
  if (!user || user.mobile !== mobile) throw new AppError("tan_invalid");
  return (await updateUserRow(context.db, userId, { mobile_verified_at: context.clock.now(), updated_at: context.clock.now() })) ?? user;
}
