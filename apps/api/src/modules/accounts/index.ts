// The face of accounts: Log-in, registration, passwords and the e-mailed tokens that confirm them. The rest of the API imports this file only.
export { findEmailTokenByHash, findPendingEmailTokenOfUser, retireEmailTokensOfUser } from "./email-token-repository.ts";
export { consumeEmailToken, issueEmailToken } from "./email-tokens.ts";
export { clientOf, presentSession } from "./presenter.ts";
export { registerAccountRoutes } from "./routes.ts";
export { createAccountFromToken, prepareRegistration, type ClientInfo } from "./service.ts";
