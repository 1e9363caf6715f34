import { isValidDomain, SSO_COMPANY_REASONS, type SsoErrorReason } from "@paraph/contracts";
import type { IssuedSession } from "../../platform/auth/sessions.ts";
import { createOpaqueToken, hashToken } from "../../platform/auth/opaque-token.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { loadSecretBox } from "../../platform/crypto/secret-box.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { ClientInfo } from "../accounts/index.ts";
import { findUserById, updateUserRow } from "../users/index.ts";
import { linkOrCreateSsoAccount } from "./sso-account.ts";
import { classifyIssuerFailure, SsoLoginFailure } from "./sso-login-failure.ts";
import { discoverIssuer, finishAuthorization, startAuthorization, type OidcClientSettings } from "./oidc-client.ts";
import {
  claimSsoLoginByState,
  deleteExpiredSsoLogins,
  domainOfEmail,
  findSsoConfig,
  findSsoConfigForDomain,
  findSsoConfigForEmail,
  insertSsoLogin,
  recordSsoLoginResult,
  redeemSsoLoginCode,
  type SsoConfigRow,
} from "./repository.ts";
import { clientSecretPurpose, codeVerifierPurpose, ssoCallbackUrl, ssoStartUrl } from "./sso-urls.ts";

/** How long a log-in may take at the issuer, from the click to the callback. */
export const SSO_LOGIN_LIFETIME_MS = 10 * 60_000;
/** How long the web app has to redeem the one-time code the callback hands it. */
export const SSO_CODE_LIFETIME_MS = 60_000;

async function clientSettings(context: PlatformContext, config: SsoConfigRow): Promise<OidcClientSettings> {
  const box = await loadSecretBox(context.config);
  return {
    issuer: config.issuer,
    clientId: config.client_id,
    clientSecret: box.open(config.client_secret_sealed, clientSecretPurpose(config.business_id)),
    allowHttp: context.config.APP_MODE !== "production",
    timeoutMs: context.config.SSO_HTTP_TIMEOUT_MS,
  };
}

/** Where the browser goes when a sign-on fails: the company page for set-up problems, with the reason. */
export function ssoErrorUrl(context: PlatformContext, reason: SsoErrorReason): string {
  const page = SSO_COMPANY_REASONS.includes(reason) ? "/sso/error/company" : "/sso/error";
  return `${context.publicUrl}${page}?reason=${reason}`;
}

/**
 * Spec §7 POST /v1/identity_providers: for an address whose domain a business covers, the URL
 * where the browser starts the log-in (`GET /api/v1/sso/start?domain=`). Asking writes nothing:
 * the web app asks as the person types; only opening the URL starts a log-in.
 */
export async function findSsoLoginUrl(context: PlatformContext, email: string): Promise<{ url: string }> {
  const domain = domainOfEmail(email);
  const config = await findSsoConfigForDomain(context.db, domain);
  if (!config?.enabled) throw new AppError("sso_not_available");
  return { url: ssoStartUrl(context, domain) };
}

/**
 * GET /api/v1/sso/start?domain=: the person starts a log-in with the business covering the
 * domain. Paraph keeps state, nonce and PKCE verifier server-side, tied to this browser by
 * `browserToken` (its cookie), and answers the issuer's URL; the company error page when the
 * domain has no single sign-on (any more) or the issuer cannot be reached.
 */
export async function startSsoLogin(context: PlatformContext, domain: string): Promise<{ url: string; browserToken: string | undefined }> {
  const config = isValidDomain(domain) ? await findSsoConfigForDomain(context.db, domain.toLowerCase()) : undefined;
  if (!config) return { url: ssoErrorUrl(context, "not_configured"), browserToken: undefined };
  if (!config.enabled) return { url: ssoErrorUrl(context, "disabled"), browserToken: undefined };
  const settings = await clientSettings(context, config);
  let configuration;
  try {
    configuration = await discoverIssuer(settings);
  } catch (error) {
    context.log.warn({ err: error, businessId: config.business_id }, "SSO issuer discovery failed");
    return { url: ssoErrorUrl(context, "provider_unreachable"), browserToken: undefined };
  }
  const state = createOpaqueToken();
  const browserToken = createOpaqueToken();
  const start = await startAuthorization(configuration, ssoCallbackUrl(context), state);
  const now = context.clock.now();
  const id = crypto.randomUUID();
  const box = await loadSecretBox(context.config);
  await deleteExpiredSsoLogins(context.db, new Date(now.getTime() - SSO_LOGIN_LIFETIME_MS));
  await insertSsoLogin(context.db, {
    id,
    business_id: config.business_id,
    state_hash: hashToken(state),
    browser_hash: hashToken(browserToken),
    code_verifier_sealed: box.seal(start.codeVerifier, codeVerifierPurpose(id)),
    nonce: start.nonce,
    created_at: now,
    expires_at: new Date(now.getTime() + SSO_LOGIN_LIFETIME_MS),
  });
  return { url: start.url, browserToken };
}

export interface SsoCallback {
  /** The callback's query string as received (`?code=…&state=…`). */
  search: string;
  /** The value of the browser cookie set when the log-in started. */
  browserToken: string | undefined;
}

/**
 * The issuer's redirect back: the state must name a log-in in flight (once: a replay finds it
 * used), in time, from the browser that started it; the code is exchanged and the ID token
 * verified (signature, issuer, audience, expiry, nonce, PKCE); the e-mail must be verified and
 * covered by the business. Only then is an account linked or created (and, on its first sign-on,
 * put into the business: sso-account.ts). Answers where the
 * browser goes: the web app with a one-time code, or an error page with the reason.
 */
export async function completeSsoLogin(context: PlatformContext, callback: SsoCallback): Promise<string> {
  try {
    const { userId, loginId } = await verifyCallback(context, callback);
    const code = createOpaqueToken();
    await recordSsoLoginResult(context.db, loginId, {
      userId,
      codeHash: hashToken(code),
      codeExpiresAt: new Date(context.clock.now().getTime() + SSO_CODE_LIFETIME_MS),
    });
    return `${context.publicUrl}/login#sso=${code}`;
  } catch (error) {
    if (!(error instanceof SsoLoginFailure)) throw error;
    context.log.info({ reason: error.reason }, "SSO log-in refused");
    return ssoErrorUrl(context, error.reason);
  }
}

async function verifyCallback(context: PlatformContext, callback: SsoCallback): Promise<{ userId: string; loginId: string }> {
  const params = new URLSearchParams(callback.search);
  const state = params.get("state");
  if (!state || state.length > 200) throw new SsoLoginFailure("invalid_state");
  const now = context.clock.now();
  const login = await claimSsoLoginByState(context.db, hashToken(state), now);
  if (!login) throw new SsoLoginFailure("invalid_state");
  if (login.expires_at <= now) throw new SsoLoginFailure("expired");
  if (!callback.browserToken || hashToken(callback.browserToken) !== login.browser_hash) throw new SsoLoginFailure("wrong_browser");
  if (params.has("error")) throw new SsoLoginFailure("provider_error");
  const config = await findSsoConfig(context.db, login.business_id);
  if (!config) throw new SsoLoginFailure("not_configured");
  if (!config.enabled) throw new SsoLoginFailure("disabled");
  const settings = await clientSettings(context, config);
  const box = await loadSecretBox(context.config);
  const callbackUrl = new URL(`${ssoCallbackUrl(context)}${callback.search}`);
  const identity = await discoverIssuer(settings)
    .then((configuration) =>
      finishAuthorization(configuration, callbackUrl, { state, nonce: login.nonce, codeVerifier: box.open(login.code_verifier_sealed, codeVerifierPurpose(login.id)) }),
    )
    .catch((error: unknown) => {
      context.log.warn({ err: error, businessId: login.business_id }, "SSO token exchange or ID token check failed");
      throw new SsoLoginFailure(classifyIssuerFailure(error));
    });
  const { email } = identity;
  if (!email) throw new SsoLoginFailure("invalid_response");
  if (!identity.emailVerified) throw new SsoLoginFailure("email_not_verified");
  const covering = await findSsoConfigForEmail(context.db, email);
  if (covering?.business_id !== login.business_id) throw new SsoLoginFailure("email_not_covered");
  const userId = await context.db.transaction().execute((trx) => linkOrCreateSsoAccount(context, trx, { ...identity, email }, login.business_id));
  return { userId, loginId: login.id };
}

/** POST /v1/sso/session: the one-time code of a finished sign-on becomes a session, once. */
export async function redeemSsoLogin(context: PlatformContext, code: string, client: ClientInfo): Promise<IssuedSession> {
  return context.db.transaction().execute(async (trx) => {
    const now = context.clock.now();
    const userId = await redeemSsoLoginCode(trx, hashToken(code), now);
    const user = userId ? await findUserById(trx, userId) : undefined;
    if (!user) throw new AppError("sso_login_code_invalid");
    if (!user.first_login_at) await updateUserRow(trx, user.id, { first_login_at: now, updated_at: now });
    return context.sessions.create(trx, user.id, client);
  });
}
