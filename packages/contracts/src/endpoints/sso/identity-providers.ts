import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { emailSchema } from "../../validation/email.ts";
import { secretText } from "../../validation/text.ts";
import { sessionTokenResponseSchema } from "../user/common.ts";

/**
 * Spec §7: the URL to log in with for an address whose domain a business covers with single
 * sign-on. Asking writes nothing; the browser opening the URL starts the log-in (docs/sso.md).
 */
export const findIdentityProvider = defineEndpoint({
  method: "POST",
  path: "/v1/identity_providers",
  summary: "The single sign-on URL for an e-mail address whose domain has it; 404 when none",
  tag: "Single sign-on",
  auth: "none",
  successStatus: 200,
  body: z.strictObject({ email: emailSchema }),
  response: z.object({ url: z.string() }),
});

/** Redeems the one-time code the sign-on callback hands the web app for a session token. */
export const redeemSsoLogin = defineEndpoint({
  method: "POST",
  path: "/v1/sso/session",
  summary: "Exchange the one-time code of a finished single sign-on for a session token",
  tag: "Single sign-on",
  auth: "none",
  successStatus: 200,
  body: z.strictObject({ code: secretText().regex(/^[A-Za-z0-9_-]{20,200}$/) }),
  response: sessionTokenResponseSchema,
});

/** Why a sign-on ended on /sso/error or /sso/error/company (the `reason` query parameter). */
export const SSO_ERROR_REASONS = [
  "invalid_state",
  "expired",
  "wrong_browser",
  "provider_error",
  "invalid_response",
  "email_not_verified",
  "email_not_covered",
  "not_configured",
  "disabled",
  "provider_unreachable",
  "member_of_other_business",
  "no_seat_left",
] as const;
export const ssoErrorReasonSchema = z.enum(SSO_ERROR_REASONS);
export type SsoErrorReason = z.infer<typeof ssoErrorReasonSchema>;

/** The reasons that are the company's set-up, not the person's log-in: they land on /sso/error/company. */
export const SSO_COMPANY_REASONS: readonly SsoErrorReason[] = ["email_not_covered", "not_configured", "disabled", "provider_unreachable", "member_of_other_business", "no_seat_left"];
