import { z } from "zod";

/**
 * Every error the API answers with: a stable code, its HTTP status and an English message.
 * The web client translates by code; the server sends the message for integrators.
 */
export const ERROR_CATALOGUE = {
  validation_failed: { status: 400, message: "The request is not valid; see details.fields" },
  invalid_json: { status: 400, message: "The request body is not valid JSON" },
  unauthenticated: { status: 401, message: "Authentication is required or the session has ended" },
  invalid_credentials: { status: 401, message: "E-mail address or password is wrong" },
  wrong_password: { status: 403, message: "The password is wrong" },
  forbidden: { status: 403, message: "This action is not allowed" },
  not_found: { status: 404, message: "Not found" },
  route_not_found: { status: 404, message: "No such API route" },
  method_not_allowed: { status: 405, message: "Method not allowed" },
  email_already_registered: { status: 409, message: "An account with this e-mail address exists already" },
  no_pending_invitation: { status: 409, message: "There is no pending business invitation to accept" },
  business_admin_required: { status: 403, message: "Only an admin of the business can do this" },
  last_business_admin: { status: 409, message: "A business needs an admin: the last admin cannot be demoted, removed or leave" },
  already_in_business: { status: 409, message: "You belong to a business already; leave it first" },
  dpa_not_accepted: { status: 422, message: "The data processing agreement must be accepted" },
  email_domain_not_allowed: { status: 422, message: "These e-mail addresses are not in the business's allowed domains" },
  user_not_business_member: { status: 422, message: "These users are not members of the business" },
  signer_group_limit_reached: { status: 422, message: "The business's signer group limit is reached; see details.limit and details.max" },
  signer_group_name_taken: { status: 409, message: "The business has a signer group of this name already" },
  token_invalid: { status: 400, message: "The link is not valid" },
  token_expired: { status: 410, message: "The link has expired" },
  token_used: { status: 410, message: "The link has been used already" },
  weak_password: { status: 422, message: "The password does not meet the password policy" },
  gtc_not_accepted: { status: 422, message: "The general terms and conditions must be accepted" },
  payload_too_large: { status: 413, message: "The request body is too large" },
  unsupported_media_type: { status: 415, message: "Unsupported content type" },
  document_not_pdf: { status: 415, message: "The file is not a PDF" },
  document_too_large: { status: 413, message: "The PDF is larger than the upload limit" },
  document_corrupt: { status: 422, message: "The PDF is damaged or truncated" },
  document_encrypted: { status: 422, message: "The PDF is encrypted or protected by a password" },
  document_has_javascript: { status: 422, message: "The PDF contains JavaScript, which cannot be signed safely" },
  document_has_active_content: { status: 422, message: "The PDF contains active content (actions that launch, send or play, or an attached program), which cannot be signed safely" },
  document_too_many_pages: { status: 422, message: "The PDF has more pages than the limit" },
  document_empty: { status: 422, message: "The PDF has no pages" },
  document_too_many_signatures: { status: 422, message: "The PDF has more signatures than can be checked" },
  signing_conflict: { status: 409, message: "The document changed while it was being signed; sign again" },
  document_too_complex: { status: 422, message: "The PDF is too complex: it breaks a structure, time or memory limit" },
  document_not_signed: { status: 409, message: "The document has no signed version yet" },
  page_not_found: { status: 404, message: "The document has no such page" },
  page_render_failed: { status: 422, message: "The page could not be rendered" },
  visual_signature_setting_locked: { status: 403, message: "This display setting of visual signatures is fixed for your account" },
  visual_signature_limit_reached: { status: 409, message: "You have reached the maximum number of visual signatures" },
  image_invalid: { status: 422, message: "The file is not a readable PNG, JPEG or SVG image" },
  image_too_many_pixels: { status: 422, message: "The image has too many pixels" },
  image_empty: { status: 422, message: "The image shows nothing once its margins are removed" },
  request_not_draft: { status: 409, message: "This can only be done while the request is a draft" },
  request_not_open: { status: 409, message: "This can only be done once the request is sent" },
  request_closed: { status: 409, message: "The request has ended (completed, declined, withdrawn or expired); nothing can change" },
  signer_not_active: { status: 409, message: "This signer has already signed, declined, delegated or been removed" },
  signer_not_your_turn: { status: 409, message: "The signers before you in the signing order have not signed yet" },
  request_incomplete: { status: 422, message: "A request needs at least one document and one signer before it is sent" },
  last_signer: { status: 409, message: "The last signer who has not signed cannot be removed; withdraw the request instead" },
  document_in_use: { status: 409, message: "The document belongs to another signature request, or to one that was sent" },
  signer_already_added: { status: 409, message: "This person is already a signer of the request" },
  observer_already_added: { status: 409, message: "This person is already an observer of the request" },
  field_invalid: { status: 422, message: "A signature field is outside its page or on a document the request does not have" },
  invitation_already_claimed: { status: 409, message: "The invitation was taken into another account" },
  expiry_in_past: { status: 422, message: "The expiry date must be in the future" },
  signer_name_required: { status: 422, message: "An advanced or qualified signature names the signer: set your first and last name before signing" },
  quality_not_available: { status: 422, message: "You do not hold the signature quality this request asks for" },
  seal_not_available: { status: 422, message: "Signing with a business seal is not available for this account" },
  tan_required: { status: 428, message: "A TAN was sent to your mobile number; sign again with it" },
  tan_invalid: { status: 422, message: "The TAN is wrong" },
  tan_expired: { status: 410, message: "The TAN has expired; ask for a new one" },
  tan_locked: { status: 423, message: "Three wrong TANs: this TAN is locked; ask for a new one" },
  remote_signing_finished: { status: 409, message: "This qualified signing has been used or replaced; start a new one with POST /v3/sign" },
  remote_signing_failed: { status: 503, message: "The qualified trust service did not sign; try again later" },
  direct_tan_required: { status: 428, message: "Confirm with the code e-mailed to you first: POST /v1/direct/tan/resend, then /v1/direct/tan/check" },
  identification_unavailable: { status: 503, message: "Identity verification is not available on this installation" },
  identification_in_progress: { status: 409, message: "An identification is already in progress; finish or cancel it first" },
  identification_not_pending: { status: 409, message: "This identification has finished already" },
  mobile_missing: { status: 422, message: "A confirmed mobile number is needed for this" },
  mab_unavailable: { status: 503, message: "Signing with the mobile app is not available on this installation" },
  mab_not_enabled: { status: 403, message: "The sender does not offer signing with the mobile app for this request" },
  mab_state_expired: { status: 410, message: "The mobile signing took too long and has expired; start again" },
  mab_state_used: { status: 410, message: "This mobile signing has been used already; start again" },
  mab_signing_rejected: { status: 422, message: "The signing was rejected in the mobile app" },
  mab_code_invalid: { status: 400, message: "The mobile app's confirmation is not valid for this signing" },
  rate_limited: { status: 429, message: "Too many requests; try again later" },
  internal_error: { status: 500, message: "Something went wrong on our side" },
  service_unavailable: { status: 503, message: "The service is unavailable; try again later" },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** One offending field of a `validation_failed` error: its path and what is wrong with it. */
export interface FieldError {
  field: string;
  message: string;
}
