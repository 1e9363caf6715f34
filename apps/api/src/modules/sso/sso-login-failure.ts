import type { SsoErrorReason } from "@paraph/contracts";
import { IssuerResponseTooLarge } from "./bounded-fetch.ts";

/** A refused sign-on callback; its reason goes to the error page. */
export class SsoLoginFailure extends Error {
  constructor(readonly reason: SsoErrorReason) {
    super(`SSO log-in refused: ${reason}`);
  }
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && chain.length < 5; current = (current as { cause?: unknown }).cause) chain.push(current);
  return chain;
}

/**
 * Not reaching the issuer (refused, timed out, an answer too large) is the company's set-up;
 * anything else the issuer answered that did not check out (a wrong nonce, signature, audience,
 * an expired ID token, a refused code) is this log-in's.
 */
export function classifyIssuerFailure(error: unknown): SsoErrorReason {
  const unreachable = causes(error).some(
    (entry) =>
      entry instanceof IssuerResponseTooLarge ||
      (entry instanceof Error && (entry.name === "TimeoutError" || entry.name === "AbortError" || entry.message === "fetch failed")) ||
      (typeof entry === "object" && entry !== null && "code" in entry && ["ECONNREFUSED", "ENOTFOUND", "ECONNRESET", "ETIMEDOUT"].includes(String(entry.code))),
  );
  return unreachable ? "provider_unreachable" : "invalid_response";
}
