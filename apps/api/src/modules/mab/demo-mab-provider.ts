import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { MAB_AUTHORIZATION_TTL_SECONDS } from "@paraph/contracts";
import { getPlatformSecret } from "../../platform/auth/platform-secrets.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { MabAuthorizationRequest, MabProvider } from "./mab-provider.ts";

const SECRET_NAME = "mab-demo-provider";
const REQUEST_URI_PREFIX = "urn:ietf:params:oauth:request_uri:";
/** Where the demo provider's authorization page is served (outside production only). */
export const DEMO_AUTHORIZE_PATH = "/api/dev/mab/authorize";
/** An authorization code is redeemed right after the redirect; a minute is plenty. */
const CODE_TTL_SECONDS = 60;

/** A pushed request as the demo provider keeps it: inside the request_uri, signed, so any replica can read it. */
export interface DemoPushedRequest extends MabAuthorizationRequest {
  purpose: "par";
  expiresAt: number;
}

interface DemoCode {
  purpose: "code";
  state: string;
  codeChallenge: string;
  redirectUri: string;
  subject: string;
  approvedAt: number;
  expiresAt: number;
  nonce: string;
}

function seal(key: Buffer, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${createHmac("sha256", key).update(body).digest("base64url")}`;
}

function unseal<T extends { purpose: string; expiresAt: number }>(key: Buffer, token: string, purpose: T["purpose"], now: Date): T | null {
  const [body = "", mac = ""] = token.split(".");
  const expected = createHmac("sha256", key).update(body).digest();
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as T;
    return payload.purpose === purpose && payload.expiresAt > now.getTime() ? payload : null;
  } catch {
    return null;
  }
}

export function s256(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

/**
 * Paraph's demo MAB provider: the whole OAuth round trip inside this installation. The pushed
 * request and the authorization code are HMAC-sealed under an installation secret instead of
 * stored, so the provider keeps no state and every API replica can serve it; single use is
 * Paraph's side's job (the pending signing is consumed once). The "mobile app" is a page of the
 * API (demo-authorization-page.ts) where anyone holding the link approves or rejects: it stands
 * in for the signer's app and carries no legal weight, so it never runs in production.
 */
export class DemoMabProvider implements MabProvider {
  readonly name = "demo";
  readonly isDemo = true;

  constructor(
    private readonly context: PlatformContext,
    private readonly key: Buffer,
  ) {}

  async pushAuthorizationRequest(request: MabAuthorizationRequest) {
    const expiresAt = this.context.clock.now().getTime() + MAB_AUTHORIZATION_TTL_SECONDS * 1000;
    const requestUri = `${REQUEST_URI_PREFIX}${seal(this.key, { ...request, purpose: "par", expiresAt } satisfies DemoPushedRequest)}`;
    const query = new URLSearchParams({ client_id: "paraph", request_uri: requestUri });
    return { requestUri, authorizationUrl: `${this.context.publicUrl}${DEMO_AUTHORIZE_PATH}?${query.toString()}`, expiresInSeconds: MAB_AUTHORIZATION_TTL_SECONDS };
  }

  /** The authorization page reads the pushed request back from its request_uri; null when forged or expired. */
  readPushedRequest(requestUri: string): DemoPushedRequest | null {
    if (!requestUri.startsWith(REQUEST_URI_PREFIX)) return null;
    return unseal<DemoPushedRequest>(this.key, requestUri.slice(REQUEST_URI_PREFIX.length), "par", this.context.clock.now());
  }

  /** The person approved: the code the redirect carries, bound to the state, the PKCE challenge and the redirect URI. */
  issueCode(request: DemoPushedRequest): string {
    const now = this.context.clock.now().getTime();
    return seal(this.key, {
      purpose: "code",
      state: request.state,
      codeChallenge: request.codeChallenge,
      redirectUri: request.redirectUri,
      subject: request.loginHint,
      approvedAt: now,
      expiresAt: now + CODE_TTL_SECONDS * 1000,
      nonce: randomBytes(8).toString("base64url"),
    } satisfies DemoCode);
  }

  async redeemCode(input: { code: string; state: string; codeVerifier: string; redirectUri: string }) {
    const code = unseal<DemoCode>(this.key, input.code, "code", this.context.clock.now());
    if (!code || code.state !== input.state || code.redirectUri !== input.redirectUri || code.codeChallenge !== s256(input.codeVerifier)) {
      throw new AppError("mab_code_invalid");
    }
    return { subject: code.subject, approvedAt: new Date(code.approvedAt) };
  }
}

export async function createDemoMabProvider(context: PlatformContext): Promise<DemoMabProvider> {
  return new DemoMabProvider(context, await getPlatformSecret(context.db, SECRET_NAME));
}
