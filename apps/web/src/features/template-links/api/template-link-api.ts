import { queryOptions } from "@tanstack/react-query";
import { confirmTemplateLink, getTemplateLink, startTemplateLink, type EndpointBodyInput, type EndpointResponse } from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { isApiError } from "../../../shared/api/api-error.ts";

export type TemplateLinkPerson = EndpointBodyInput<typeof startTemplateLink>;
export type TemplateLinkVisit = EndpointResponse<typeof startTemplateLink>;
export type TemplateLinkSigning = EndpointResponse<typeof confirmTemplateLink>;

/** The link's page data; no retry: a 404, 409 or 410 is the answer, not a hiccup. */
export const templateLinkQuery = (api: ApiClient, token: string) =>
  queryOptions({ queryKey: ["template-links", token], queryFn: ({ signal }) => api.request(getTemplateLink, { params: { token }, signal }), retry: false });

export function startVisit(api: ApiClient, token: string, person: TemplateLinkPerson): Promise<TemplateLinkVisit> {
  return api.request(startTemplateLink, { params: { token }, body: person });
}

export function confirmVisit(api: ApiClient, token: string, visitId: string, code: string): Promise<TemplateLinkSigning> {
  return api.request(confirmTemplateLink, { params: { token }, body: { visitId, code } });
}

/** Where the visitor signs: their guest link, or (an address with an account) the request's page after logging in. */
export function signingPathOf(signing: TemplateLinkSigning): string {
  return signing.guestId ? `/view/${signing.signatureRequestId}/${signing.guestId}` : `/view/${signing.signatureRequestId}`;
}

/** Why the link cannot be used, from any of its calls: unknown, revoked or no longer fitting its template. */
export type LinkGone = "unknown" | "revoked" | "outdated";

export function linkGoneOf(error: unknown): LinkGone | null {
  if (!isApiError(error)) return null;
  if (error.code === "template_link_revoked") return "revoked";
  if (error.code === "template_link_outdated") return "outdated";
  // A visit the server does not know (after a new link replaced this one) is a 404 too, on confirm.
  if (error.status === 404 || (error.code === "validation_failed" && error.fieldErrors.some((entry) => entry.field === "token"))) return "unknown";
  return null;
}
