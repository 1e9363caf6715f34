// The face of sso: Single sign-on with OpenID Connect. The rest of the API imports this file only.
export { findSsoConfigForEmail, saveSsoConfig } from "./repository.ts";
export { registerSsoRoutes } from "./routes.ts";
