import type { z } from "zod";
import { AppError } from "../../platform/errors/app-error.ts";
import {
  authorizeResponseSchema,
  credentialInfoSchema,
  credentialsListResponseSchema,
  cscErrorSchema,
  infoResponseSchema,
  signHashResponseSchema,
  type authorizeRequestSchema,
  type credentialsInfoRequestSchema,
  type credentialsListRequestSchema,
  type sendOtpRequestSchema,
  type signHashRequestSchema,
} from "./csc-protocol.ts";

const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * A client of a remote signing service speaking the Cloud Signature Consortium API v2: JSON
 * POSTs to `{baseUrl}/{method}` with the service's bearer token. What goes wrong becomes an
 * AppError a caller can answer with: a refused one-time password is tan_invalid, tan_expired or
 * tan_locked (the signer can act on it); anything else — the service unreachable, refusing the
 * token, answering an error or something that is not CSC — is remote_signing_failed, naming
 * the method and the service's own error code, never the token.
 */
export class CscClient {
  private readonly baseUrl: string;

  constructor(
    baseUrl: string,
    private readonly token: string,
    private readonly options: { timeoutMs?: number } = {},
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
  }

  info() {
    return this.call("info", {}, infoResponseSchema, { isPublic: true });
  }

  listCredentials(request: z.input<typeof credentialsListRequestSchema>) {
    return this.call("credentials/list", request, credentialsListResponseSchema);
  }

  credentialInfo(request: z.input<typeof credentialsInfoRequestSchema>) {
    return this.call("credentials/info", request, credentialInfoSchema);
  }

  async sendOtp(request: z.input<typeof sendOtpRequestSchema>): Promise<void> {
    await this.call("credentials/sendOTP", request, undefined);
  }

  authorize(request: z.input<typeof authorizeRequestSchema>) {
    return this.call("credentials/authorize", request, authorizeResponseSchema);
  }

  signHash(request: z.input<typeof signHashRequestSchema>) {
    return this.call("signatures/signHash", request, signHashResponseSchema);
  }

  private async call<S extends z.ZodType | undefined>(
    method: string,
    body: object,
    responseSchema: S,
    options: { isPublic?: boolean } = {},
  ): Promise<S extends z.ZodType ? z.output<S> : undefined> {
    type Result = S extends z.ZodType ? z.output<S> : undefined;
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/${method}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...(options.isPublic ? {} : { authorization: `Bearer ${this.token}` }) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      throw failure(method, { reason: error instanceof Error && error.name === "TimeoutError" ? "timeout" : "unreachable" });
    }
    const text = await response.text().catch(() => "");
    const json = parseJson(text);
    if (!response.ok) throw errorOf(method, response.status, json);
    if (!responseSchema) return undefined as Result;
    const parsed = responseSchema.safeParse(json);
    if (!parsed.success) throw failure(method, { reason: "bad_response", status: response.status });
    return parsed.data as Result;
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function failure(method: string, details: Record<string, unknown>): AppError {
  return new AppError("remote_signing_failed", { provider: "csc", method, ...details });
}

/**
 * A one-time password the service refused is the signer's to fix; services name it in the error
 * code (`invalid_otp`) or only in the description of `invalid_request`, so both are read.
 */
function errorOf(method: string, status: number, json: unknown): AppError {
  const parsed = cscErrorSchema.safeParse(json);
  const error = parsed.success ? parsed.data.error : undefined;
  const description = parsed.success ? (parsed.data.error_description ?? "") : "";
  const isAboutOtp = method === "credentials/authorize" && (error === "invalid_otp" || /\bOTP\b/i.test(description));
  if (isAboutOtp && status < 500) {
    if (/expired/i.test(description)) return new AppError("tan_expired", { provider: "csc" });
    if (/locked|blocked/i.test(description)) return new AppError("tan_locked", { provider: "csc" });
    return new AppError("tan_invalid", { provider: "csc" });
  }
  return failure(method, { status, ...(error ? { error } : {}), ...(description ? { description: description.slice(0, 200) } : {}) });
}
