import { singleLineText } from "../../validation/text.ts";

/**
 * Signing confirmed in the signer's mobile app (MAB) instead of a TAN: an OAuth-style round trip
 * through the MAB provider, started with a pushed authorization request (RFC 9126). The web app's
 * `/mab/redirect` page receives the provider's answer and redeems it.
 */
export const MAB_REDIRECT_PATH = "/mab/redirect";

/** How long a started mobile signing may take, from the pushed request to its redemption. */
export const MAB_AUTHORIZATION_TTL_SECONDS = 300;

/** The query string the signing page had (exit, error and decline URLs…), kept through the round trip. */
export const redirectQueryParamsSchema = singleLineText()
  .max(4000)
  .transform((value) => value.replace(/^\?/, ""));

/** Why mobile signing is not offered: no provider on this installation, not enabled for the guest's request, or a qualified signature confirmed at the remote provider (docs/signing.md). */
export const MAB_UNAVAILABLE_REASONS = ["provider_missing", "not_enabled", "qualified_at_remote_provider"] as const;
