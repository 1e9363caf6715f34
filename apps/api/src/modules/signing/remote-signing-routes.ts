import { directProceedRemoteSigning, proceedRemoteSigning as proceedRemoteSigningEndpoint } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import type { SigningServices } from "../../signing/signing-services.ts";
import { proceedRemoteSigningAsGuest } from "../direct-sign/direct-remote-signing.ts";
import { accountLoader } from "../signature-requests/access.ts";
import { findUserById } from "../users/repository.ts";
import { proceedRemoteSigning } from "./remote-signing-proceed.ts";

/** Passwords are not to be guessed at speed: like TAN checks, per address. */
const OTP_CHECK_LIMIT = { name: "remote-otp-check-ip", limit: 30, windowMs: 10 * 60_000 };

/**
 * Completing a remote qualified signing with the one-time password: for an account, and the
 * direct-sign twin for a guest (registered after the direct-sign routes, which set up the links).
 */
export function registerRemoteSigningRoutes(routes: RouteRegistrar, context: PlatformContext, services: SigningServices): void {
  routes.add(
    proceedRemoteSigningEndpoint,
    async ({ auth, params, body, request }) => {
      const user = await findUserById(context.db, auth.userId);
      const actor = { userId: auth.userId, email: user?.email ?? null, ip: request.ip, userAgent: request.headers["user-agent"] };
      return proceedRemoteSigning(context, services, { owner: { userId: auth.userId }, actor, load: accountLoader(auth.userId) }, params.id, body.pwdotp);
    },
    { rateLimits: [{ rule: OTP_CHECK_LIMIT, key: ({ request }) => request.ip }] },
  );
  routes.add(
    directProceedRemoteSigning,
    async ({ auth, params, body, request }) =>
      proceedRemoteSigningAsGuest(context, services, auth, params.id, body.pwdotp, { ip: request.ip, userAgent: request.headers["user-agent"] }),
    { rateLimits: [{ rule: OTP_CHECK_LIMIT, key: ({ request }) => request.ip }] },
  );
}
