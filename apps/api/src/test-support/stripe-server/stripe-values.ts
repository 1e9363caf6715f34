import { randomBytes } from "node:crypto";
import type { FormObject, FormValue } from "./form-body.ts";

/** The values every resource of the local Stripe server shares: its objects, its errors, ids and parameter readers. */

export type StripeObject = Record<string, unknown>;

/** An error Stripe answers with: HTTP status and the `error` object of its body. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; message: string; code?: string; param?: string; decline_code?: string; [key: string]: unknown },
  ) {
    super(error.message);
  }
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
}

export function missing(kind: string, id: string): StripeApiError {
  return new StripeApiError(404, { type: "invalid_request_error", code: "resource_missing", param: "id", message: `No such ${kind}: '${id}'` });
}

export function invalidRequest(message: string, param?: string): StripeApiError {
  return new StripeApiError(400, { type: "invalid_request_error", message, ...(param ? { param } : {}) });
}

export function requireString(value: FormValue | undefined, param: string): string {
  if (typeof value !== "string" || value === "") throw invalidRequest(`Missing required param: ${param}.`, param);
  return value;
}

export function stringOrNull(value: FormValue | undefined): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

export function objectOf(value: FormValue | undefined): FormObject | undefined {
  return value !== undefined && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}

export function metadataFrom(value: FormValue | undefined): Record<string, string> {
  const object = objectOf(value) ?? {};
  return Object.fromEntries(Object.entries(object).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""));
}

export function arrayOfStrings(value: FormValue | undefined): string[] {
  if (value === undefined || value === "") return [];
  return (Array.isArray(value) ? value : [value]).filter((entry): entry is string => typeof entry === "string");
}
