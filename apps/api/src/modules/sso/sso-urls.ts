import type { PlatformContext } from "../../platform/context.ts";

/** The redirect URI every business registers at its issuer: one for the installation. */
export const SSO_CALLBACK_PATH = "/api/v1/sso/callback";

/** Where the browser starts a log-in (POST /v1/identity_providers answers it). */
export const SSO_START_PATH = "/api/v1/sso/start";

export function ssoStartUrl(context: Pick<PlatformContext, "publicUrl">, domain: string): string {
  return `${context.publicUrl}${SSO_START_PATH}?${new URLSearchParams({ domain }).toString()}`;
}

export function ssoCallbackUrl(context: Pick<PlatformContext, "publicUrl">): string {
  return `${context.publicUrl}${SSO_CALLBACK_PATH}`;
}

/** What a business's client secret is sealed for: it opens for that business only. */
export function clientSecretPurpose(businessId: string): string {
  return `sso-client-secret:${businessId}`;
}

/** What a log-in's PKCE verifier is sealed for. */
export function codeVerifierPurpose(loginId: string): string {
  return `sso-code-verifier:${loginId}`;
}
