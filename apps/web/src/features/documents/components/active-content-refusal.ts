import { activeContentRefusalDetailsSchema, type ActiveContentRefusalDetails } from "@paraph/contracts";
import { isApiError } from "../../../shared/api/api-error.ts";

const ACTIVE_CONTENT_CODES = new Set(["document_has_javascript", "document_has_active_content"]);

/** What the upload found in a file it refused for its active content, or null for any other failure. */
export function readActiveContentRefusal(error: unknown): ActiveContentRefusalDetails | null {
  if (!isApiError(error) || !ACTIVE_CONTENT_CODES.has(error.code)) return null;
  const details = activeContentRefusalDetailsSchema.safeParse(error.details);
  return details.success ? details.data : null;
}
