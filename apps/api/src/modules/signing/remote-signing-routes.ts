import { cancelRemoteConsent, directProceedRemoteSigning, proceedRemoteSigning as proceedRemoteSigningEndpoint, resendRemoteConsent, respondRemoteConsent } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { DirectAuthContext } from "../../platform/auth/direct-links.ts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import type { SigningServices } from "../../pdf-engine/signing-services.ts";
import { accountLoader, type RequestLoader } from "../signature-requests/index.ts";
import { findUserById } from "../users/index.ts";
import * as consent from "./remote-consent.ts";
import { proceedRemoteSigning } from "./remote-signing-proceed.ts";

/** Passwords are not to be guessed at speed: like TAN checks, per address. */
const OTP_CHECK_LIMIT = { name: "remote-otp-check-ip", limit: 30, windowMs: 10 * 60_000 };

/** Resending a password costs a message: a few per address. */
const OTP_RESEND_LIMIT = { name: "remote-otp-resend-ip", limit: 10, windowMs: 10 * 60_000 };

/** How a guest's requests load (direct-sign's guest loader, wired by app.ts): direct-sign sits above signing. */
export type GuestLoaderOf = (auth: DirectAuthContext) => RequestLoader;

/**
 * Signs an open process with its one-time password, as the account or the guest of the link who
 * owns it. A remote qualified signing is only ever started by an account (a guest's qualified
 * signature comes from their identification), so every id answers 404 to a guest; a process of
 * an account is never a guest's.
 */
async function signWithOtp(
  context: PlatformContext,
  services: SigningServices,
  guestLoaderOf: GuestLoaderOf,
  auth: AuthContext | DirectAuthContext,
  processId: string,
  otp: string,
  meta: { ip: string; userAgent: string | undefined },
) {
  if (!("userId" in auth)) {
    const load = guestLoaderOf(auth);
    const loaded = await load(context.db, auth.requestId);
    const actor = { userId: null, email: loaded.mySigner?.email ?? null, ...meta };
    return proceedRemoteSigning(context, services, { owner: { signerId: auth.signerId }, actor, load }, processId, otp);
  }
  const user = await findUserById(context.db, auth.userId);
  const actor = { userId: auth.userId, email: user?.email ?? null, ...meta };
  return proceedRemoteSigning(context, services, { owner: { userId: auth.userId }, actor, load: accountLoader(auth.userId) }, processId, otp);
}

/**
 * Completing a remote qualified signing with the one-time password: for an account, and the
 * direct-sign twin for a guest (registered after the direct-sign routes, which set up the links);
 * and the consent calls of spec §7 (resend, respond, cancel) for either.
 */
export function registerRemoteSigningRoutes(routes: RouteRegistrar, context: PlatformContext, services: SigningServices, guestLoaderOf: GuestLoaderOf): void {
  const otpCheck = { rateLimits: [{ rule: OTP_CHECK_LIMIT, key: ({ request }: { request: { ip: string } }) => request.ip }] };
  routes.add(proceedRemoteSigningEndpoint, async ({ auth, params, body, request }) => signWithOtp(context, services, guestLoaderOf, auth, params.id, body.pwdotp, metaOf(request)), otpCheck);
  routes.add(directProceedRemoteSigning, async ({ auth, params, body, request }) => signWithOtp(context, services, guestLoaderOf, auth, params.id, body.pwdotp, metaOf(request)), otpCheck);
  routes.add(respondRemoteConsent, async ({ auth, params, body, request }) => signWithOtp(context, services, guestLoaderOf, auth, params.id, body.secret, metaOf(request)), otpCheck);
  routes.add(resendRemoteConsent, async ({ auth, params }) => consent.resendRemoteConsent(context, consent.remoteSigningOwnerOf(auth), params.id), {
    rateLimits: [{ rule: OTP_RESEND_LIMIT, key: ({ request }) => request.ip }],
  });
  routes.add(cancelRemoteConsent, async ({ auth, params }) => consent.cancelRemoteConsent(context, consent.remoteSigningOwnerOf(auth), params.id));
}

function metaOf(request: { ip: string; headers: Record<string, string | string[] | undefined> }) {
  const agent = request.headers["user-agent"];
  return { ip: request.ip, userAgent: typeof agent === "string" ? agent : undefined };
}
