// The face of embedded-signing: One-time links that open a signer's view inside a page of another origin. The rest of the API imports this file only.
export { registerEmbeddedSigningRoutes } from "./routes.ts";
export { findEmbeddedCredential, frameAncestorsForPath, EMBEDDED_SIGNING_CREDENTIAL_LIFETIME_MS } from "./service.ts";
