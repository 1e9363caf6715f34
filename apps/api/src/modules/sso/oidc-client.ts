import * as oidc from "openid-client";
import { boundedFetch } from "./bounded-fetch.ts";

/** One business's client at its issuer, as openid-client needs it. */
export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Plain http issuers are allowed outside production only (docs/sso.md). */
  allowHttp: boolean;
  timeoutMs: number;
}

/** What a log-in keeps server-side between the redirect to the issuer and its callback. */
export interface AuthorizationStart {
  url: string;
  codeVerifier: string;
  nonce: string;
}

/** The claims Paraph uses from a verified ID token. */
export interface VerifiedIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
}

export const SSO_SCOPE = "openid email profile";

/** Reads the issuer's metadata (discovery); each call fetches it again, within the time and size limits. */
export async function discoverIssuer(settings: OidcClientSettings): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  return oidc.discovery(issuer, settings.clientId, undefined, oidc.ClientSecretBasic(settings.clientSecret), {
    [oidc.customFetch]: boundedFetch,
    timeout: Math.ceil(settings.timeoutMs / 1000),
    ...(settings.allowHttp && issuer.protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
}

/** The authorization code request with PKCE (S256), a state and a nonce. */
export async function startAuthorization(configuration: oidc.Configuration, redirectUri: string, state: string): Promise<AuthorizationStart> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: SSO_SCOPE,
    response_type: "code",
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  return { url: url.href, codeVerifier, nonce };
}

/**
 * Exchanges the callback's code and verifies the ID token: signature by the issuer's keys,
 * issuer, audience, expiry, nonce; the state was matched by the caller and is checked again here.
 * The e-mail claims come from the ID token, or from userinfo when the ID token has none.
 */
export async function finishAuthorization(
  configuration: oidc.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<VerifiedIdentity> {
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new Error("The token answer has no ID token");
  // Issuers that keep the e-mail out of the ID token answer it at the userinfo endpoint, for the same subject.
  const claims: Record<string, unknown> =
    typeof idToken.email === "string" ? idToken : { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), sub: idToken.sub };
  const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, 200) : undefined);
  return {
    subject: idToken.sub,
    email: text(claims.email)?.toLowerCase(),
    emailVerified: claims.email_verified === true,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
  };
}
