import type { PlatformContext } from "../../../platform/context.ts";
import { AppError } from "../../../platform/errors/app-error.ts";
import { LOOKUP_PATH, type LookupRequest, type SignedLookupAnswer } from "./lookup.ts";
import { sessionResponseSchema, type SessionRequest, type SessionResponse } from "./report.ts";
import { REPORT_SIGNATURE_HEADER } from "./report-signature.ts";

/** The path the demo identity provider serves under (outside production), on Paraph's own port by default: it marks identifications as demo ones. */
export const DEMO_IDENTITY_PROVIDER_PREFIX = "/demo-idp";
const SESSION_TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 16 * 1024;

/**
 * The identity provider of this installation (docs/identification.md): one protocol for every
 * partner. Paraph creates a session (`POST {url}/sessions`, bearer `apiToken`) and sends the
 * person to its `identUrl`; the provider reports to Paraph's callback, signed with
 * `callbackSecret`, and sends the person back.
 */
export interface IdentityProvider {
  /** Recorded as the QES provider of whoever it identified ("demo" for the demo). */
  name: string;
  isDemo: boolean;
  url: string;
  apiToken: string;
  callbackSecret: string;
  createSession(request: SessionRequest): Promise<SessionResponse>;
  /** Asks about an earlier identification (`POST {url}/identifications/lookup`); the answer is checked by the caller (protocol/lookup.ts). */
  lookupIdentification(request: LookupRequest): Promise<SignedLookupAnswer>;
}

/**
 * The configured provider (IDENT_PROVIDER_URL with its token and secret; outside production the
 * embedded demo sets them: demo-identity-provider/embedded-demo-identity-provider.ts); null
 * without one (identification answers 503).
 */
export function configuredIdentityProvider(context: PlatformContext): IdentityProvider | null {
  const config = context.config;
  const baseUrl = identityProviderUrlOf(context);
  if (baseUrl && config.IDENT_PROVIDER_API_TOKEN && config.IDENT_CALLBACK_SECRET) {
    const url = baseUrl.replace(/\/+$/, "");
    const isDemo = config.APP_MODE !== "production" && new URL(url).pathname.endsWith(DEMO_IDENTITY_PROVIDER_PREFIX);
    return httpIdentityProvider({ name: config.IDENT_PROVIDER_NAME ?? (isDemo ? "demo" : "partner"), isDemo, url, apiToken: config.IDENT_PROVIDER_API_TOKEN, callbackSecret: config.IDENT_CALLBACK_SECRET });
  }
  return null;
}

/**
 * IDENT_PROVIDER_URL; unset outside production, the demo mounted on this server under /demo-idp,
 * at the address the provider's reports come back to (context.publicUrl), read at each call
 * because a server on PORT=0 learns it only once it listens.
 */
function identityProviderUrlOf(context: PlatformContext): string | undefined {
  if (context.config.IDENT_PROVIDER_URL) return context.config.IDENT_PROVIDER_URL;
  return context.config.APP_MODE === "production" ? undefined : `${context.publicUrl}${DEMO_IDENTITY_PROVIDER_PREFIX}`;
}

function httpIdentityProvider(settings: Omit<IdentityProvider, "createSession" | "lookupIdentification">): IdentityProvider {
  /** One authenticated JSON POST to the provider; anything but a 2xx of a sensible size is `identification_unavailable`. */
  const post = async (path: string, body: object): Promise<{ bytes: Buffer; headers: Headers }> => {
    let response: Response;
    try {
      response = await fetch(`${settings.url}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${settings.apiToken}`, "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(SESSION_TIMEOUT_MS),
        redirect: "error",
      });
    } catch (error) {
      throw new AppError("identification_unavailable", { provider: settings.name, reason: error instanceof Error ? error.message.slice(0, 200) : "unreachable" });
    }
    // The exact bytes: a signed answer is checked over what was sent, not over a re-encoding.
    const bytes = Buffer.from(await response.arrayBuffer());
    if (!response.ok || bytes.length > MAX_RESPONSE_BYTES) throw new AppError("identification_unavailable", { provider: settings.name, status: response.status });
    return { bytes, headers: response.headers };
  };
  return {
    ...settings,
    async createSession(request) {
      const { bytes } = await post("/sessions", request);
      const parsed = sessionResponseSchema.safeParse(safeJson(bytes.toString("utf8")));
      if (!parsed.success) throw new AppError("identification_unavailable", { provider: settings.name, reason: "The provider's answer is not a session" });
      return parsed.data;
    },
    async lookupIdentification(request) {
      const { bytes, headers } = await post(LOOKUP_PATH, request);
      return { rawBody: bytes, signatureHeader: headers.get(REPORT_SIGNATURE_HEADER) ?? undefined };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
