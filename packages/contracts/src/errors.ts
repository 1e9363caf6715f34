/**
 * Every error the API answers with: a stable code, its HTTP status and an English message.
 * The web client translates by code; the server sends the message for integrators.
 */
export const ERROR_CATALOGUE = {
  validation_failed: { status: 400, message: "The request is not valid; see details.fields" },
  invalid_json: { status: 400, message: "The request body is not valid JSON" },
  json_too_deep: { status: 400, message: "The request body nests arrays and objects deeper than the limit (details.maxDepth)" },
  unauthenticated: { status: 401, message: "Authentication is required or the session has ended" },
  invalid_credentials: { status: 401, message: "E-mail address or password is wrong" },
  invalid_api_credentials: { status: 401, message: "API username or key is wrong" },
  api_user_not_allowed: { status: 403, message: "API users cannot make this call; see docs/api-users.md for the calls they can make" },
  api_user_limit_reached: { status: 409, message: "The business has the most API users it may have; see details.max" },
  api_user_seal_unknown: { status: 422, message: "The business has no seal of this account name" },
  wrong_password: { status: 403, message: "The password is wrong" },
  forbidden: { status: 403, message: "This action is not allowed" },
  not_found: { status: 404, message: "Not found" },
  route_not_found: { status: 404, message: "No such API route" },
  method_not_allowed: { status: 405, message: "Method not allowed" },
  email_already_registered: { status: 409, message: "An account with this e-mail address exists already" },
  no_pending_invitation: { status: 409, message: "There is no pending business invitation to accept" },
  business_admin_required: { status: 403, message: "Only an admin of the business can do this" },
  business_name_mismatch: { status: 403, message: "The business name typed to confirm does not match the business's name" },
  aes4biz_domain_not_allowed: { status: 422, message: "AES for business can only name the business's allowed domains; see details.domains" },
  last_business_admin: { status: 409, message: "A business needs an admin: the last admin cannot be demoted, removed or leave" },
  already_in_business: { status: 409, message: "You belong to a business already; leave it first" },
  terms_of_use_not_accepted: { status: 422, message: "This request has the sender's terms of use: accept them (acceptedTermsOfUse: true) to sign" },
  dpa_not_accepted: { status: 422, message: "The data processing agreement must be accepted" },
  email_domain_not_allowed: { status: 422, message: "These e-mail addresses are not in the business's allowed domains" },
  user_not_business_member: { status: 422, message: "These users are not members of the business" },
  mail_attachment_not_customisable: { status: 422, message: "The sender's business does not let senders change this completion-mail attachment; see details.attachments" },
  signer_group_limit_reached: { status: 422, message: "The business's signer group limit is reached; see details.limit and details.max" },
  statistics_range_reversed: { status: 400, message: "The start date (from) must not be after the end date (to)" },
  statistics_range_too_long: { status: 400, message: "The date range is too long; see details.maxDays" },
  sso_not_available: { status: 404, message: "No business offers single sign-on for this e-mail address's domain" },
  sso_domain_not_allowed: { status: 422, message: "Single sign-on can only cover the business's allowed domains; see details.domains" },
  sso_domain_taken: { status: 409, message: "Another business's single sign-on covers these domains already; see details.domains" },
  sso_issuer_refused: { status: 422, message: "The issuer must be an https:// URL in production (docs/sso.md)" },
  sso_client_secret_required: { status: 422, message: "A client secret is required when no secret is stored yet" },
  sso_login_code_invalid: { status: 400, message: "The single sign-on code is unknown, used or expired; log in again" },
  webhook_url_refused: { status: 422, message: "Paraph does not send to this URL; see details.reason (docs/webhooks.md, \"Where Paraph sends\")" },
  webhook_limit_reached: { status: 422, message: "The business has the most webhook endpoints it may have; see details.max" },
  callback_urls_need_business: { status: 422, message: "Callback URLs are signed with a business's callback secret: only a member of a business can set them" },
  signer_group_name_taken: { status: 409, message: "The business has a signer group of this name already" },
  template_role_missing: { status: 400, message: "Every role of the template needs a person; see details.roles" },
  template_role_unknown: { status: 400, message: "The template has no role of this name; see details.roles" },
  template_field_unknown: { status: 400, message: "The template has no form field of this name; see details.fields" },
  template_prefill_invalid: { status: 400, message: "A prefilled value does not fit its form field; see details.fields (name and problem)" },
  template_share_needs_business: { status: 422, message: "Only a member of a business can share a template with it" },
  template_link_revoked: { status: 410, message: "This template link has been revoked; ask its sender for a new one" },
  template_link_outdated: { status: 409, message: "The template changed since its link was made: its roles no longer fit; its sender must make a new link" },
  email_change_same_address: { status: 422, message: "The new e-mail address is the account's current one" },
  email_change_sso_account: { status: 409, message: "The account's e-mail address comes from single sign-on: the business's issuer owns it and changes it there" },
  email_change_sso_domain: { status: 422, message: "A business's single sign-on covers the new address's domain: its accounts come from the business's issuer" },
  email_change_other_account: { status: 404, message: "This e-mail change link belongs to another account; log in with the account that asked for the change" },
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
  document_encrypted: { status: 422, message: "The PDF is encrypted or protected by a password, so its content can be neither checked nor cleaned: save or print it as a PDF without protection and upload that copy" },
  document_xfa_only: { status: 422, message: "The PDF is a dynamic XFA form: its pages are built by the viewer from form data, so what a reader sees cannot be checked or signed: fill it in, print it to a PDF and upload that copy" },
  document_has_javascript: { status: 422, message: "The PDF contains JavaScript (see details.found), which cannot be signed safely; when details.cleanable is true, send it again with removeActiveContent=true to store a copy without it" },
  document_has_active_content: { status: 422, message: "The PDF contains active content (scripts, actions that launch, send or play, or an attached program; see details.found), which cannot be signed safely; when details.cleanable is true, send it again with removeActiveContent=true to store a copy without it" },
  document_too_many_pages: { status: 422, message: "The PDF has more pages than the limit" },
  document_empty: { status: 422, message: "The PDF has no pages" },
  document_too_many_signatures: { status: 422, message: "The PDF has more signatures than can be checked" },
  signing_conflict: { status: 409, message: "The document changed while it was being signed; sign again" },
  survey_not_due: { status: 409, message: "This survey is not asked now: it is off, or was answered or dismissed in this period" },
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
  form_field_name_taken: { status: 400, message: "Form field names must be unique on a request; see details.names" },
  form_field_limit_reached: { status: 400, message: "A request has at most details.max form fields" },
  form_field_values_invalid: { status: 400, message: "Some form field values do not fit their fields; see details.fields (field and problem each), nothing was signed" },
  form_field_not_yours: { status: 403, message: "These form fields belong to another signer or do not exist on this request; see details.fields" },
  form_field_read_only: { status: 403, message: "These form fields were filled already (by the sender or an earlier signer) and cannot change; see details.fields" },
  invitation_already_claimed: { status: 409, message: "The invitation was taken into another account" },
  expiry_in_past: { status: 422, message: "The expiry date must be in the future" },
  signer_name_required: { status: 422, message: "An advanced or qualified signature names the signer: set your first and last name before signing" },
  quality_not_available: { status: 422, message: "You do not hold the signature quality this request asks for" },
  seal_not_available: { status: 422, message: "Signing with a business seal is not available for this account" },
  part11_reauthentication_required: { status: 428, message: "Your business signs under 21 CFR Part 11: confirm each signature with your password and its meaning" },
  part11_reauthentication_failed: { status: 403, message: "The password confirming your signature is wrong" },
  part11_reauthentication_unavailable: { status: 422, message: "Part 11 signing needs a password on your account; set one (password reset) before signing" },
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
  identification_callback_unsigned: { status: 401, message: "The identity provider's report carries no signature, timestamp or event id" },
  identification_callback_signature_invalid: { status: 401, message: "The identity provider's report is not signed with the provider's key" },
  identification_callback_replayed: { status: 409, message: "The identity provider's report was received before (same event id); it changes nothing" },
  identification_callback_late: { status: 400, message: "The identity provider's report is too old or from the future; it changes nothing" },
  identification_callback_wrong_person: { status: 409, message: "The identity provider's report names another person than the identification's; it changes nothing" },
  identification_callback_invalid: { status: 400, message: "The identity provider's report is not a valid report; see details.reason" },
  identification_not_covered: { status: 402, message: "The sender's plan does not pay for identifications of guests; identify in a Paraph account" },
  identification_already_paid: { status: 409, message: "This identification is paid or covered already" },
  eid_data_not_found: { status: 404, message: "The identity provider knows no valid identification with this document number and date of birth for this legislation" },
  eid_data_mismatch: { status: 409, message: "The identification with this data names another person than this account's; nothing was granted" },
  eid_data_answer_refused: { status: 502, message: "The identity provider's answer was not signed, not fresh or not about this lookup; nothing was granted" },
  eid_fields_immutable: { status: 409, message: "Your identification confirmed these fields; they cannot be changed (see details.fields)" },
  remote_signing_cancelled: { status: 409, message: "This qualified signing was cancelled; start a new one with POST /v3/sign" },
  mobile_missing: { status: 422, message: "A confirmed mobile number is needed for this" },
  mab_unavailable: { status: 503, message: "Signing with the mobile app is not available on this installation" },
  mab_not_enabled: { status: 403, message: "The sender does not offer signing with the mobile app for this request" },
  mab_state_expired: { status: 410, message: "The mobile signing took too long and has expired; start again" },
  mab_state_used: { status: 410, message: "This mobile signing has been used already; start again" },
  mab_signing_rejected: { status: 422, message: "The signing was rejected in the mobile app" },
  mab_code_invalid: { status: 400, message: "The mobile app's confirmation is not valid for this signing" },
  idempotency_key_invalid: { status: 400, message: "The Idempotency-Key header must be 1 to 255 visible ASCII characters (no spaces)" },
  idempotency_key_reused: { status: 409, message: "This Idempotency-Key was used with another request (method, path or body); use a new key" },
  idempotency_key_in_progress: { status: 409, message: "A request with this Idempotency-Key is still running; retry after it has answered" },
  extension_quota_exhausted: { status: 402, message: "The plan's extensions of PDFs signed elsewhere for this period are used up; see details.limit, details.usage and details.periodEndsAt" },
  extend_business_required: { status: 403, message: "Extending PDFs signed elsewhere to PAdES B-LTA is a business service: only members and API users of a business with a plan can do it" },
  extend_no_signatures: { status: 422, message: "The PDF has no signature to extend" },
  extend_signature_not_intact: { status: 422, message: "A signature of the PDF is not intact (its bytes changed, its value does not verify, or the document was changed beyond what it permits), so it is not extended; see details.signature, details.indication and details.subIndication" },
  signature_quota_exhausted: { status: 402, message: "The plan's signatures of this quality for this period are used up; see details.limit, details.usage and details.quality" },
  seat_limit_reached: { status: 409, message: "Every seat of the business's plan is taken (members and pending invitations); add seats first; see details.limit and details.usage" },
  seats_below_usage: { status: 409, message: "The business has more members and pending invitations than that many seats; remove some first; see details.usage" },
  seats_out_of_range: { status: 422, message: "The plan does not allow that many seats; see details.min and details.max" },
  seal_limit_reached: { status: 409, message: "The business's plan allows no more seals; see details.limit and details.usage" },
  plan_does_not_allow_upload: { status: 403, message: "Uploading documents needs a paid plan or a trial; the free plan can sign what others send" },
  business_locked: { status: 402, message: "The business's trial or payment has lapsed: new requests cannot be sent until an admin adds a payment method; see details.paymentMethod" },
  trial_not_active: { status: 409, message: "The business is not on a trial" },
  plan_not_available: { status: 422, message: "This plan cannot be bought here (unknown, not for sale, or not for this kind of account); see details.plan" },
  plan_unchanged: { status: 409, message: "The subscription is on this plan and cycle already" },
  payment_method_required: { status: 402, message: "A payment method is needed for this: confirm a card first and send its paymentMethodId" },
  card_declined: { status: 402, message: "The card was declined" },
  card_not_a_test_card: { status: 422, message: "Test payments take only the documented test card numbers (docs/billing.md); no money moves" },
  setup_intent_invalid: { status: 422, message: "The card setup is unknown, used already or belongs to someone else; start again" },
  promo_code_unknown: { status: 422, message: "There is no such promo code" },
  promo_code_expired: { status: 410, message: "The promo code has expired" },
  promo_code_used_up: { status: 409, message: "The promo code has been used as often as it may be" },
  promo_code_wrong_plan: { status: 422, message: "The promo code is not for this plan or cycle; see details.plans and details.cycles" },
  referral_code_invalid: { status: 422, message: "There is no such referral code, or it is your own business's" },
  no_active_subscription: { status: 409, message: "The business has no paid subscription to change; upgrade first" },
  no_pending_cancellation: { status: 409, message: "Nothing is pending to revoke: the subscription is not cancelling or downgrading" },
  subscription_managed_manually: { status: 409, message: "The business is invoiced manually by the operator; contact them to change its plan" },
  billing_not_offered: { status: 409, message: "Plans on this installation are managed by its operator; there are no payments here" },
  chargebee_not_offered: { status: 409, message: "Paraph does not offer Chargebee; payments run through the configured provider (docs/billing.md)" },
  stripe_webhook_signature_invalid: { status: 400, message: "The Stripe-Signature header is missing, does not match the payload or is too old" },
  billing_provider_failed: { status: 502, message: "The payment provider did not answer as expected; try again later" },
  rate_limited: { status: 429, message: "Too many requests; try again later" },
  internal_error: { status: 500, message: "Something went wrong on our side" },
  service_unavailable: { status: 503, message: "The service is unavailable; try again later" },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The body of every error answer: the catalogue's code, a message for integrators, and details for some codes. */
export interface ErrorBody {
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * An answer's body as an error body, or null when it is none (a proxy's HTML page, an empty or
 * foreign body). Checked by hand rather than with a zod schema: the web app reads every failed
 * call with it from its shell, which loads no zod (apps/web/README.md, "Bundle budget").
 */
export function readErrorBody(value: unknown): ErrorBody | null {
  if (!isRecord(value) || typeof value.code !== "string" || typeof value.message !== "string") return null;
  if (value.details !== undefined && !isRecord(value.details)) return null;
  return value.details === undefined ? { code: value.code, message: value.message } : { code: value.code, message: value.message, details: value.details };
}

/** One offending form field of a `form_field_values_invalid` error: its name and a FORM_FIELD_VALUE_PROBLEMS code. */
export interface FormFieldValueError {
  field: string;
  problem: string;
}

/** One offending field of a `validation_failed` error: its path and what is wrong with it. */
export interface FieldError {
  field: string;
  message: string;
}
