import {
  cancelTrial,
  changeBasePlan,
  confirmBuiltinSetupIntent,
  confirmDirectUpgrade,
  createChargebeePortalSession,
  createCustomerPortalSession,
  createDirectUpgradeSetupIntent,
  createSetupIntent,
  getReferralCode,
  getSubscriptionUsage,
  listCustomExtras,
  listInvoices,
  listPricePlans,
  previewDirectUpgrade,
  previewSeats,
  previewUpgrade,
  updateBillingAddress,
  updateSeats,
  upgradeSubscription,
  validatePromoCode,
} from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import * as changes from "./changes.ts";
import * as billing from "./service.ts";
import * as states from "./states.ts";

/** Every billing call of spec §7 (docs/billing.md); API users are refused by the registrar (none is marked for them). */
export function registerBillingRoutes(routes: RouteRegistrar, context: PlatformContext): void {
  routes.add(listPricePlans, async () => billing.listPricePlans(context));
  routes.add(getSubscriptionUsage, async ({ auth, params }) => billing.getUsage(context, auth, params.id));
  routes.add(cancelTrial, async ({ auth, params }) => states.cancelTrial(context, auth, params.id));
  routes.add(updateBillingAddress, async ({ auth, params, body }) => billing.updateBillingAddress(context, auth, params.id, body));
  routes.add(listCustomExtras, async ({ auth, params }) => billing.listCustomExtras(context, auth, params.id));
  routes.add(changeBasePlan, async ({ auth, params, body }) => changes.changeBase(context, auth, params.id, body));
  routes.add(previewSeats, async ({ auth, params, body }) => changes.previewSeats(context, auth, params.id, body.seats));
  routes.add(updateSeats, async ({ auth, params, body }) => changes.updateSeats(context, auth, params.id, body.seats, body.timestamp));
  routes.add(previewUpgrade, async ({ auth, params, body }) => changes.previewBusinessUpgrade(context, auth, params.id, body));
  routes.add(upgradeSubscription, async ({ auth, params, body }) => changes.upgradeBusiness(context, auth, params.id, body));
  routes.add(createSetupIntent, async ({ auth, params, body }) => billing.createBusinessSetupIntent(context, auth, params.id, body.country));
  routes.add(createDirectUpgradeSetupIntent, async ({ auth, body }) => billing.createIndividualSetupIntent(context, auth, body.country));
  routes.add(previewDirectUpgrade, async ({ auth, body }) => changes.previewDirectUpgrade(context, auth, body));
  routes.add(confirmDirectUpgrade, async ({ auth, body }) => changes.confirmDirectUpgrade(context, auth, body));
  routes.add(validatePromoCode, async ({ auth, params, body }) => billing.validatePromo(context, auth, params.id, body));
  routes.add(getReferralCode, async ({ auth, params }) => billing.getReferralCode(context, auth, params.id));
  routes.add(createCustomerPortalSession, async ({ auth, params }) => billing.createCustomerPortalSession(context, auth, params.id));
  routes.add(createChargebeePortalSession, async ({ auth, params }) => billing.createChargebeePortalSession(context, auth, params.id));
  routes.add(listInvoices, async ({ auth, params }) => billing.listInvoices(context, auth, params.id));
  routes.add(confirmBuiltinSetupIntent, async ({ auth, body }) => billing.confirmBuiltinSetupIntent(context, auth, body));
}
