/**
 * The login page's calls, in a module of their own that `login-calls.ts` loads with import(): the
 * page shows without their schemas and zod, which arrive with the first call (apps/web/README.md,
 * "Bundle budget").
 */
export { findIdentityProvider, login, redeemSsoLogin } from "@paraph/contracts";
