import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import type { FieldError } from "@paraph/contracts";
import { isMalformedMultipartError } from "../http/multipart-boundary.ts";
import { AppError } from "./app-error.ts";
import type { ErrorReporter } from "./error-reporting.ts";

/** Fastify's own error codes that are the client's fault, mapped to ours. */
const FASTIFY_CLIENT_ERRORS: Record<string, AppError["code"]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_EMPTY_JSON_BODY: "invalid_json",
  FST_ERR_CTP_INVALID_JSON_BODY: "invalid_json",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "validation_failed",
  // The router's own refusals: a path that does not decode (`%E0%A4%A`, `%ff`) or a path
  // parameter longer than any id; both are bad input, not a route or a resource to look up.
  FST_ERR_BAD_URL: "validation_failed",
  FST_ERR_MAX_PARAM_LENGTH: "validation_failed",
};

/**
 * Turns every thrown error into `{ code, message, details }`: contract violations name the
 * offending fields, known client mistakes keep their 4xx, anything else is a logged 500. An
 * unexpected one is also reported (error-reporting.ts), and its log line names the report.
 */
export function installErrorHandler(app: FastifyInstance, reporter?: ErrorReporter): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) {
      const sentryEventId = isUnexpected(error, appError) ? reporter?.report(error, { requestId: request.id, method: request.method, route: request.routeOptions.url }) : undefined;
      request.log.error({ err: error, ...(sentryEventId ? { sentryEventId } : {}) }, "request failed");
    } else request.log.info({ code: appError.code }, "request refused");
    void reply.status(appError.status).headers(appError.headers).send(appError.toBody());
  });
}

/**
 * Fastify answers the router's errors (before any route or error handler runs) with its own
 * codes unless given this: with it they carry a code of the catalogue like every other refusal.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError = toAppError(error);
  request.log.info({ code: appError.code }, "request refused by the router");
  void reply.status(appError.status).headers(appError.headers).send(appError.toBody());
}

/** A bug or an outage, not a refusal the code chose: 503s such as a trust service being down are answers, not reports. */
function isUnexpected(error: unknown, appError: AppError): boolean {
  return !(error instanceof AppError) || appError.code === "internal_error";
}

function toAppError(error: FastifyError | AppError | ZodError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldError[] = error.validation.map((issue) => ({
      field: [error.validationContext, ...fieldPath(issue)].filter(Boolean).join("."),
      message: issue.message ?? "Invalid value",
    }));
    return new AppError("validation_failed", { fields });
  }
  if (error instanceof ZodError) {
    return new AppError("validation_failed", {
      fields: error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
    });
  }
  if (isMalformedMultipartError(error)) return new AppError("validation_failed", { reason: "The multipart body is malformed or ends early" });
  const mapped = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (mapped) return new AppError(mapped);
  if (error.statusCode === 429) return new AppError("rate_limited");
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError("validation_failed", { reason: error.message });
  }
  return new AppError("internal_error");
}

/** The path of a zod issue as dotted segments; unrecognised keys are named too. */
function fieldPath(issue: { keyword?: string; instancePath?: string; params?: unknown }): string[] {
  const segments = (issue.instancePath ?? "").split("/").filter(Boolean);
  const keys = (issue.params as { keys?: string[] } | undefined)?.keys;
  return issue.keyword === "unrecognized_keys" && keys && keys.length > 0 ? [...segments, keys.join(",")] : segments;
}
