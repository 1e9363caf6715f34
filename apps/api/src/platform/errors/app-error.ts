import { ERROR_CATALOGUE, type ErrorBody, type ErrorCode } from "@paraph/contracts";

/**
 * The one error type of the API. Its code decides the HTTP status (ERROR_CATALOGUE in contracts);
 * details are sent to the client, so they must never carry secrets.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, details?: Record<string, unknown>, options: { message?: string; headers?: Record<string, string> } = {}) {
    super(options.message ?? ERROR_CATALOGUE[code].message);
    this.code = code;
    this.details = details;
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return ERROR_CATALOGUE[this.code].status;
  }

  toBody(): ErrorBody {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}
