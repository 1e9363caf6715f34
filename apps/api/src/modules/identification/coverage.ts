import type { PlatformContext } from "../../platform/context.ts";
import { billingOf, ensureBusinessSubscription, findBusinessIdOfAccount } from "../billing/index.ts";

type Legislation = "eidas" | "zertes";

export interface IdentificationCoverage {
  legislation: Legislation;
  isCovered: boolean;
  coveredBy: "own_business" | "request_sender" | null;
  amount: number;
  currency: string;
}

/** The plan licence of a business for identifications under a legislation (price-plans.json `licenses.idents`). */
async function identLicenceOf(context: PlatformContext, businessId: string, legislation: Legislation) {
  const subscription = await ensureBusinessSubscription(context, context.db, businessId);
  return billingOf(context).catalogue.findPlan(subscription.current_plan)?.licenses.idents[legislation];
}

/**
 * Who pays an identification (spec §7 coverage info, docs/identification.md "Who pays"): the
 * caller's own business when its plan pays for members (`payForMembers`), else the business that
 * sent the request the identification is for when its plan pays for invited signers
 * (`payForInvitations`), else the person pays IDENTIFICATION_PRICE (0: free).
 */
export async function coverageOf(
  context: PlatformContext,
  who: { userId: string | null; requestOwnerId: string | null },
  legislation: Legislation,
): Promise<IdentificationCoverage> {
  const uncovered = { legislation, isCovered: false, coveredBy: null, amount: context.config.IDENTIFICATION_PRICE, currency: context.config.IDENTIFICATION_CURRENCY };
  const ownBusiness = who.userId ? await findBusinessIdOfAccount(context.db, who.userId) : undefined;
  if (ownBusiness && (await identLicenceOf(context, ownBusiness, legislation))?.payForMembers) {
    return { ...uncovered, isCovered: true, coveredBy: "own_business", amount: 0 };
  }
  const senderBusiness = who.requestOwnerId ? await findBusinessIdOfAccount(context.db, who.requestOwnerId) : undefined;
  // A member signing their own business's request is covered by payForMembers above, or not at all.
  if (senderBusiness && senderBusiness !== ownBusiness && (await identLicenceOf(context, senderBusiness, legislation))?.payForInvitations) {
    return { ...uncovered, isCovered: true, coveredBy: "request_sender", amount: 0 };
  }
  return uncovered;
}
