import { readErrorBody, type FieldError } from "@paraph/contracts";

/** A failed API call: the HTTP status (0 when the network failed) and the catalogue code of the body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown>;
  /** The server's id of the request (its `X-Request-Id` answer header, as in its logs and error reports). */
  readonly requestId: string | undefined;

  constructor(status: number, code: string, message: string, details: Record<string, unknown> = {}, requestId?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
    this.requestId = requestId;
  }

  /** The offending fields of a `validation_failed` answer, so forms can show them inline. */
  get fieldErrors(): FieldError[] {
    const fields = this.details.fields;
    if (!Array.isArray(fields)) return [];
    return fields.filter(
      (entry): entry is FieldError =>
        typeof entry === "object" && entry !== null && typeof entry.field === "string" && typeof entry.message === "string",
    );
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // A proxy's HTML error page or an empty body: the status is all there is.
    }
    const parsed = readErrorBody(body);
    const requestId = response.headers.get("x-request-id") ?? undefined;
    if (parsed) return new ApiError(response.status, parsed.code, parsed.message, parsed.details ?? {}, requestId);
    return new ApiError(response.status, `http_${response.status}`, response.statusText || `HTTP ${response.status}`, {}, requestId);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
