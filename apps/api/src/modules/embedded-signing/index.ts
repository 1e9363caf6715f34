export { registerEmbeddedSigningRoutes } from "./routes.ts";
export { findEmbeddedCredential, frameAncestorsForPath, EMBEDDED_SIGNING_CREDENTIAL_LIFETIME_MS } from "./service.ts";
