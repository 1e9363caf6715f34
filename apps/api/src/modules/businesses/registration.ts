import type { RegisterBusinessBody } from "@paraph/contracts";
import type { IssuedSession } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { type ClientInfo, createAccountFromToken, prepareRegistration } from "../accounts/index.ts";
import { createBusinessWithAdmin } from "./service.ts";

/**
 * The business sign-up (docs/business-signup.md): the e-mailed token proves the address, and only
 * then, in one transaction, the account and the business with the newcomer as its admin are
 * created. A refusal at any point leaves no account, no business and the token still usable.
 */
export async function registerAccountWithBusiness(
  context: PlatformContext,
  body: RegisterBusinessBody,
  client: ClientInfo,
): Promise<IssuedSession & { businessId: string }> {
  const { business, ...registration } = body;
  if (!business.gtc_accepted || !registration.gtc) throw new AppError("gtc_not_accepted");
  if (!business.dpa_accepted) throw new AppError("dpa_not_accepted");
  const prepared = await prepareRegistration(context, registration);
  return context.db.transaction().execute(async (trx) => {
    const userId = await createAccountFromToken(context, trx, prepared);
    const row = await createBusinessWithAdmin(trx, context.clock, {
      name: business.name,
      email: business.email,
      phone: business.phone ?? null,
      adminUserId: userId,
    });
    const session = await context.sessions.create(trx, userId, client);
    return { ...session, businessId: row.id };
  });
}
