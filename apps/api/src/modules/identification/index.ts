// The face of identification: Identity verification for QES through the identity provider's protocol. The rest of the API imports this file only.
export { registerIdentificationCallbackRoute } from "./callback-route.ts";
export { DEMO_IDENTITY_PROVIDER_PREFIX } from "./protocol/identity-provider.ts";
export { checkLookupAnswer, LOOKUP_PATH, lookupRequestSchema, type LookupAnswer, type LookupRequest } from "./protocol/lookup.ts";
export { REPORT_SIGNATURE_HEADER, signReport } from "./protocol/report-signature.ts";
export { reportedIdentitySchema, type IdentificationReport, type ReportedIdentity, type SessionRequest } from "./protocol/report.ts";
export { insertIdentification, type IdentificationRow } from "./repository.ts";
export { registerIdentificationRoutes } from "./routes.ts";
export { cancelIdentificationOf, getCoverageOf, getIdentificationByIdOf, getIdentificationOf, getIdentificationPaymentOf, guestHoldsQuality, startIdentification, startIdentificationOf, type IdentifyingPerson } from "./service.ts";
