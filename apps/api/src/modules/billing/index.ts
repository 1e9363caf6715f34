// The face of billing: Plans, subscriptions, quotas and payments. The rest of the API imports this file only.
export { billingOf } from "./billing-runtime.ts";
export { customerIdOf } from "./customers.ts";
export { defineBillingJobs, scheduleBillingSweep } from "./jobs.ts";
export { createPromoCode, removeCustomExtra, setCustomExtra, setManualBilling, setPaymentState } from "./operator.ts";
export { loadPersonalPayer } from "./payer.ts";
export { requireProvider } from "./policy.ts";
export { assertExtensionAllowed, assertMaySend, assertMayUpload, assertSealAllowed, assertSeatsFor, assertSignatureQuotaLeft, businessLimitOf, reserveExtension, reserveRequestSignature, signatureQuotaOf } from "./quotas.ts";
export { findBusinessIdOfAccount } from "./repository.ts";
export { registerBillingRoutes } from "./routes.ts";
export { openStripeBilling } from "./stripe/open-stripe.ts";
export { registerStripeBilling } from "./stripe/stripe-billing.ts";
export { loadBusinessBillingSections, loadUserBillingView } from "./subscription-view.ts";
export { ensureBusinessSubscription } from "./subscriptions.ts";
