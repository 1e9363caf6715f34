import type { ColumnType, Generated, JSONColumnType } from "kysely";
import type { DocumentCleaning, FormField, FormFieldValue, FormFieldValues, SignatureField } from "@paraph/contracts";

/** Table types for Kysely; they mirror the SQL migrations in ./migrations. */

export interface UsersTable {
  id: string;
  email: string;
  email_verified: boolean;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  has_sso: Generated<boolean>;
  lang: string;
  mobile: string | null;
  mobile_verified_at: Date | null;
  email_notification_level: Generated<string>;
  default_legislation: string | null;
  default_quality: string | null;
  accepted_gtc_at: Date | null;
  accepted_tou_swisscom_at: Date | null;
  accepted_business_invite_at: Date | null;
  free_account_type: string | null;
  cello_ucc: string | null;
  weak_password: Generated<boolean>;
  removed_from_business: Generated<boolean>;
  business_deleted: Generated<boolean>;
  p11_signing_name: string | null;
  p11_signing_reason: string | null;
  frontend_version: string | null;
  first_login_at: Date | null;
  /** Locks on the visual-signature display flags (0003); null: all editable, shown by default. */
  visual_signature_permissions: unknown;
  /** The provider through which the user holds QES under each legislation (0009); null: not identified. */
  qes_eidas_provider: string | null;
  qes_zertes_provider: string | null;
  /** An API user's account (0023): no password, reached only through its key. */
  is_api_user: Generated<boolean>;
  /** The identity the first successful identification confirmed (0030); fixed afterwards (immutableEidFields). */
  eid_first_name: Generated<string | null>;
  eid_last_name: Generated<string | null>;
  eid_date_of_birth: Generated<string | null>;
  eid_document_number: Generated<string | null>;
  eid_identified_at: Generated<Date | null>;
  created_at: Date;
  updated_at: Date;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
  /** The embedded composer session this login session was opened from (0055); it confines the session to that scope. */
  embedded_session_id: Generated<string | null>;
}

/** An embedded composer session (0055; docs/embedding.md). */
export interface EmbeddedSessionsTable {
  id: string;
  token_hash: string;
  business_id: string;
  user_id: string;
  scope_kind: "signature_request" | "template";
  /** The request composed; for a template's session, the draft made from it once made. */
  signature_request_id: string | null;
  template_id: string | null;
  host_origin: string;
  return_url: string | null;
  created_at: Date;
  expires_at: Date;
  opened_at: Date | null;
}

export interface EmailTokensTable {
  id: string;
  purpose: "signup" | "reset" | "email_change";
  token_hash: string;
  email: string;
  user_id: string | null;
  flow: string | null;
  lang: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface ContactsTable {
  owner_id: string;
  email: string;
  last_used_at: Date;
}

export interface RateLimitWindowsTable {
  bucket: string;
  window_start: Date;
  hits: number;
}

/** A claimed Idempotency-Key and, once its first run answered, that answer (migration 0025). */
export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  claim_id: string;
  fingerprint: string | null;
  state: "in_progress" | "done";
  response_status: number | null;
  response_headers: unknown;
  response_body: string | null;
  created_at: Date;
  expires_at: Date;
  /** Last renewal of an `in_progress` claim by the process running it (null before migration 0027). */
  claim_renewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface JobsTable {
  id: string;
  name: string;
  payload: unknown;
  status: "pending" | "running" | "done" | "failed";
  run_at: Date;
  locked_until: Date | null;
  attempts: Generated<number>;
  max_attempts: number;
  last_error: string | null;
  created_at: Date;
  finished_at: Date | null;
  replace_key: Generated<string | null>;
}

export interface MailsTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  template: string;
  lang: string;
  status: "queued" | "sent" | "failed";
  transport: string | null;
  error: string | null;
  /** References to the files the mail carries (0010), resolved at delivery. */
  attachments: JSONColumnType<MailAttachmentRef[], string | undefined, string>;
  created_at: Date;
  sent_at: Date | null;
}

/** A file a mail carries: which source makes it, the source's key, and how it is named. */
export interface MailAttachmentRef {
  source: string;
  key: string;
  filename: string;
  contentType: string;
  /** Set for an image the HTML shows inline (`cid:…`), such as a business logo. */
  contentId?: string;
}

export interface MaintenanceNoticeTable {
  id: number;
  status: "active" | "inactive";
  is_blocking: boolean;
  url: string | null;
  message: string | null;
  updated_at: Date;
}

export interface PageInfo {
  width: number;
  height: number;
  rotation: number;
  /** The crop box's lower-left corner in the page's user space (absent on documents stored before it was recorded: 0 0). */
  originX?: number;
  originY?: number;
}

export interface DocumentsTable {
  id: string;
  owner_id: string;
  title: string;
  page_count: number;
  pages: PageInfo[];
  /** Set when the upload stored a cleaned copy: what was removed and the file that was sent. */
  cleaning: DocumentCleaning | null;
  created_at: Date;
  updated_at: Date;
}

export interface DocumentVersionsTable {
  id: string;
  document_id: string;
  version: number;
  kind: "original" | "signed";
  blob_sha256: string;
  byte_size: number;
  created_at: Date;
}

/** What a stored version's newest document time-stamp is made of (0048; docs/signing.md, "Long-term validity"). */
export interface DocumentArchiveTimeStampsTable {
  document_id: string;
  version: number;
  /** NULL: the version carries no document time-stamp. */
  time_stamped_at: Date | null;
  /** When the first certificate of the time-stamp's chain (the authority's, its CAs') ends. */
  chain_expires_at: Date | null;
  digest_algorithm: string | null;
  /** The shortest RSA key of the chain, NULL when it has none. */
  weakest_rsa_bits: number | null;
  inspected_at: Date;
}

/** One renewal of a document's archive time-stamp from a version (0048). */
export interface ArchiveTimeStampRenewalsTable {
  id: string;
  document_id: string;
  from_version: number;
  to_version: number | null;
  reason: "expiring" | "weak_algorithm";
  status: "renewed" | "failed";
  /** The new time-stamp no longer has the reason (false: the authority's certificate was as short-lived or as weak). */
  cured: boolean | null;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface AttachmentsTable {
  id: string;
  signature_request_id: string;
  owner_id: string;
  file_name: string;
  content_type: string;
  blob_sha256: string;
  byte_size: number;
  created_at: Date;
}

export interface VisualSignaturesTable {
  id: string;
  owner_id: string;
  alias: string;
  name: string;
  /** The job title drawn under the name (0039); null: none. */
  title: string | null;
  optional_line: string | null;
  location: string | null;
  language: string;
  quality: string | null;
  legislation: string | null;
  provider: string | null;
  display_date: boolean;
  display_claim: boolean;
  display_standards: boolean;
  display_qr: boolean;
  is_default: Generated<boolean>;
  image_sha256: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface SignatureRequestsTable {
  id: string;
  owner_id: string;
  title: string;
  message: string | null;
  status: "draft" | "open" | "completed" | "declined" | "withdrawn" | "expired";
  signing_order: "parallel" | "sequential";
  quality: string;
  legislation: string | null;
  expires_at: Date | null;
  reminder_interval_days: number | null;
  signing_locked_until: Date | null;
  created_at: Date;
  updated_at: Date;
  initiated_at: Date | null;
  closed_at: Date | null;
  /** The sender's choice for the completion mails, where the business lets them choose; null follows the business (0020). */
  attach_signed_document: Generated<boolean | null>;
  attach_signature_protocol: Generated<boolean | null>;
  /** Where this request's events are POSTed (0024; docs/webhooks.md), or null. */
  callback_urls: ColumnType<CallbackUrls | null, string | null | undefined, string | null>;
  /** The sender's own terms every signer accepts before signing (0034), or null. */
  terms_of_use: Generated<string | null>;
  /** The template the request was made from and its version then (0047), or null. */
  template_id: Generated<string | null>;
  template_version: Generated<number | null>;
}

export interface CallbackUrls {
  success?: string | undefined;
  error?: string | undefined;
  update?: string | undefined;
}

export interface SignatureRequestDocumentsTable {
  signature_request_id: string;
  document_id: string;
  position: number;
}

export interface StoredSignatureField {
  document_id: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SignersTable {
  id: string;
  signature_request_id: string;
  email: string;
  identity_email: string | null;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  position: number;
  status: "pending" | "open" | "signed" | "declined" | "delegated" | "removed";
  invitation_token_hash: string;
  fields: JSONColumnType<StoredSignatureField[]>;
  quality: string | null;
  legislation: string | null;
  signed_at: Date | null;
  declined_at: Date | null;
  decline_message: string | null;
  delegated_to_signer_id: string | null;
  last_reminded_at: Date | null;
  /** The language a direct-sign guest chose (0011); null: the owner's. */
  lang: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Date;
  updated_at: Date;
  /** When the signer first opened the request (0024), for the webhooks' viewed event. */
  viewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A field a signer fills (0043; docs/form-fields.md): its definition, and its value once filled (a sender's prefill is read-only). */
export interface SignerFormFieldsTable {
  id: string;
  signature_request_id: string;
  signer_id: string;
  name: string;
  position: number;
  definition: JSONColumnType<FormField>;
  value: ColumnType<FormFieldValue | null, string | null, string | null>;
  read_only: Generated<boolean>;
  filled_at: Date | null;
  filled_by_role: "owner" | "signer" | null;
  filled_by_user_id: string | null;
  filled_by_signer_id: string | null;
  created_at: Date;
}

/** One row per request and reader of the dashboard list; kept by triggers (migration 0007). */
export interface SignatureRequestParticipantsTable {
  signature_request_id: string;
  /** The account the row is for, or null when it is for an address not bound to an account (email). */
  user_id: string | null;
  email: string | null;
  is_owner: boolean;
  status: SignatureRequestsTable["status"];
  title: string;
  created_at: Date;
  updated_at: Date;
  search_text: string;
}

export interface ObserversTable {
  id: string;
  signature_request_id: string;
  email: string;
  user_id: string | null;
  created_at: Date;
}

export interface SignatureRequestEventsTable {
  id: string;
  signature_request_id: string;
  type: string;
  actor_user_id: string | null;
  actor_email: string | null;
  actor_role: string;
  signer_id: string | null;
  details: JSONColumnType<Record<string, unknown>>;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
}

export interface PlatformSecretsTable {
  name: string;
  value: string;
  created_at: Date;
}

export interface TanChallengesTable {
  id: string;
  /** An account's TAN (by SMS), or a direct-sign guest signer's (by e-mail, 0011). */
  user_id: string | null;
  signer_id: string | null;
  /** A template link visitor's code confirming their address (0046). */
  link_visit_id: Generated<string | null>;
  purpose: "mobile_confirmation" | "signing" | "direct_signing" | "template_link";
  /** The mobile number or e-mail address the code went to. */
  destination: string;
  code_hash: string;
  failed_attempts: Generated<number>;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  locked_at: Date | null;
  /** When the right code was entered (0011); a superseded code is used without being verified. */
  verified_at: Date | null;
  /** A checked guest TAN allows one signing; set when it does (0011). */
  consumed_at: Date | null;
}

export interface IdentificationsTable {
  id: string;
  /** An account's identification, or a direct-sign guest's, which belongs to their signer entry (0013). */
  user_id: string | null;
  signer_id: string | null;
  provider: "srs" | "intrum";
  /** id-austria from 0038. */
  method: "video" | "robo" | "autoident" | "id-austria";
  legislation: "eidas" | "zertes";
  status: "initialized" | "inprogress" | "success" | "failure" | "cancelled";
  is_demo: boolean;
  signature_request_id: string | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  /** 0030: the provider's protocol (docs/identification.md). */
  appointment_status: Generated<"initialized" | "inprogress" | "success" | "failure" | "unknown">;
  outcome: Generated<"completed" | "failed" | "abandoned" | "serial_number_mismatch" | "cancelled" | null>;
  /** The opaque reference of the person Paraph gives the provider; its reports must name it. */
  reference: Generated<string | null>;
  provider_session_id: Generated<string | null>;
  ident_url: Generated<string | null>;
  return_path: Generated<string | null>;
  rejected_callback_code: Generated<string | null>;
  rejected_callback_at: Generated<Date | null>;
  eid_first_name: Generated<string | null>;
  eid_last_name: Generated<string | null>;
  eid_date_of_birth: Generated<string | null>;
  eid_document_number: Generated<string | null>;
  covered_by: Generated<"own_business" | "request_sender" | null>;
  /** What the person pays, minor units; 0 when covered or free. */
  price_amount: Generated<number>;
  price_currency: Generated<string>;
  /** 0040: a session at the provider, or eID data the person supplied and Paraph looked up. */
  origin: Generated<"session" | "eid_data">;
  paid_at: Generated<Date | null>;
  payment_reference: Generated<string | null>;
}

/** Reports of identity providers received, by event id: a replay finds its id (0030). */
export interface IdentificationCallbackEventsTable {
  event_id: string;
  identification_id: string | null;
  outcome: string;
  received_at: Date;
}

export interface BusinessesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  support_email: string | null;
  support_phone: string | null;
  attach_signed_document: Generated<boolean>;
  attach_signed_document_customisable: Generated<boolean>;
  attach_signature_protocol: Generated<boolean>;
  attach_signature_protocol_customisable: Generated<boolean>;
  mab_direct_sign_enabled: Generated<boolean>;
  logo_sha256: string | null;
  logo_width: number | null;
  logo_height: number | null;
  /** Null: the server's default limits (0015). */
  signer_groups_max_groups: Generated<number | null>;
  signer_groups_max_participants: Generated<number | null>;
  /** Spec §3 settings added by 0017. */
  part11_enabled: Generated<boolean>;
  retention_enabled: Generated<boolean>;
  retention_terminal_states: Generated<string[]>;
  retention_days: Generated<number>;
  affiliate_enabled: Generated<boolean>;
  guidance_enabled: Generated<boolean>;
  embed_origins: Generated<string[]>;
  gtc_accepted_at: Date;
  dpa_accepted_at: Date;
  deletion_requested_at: Date | null;
  deletion_effective_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface BusinessMembersTable {
  business_id: string;
  user_id: string;
  role: "admin" | "member";
  joined_at: Date;
}

export interface BusinessInvitationsTable {
  id: string;
  business_id: string;
  email: string;
  invited_by: string | null;
  created_at: Date;
}

export interface BusinessDomainsTable {
  business_id: string;
  domain: string;
  created_at: Date;
}

export interface BusinessSsoTable {
  business_id: string;
  issuer: string;
  client_id: string;
  client_secret_sealed: string;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface BusinessSsoDomainsTable {
  domain: string;
  business_id: string;
}

export interface SsoLoginsTable {
  id: string;
  business_id: string;
  state_hash: string;
  browser_hash: string;
  code_verifier_sealed: string;
  nonce: string;
  created_at: Date;
  expires_at: Date;
  callback_at: Date | null;
  user_id: string | null;
  login_code_hash: string | null;
  login_code_expires_at: Date | null;
  redeemed_at: Date | null;
}

export interface SealsTable {
  id: string;
  business_id: string;
  account_name: string;
  display_name: string;
  /** The seal certificate, DER in base64; its private key is in $DATA_DIR/pki/seals (0008). */
  certificate: string;
  image_sha256: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A business's API user (0023); the account itself is the users row of user_id. */
export interface BusinessApiUsersTable {
  user_id: string;
  business_id: string;
  username: string;
  description: string;
  /** SHA-256 of the key; the key is shown once and never stored. */
  key_hash: string;
  created_at: Date;
  last_used_at: Date | null;
  seal_id: string | null;
}

/** Everyone who acts for a business (0023 view): members with their role, API users as "api". */
export interface BusinessAccountsView {
  business_id: string;
  user_id: string;
  role: "admin" | "member" | "api";
  joined_at: Date;
}

export interface SealMembersTable {
  seal_id: string;
  user_id: string;
  added_at: Date;
}

/** A mobile signing (MAB) started with a pushed authorization request, redeemed once by its signer (0013). */
export interface MabSigningsTable {
  id: string;
  /** SHA-256 of the OAuth state the provider hands back; the state itself is never stored. */
  state_hash: string;
  /** The PKCE code verifier, sent only to the provider's token endpoint. */
  code_verifier: string;
  provider: string;
  signature_request_id: string;
  signer_id: string;
  /** The account that started it; null for a direct-sign guest. */
  user_id: string | null;
  language: string;
  redirect_query_params: string;
  /** The signer accepted the request's terms of use when starting (0039). */
  terms_of_use_accepted: Generated<boolean>;
  /** The signer's form field values given when starting (0044), by field name; null for none. */
  form_field_values: ColumnType<FormFieldValues | null, string | null | undefined, string | null>;
  created_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
}

/** A remote (CSC) qualified signing waiting for the signer's one-time password (0012). */
export interface RemoteSigningProcessesTable {
  id: string;
  /** The account that started it; null for a direct-sign guest. */
  user_id: string | null;
  signer_id: string | null;
  provider: string;
  credential_id: string;
  quality: string;
  legislation: string | null;
  /** The POST /v3/sign body it signs: requests, fields, names and reasons. */
  input: unknown;
  status: "otp_sent" | "signed" | "locked" | "superseded" | "cancelled";
  failed_attempts: Generated<number>;
  created_at: Date;
  expires_at: Date;
  finished_at: Date | null;
  /** Until when a call signing with the one-time password holds the process; null when none does. */
  claimed_until: Generated<Date | null>;
}

/** A business's named list of people to add as signers in one step (0015). */
export interface SignerGroupsTable {
  id: string;
  business_id: string;
  name: string;
  version: Generated<number>;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface SignerGroupParticipantsTable {
  group_id: string;
  position: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
}

/** A signature a business member made, copied from its signed event by a trigger (0016). */
export interface BusinessSignatureActivitiesTable {
  id: string;
  business_id: string;
  user_id: string;
  signature_request_id: string;
  title: string;
  quality: string;
  legislation: string | null;
  seal_account_name: string | null;
  signed_at: Date;
}

/** A request the retention job deleted for a business (0019, docs/business-settings.md). */
export interface BusinessAutomaticDeletionsTable {
  signature_request_id: string;
  business_id: string;
  owner_id: string;
  title: string;
  status: string;
  document_count: number;
  closed_at: Date;
  deleted_at: Date;
}

/** Signatures per business member and UTC day, kept by the same trigger (0016). */
export interface BusinessSignatureDailyCountsTable {
  business_id: string;
  user_id: string;
  day: ColumnType<Date, string, string>;
  signatures: number;
}

/** Signatures per business, UTC day and kind (seal, or the personal quality), kept by a trigger (0018). */
export interface BusinessSignatureKindDailyCountsTable {
  business_id: string;
  day: ColumnType<Date, string, string>;
  kind: "ses" | "aes" | "qes" | "seal";
  signatures: number;
}

/** A request a business member sent, copied by a trigger when sent and updated when it ends (0018). */
export interface BusinessSentRequestsTable {
  id: string;
  business_id: string;
  owner_id: string;
  sent_at: Date;
  status: "open" | "completed" | "declined" | "withdrawn" | "expired";
  closed_at: Date | null;
}

/** Requests sent (on the day sent) and ended by outcome (on the day ended), per business and UTC day (0018). */
export interface BusinessRequestDailyCountsTable {
  business_id: string;
  day: ColumnType<Date, string, string>;
  outcome: "sent" | "completed" | "declined" | "withdrawn" | "expired";
  requests: number;
}

/** Requests each sender sent, per business and UTC day (0018). */
export interface BusinessSenderDailyCountsTable {
  business_id: string;
  day: ColumnType<Date, string, string>;
  owner_id: string;
  requests: number;
}

/** Completed requests per business, UTC day of completion and duration bucket (1.05^bucket seconds; 0017). */
export interface BusinessCompletionDurationCountsTable {
  business_id: string;
  day: ColumnType<Date, string, string>;
  bucket: number;
  requests: number;
}

/** AES for business: the business's declaration (migration 0022). */
export interface BusinessAes4bizTable {
  business_id: string;
  enabled: boolean;
  representative_name: string | null;
  representative_email: string | null;
  commercial_register: string | null;
  updated_by: string | null;
  updated_at: Date;
}

/** The allowed domains an AES-for-business declaration covers. */
export interface BusinessAes4bizDomainsTable {
  business_id: string;
  domain: string;
}

export interface WebhooksTable {
  id: string;
  business_id: string;
  url: string;
  description: string;
  events: JSONColumnType<string[]>;
  enabled: boolean;
  disabled_for_failures: Generated<boolean>;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
  failing_since: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface BusinessCallbackSecretsTable {
  business_id: string;
  secret: string;
  created_at: Date;
}

export interface WebhookDeliveriesTable {
  id: string;
  /** bigserial: the order of deliveries within a line; only ever ordered by, never read. */
  sequence: Generated<number>;
  business_id: string;
  webhook_id: string | null;
  callback_url: string | null;
  event_id: string;
  event_type: string;
  ordering_key: string;
  body: string;
  status: "waiting" | "pending" | "succeeded" | "failed";
  attempts: Generated<number>;
  last_status_code: number | null;
  last_error: string | null;
  last_response_body: string | null;
  last_duration_ms: number | null;
  next_attempt_at: Date | null;
  created_at: Date;
  delivered_at: Date | null;
}

export interface CscDemoOtpsTable {
  credential_id: string;
  otp_hash: string;
  salt: string;
  expires_at: Date;
  failed_attempts: Generated<number>;
}

export interface CscDemoAuthorizationsTable {
  sad_hash: string;
  credential_id: string;
  /** The base64 hashes still to be signed (JSON array). */
  hashes: JSONColumnType<string[]>;
  expires_at: Date;
}

/** Billing (0026; docs/billing.md). */
export interface BillingSubscriptionsTable {
  id: string;
  business_id: string | null;
  user_id: string | null;
  payment_method: "TRIALING" | "NEEDS_PAYMENT_METHOD" | "BLOCKED" | "MANUAL" | "STRIPE" | "CHARGEBEE";
  current_plan: string;
  current_type: string;
  current_start_at: Date;
  current_end_at: Date | null;
  next_plan: string | null;
  next_type: string | null;
  next_start_at: Date | null;
  cycle: "monthly" | "yearly" | null;
  currency: Generated<"CHF" | "EUR">;
  seats: number;
  trial_ends_at: Date | null;
  payment_due_since: Date | null;
  blocks_at: Date | null;
  quota_anchor_at: Date;
  provider: "builtin" | "stripe" | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  provider_payment_method_id: string | null;
  provider_status: string | null;
  provider_error_code: string | null;
  provider_event_id: string | null;
  provider_event_at: Date | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  postal_code: string | null;
  country: string | null;
  vat: string | null;
  referral_code: string | null;
  referred_by_code: string | null;
  referral_applied_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface BillingUsageCountersTable {
  subscription_id: string;
  period_start: Date;
  /** The signatures' billed quality, or `extension` for POST /v1/extend. */
  quality: "ses" | "aes" | "qes" | "extension";
  used: number;
}

export interface BillingPromoCodesTable {
  code: string;
  percent_off: number;
  duration_months: number | null;
  plans: Generated<string[]>;
  cycles: Generated<string[]>;
  max_redemptions: number | null;
  redemptions: Generated<number>;
  expires_at: Date | null;
  created_at: Date;
}

export interface BillingDiscountsTable {
  id: string;
  subscription_id: string;
  code: string;
  type: "promo" | "referral";
  percent_off: number;
  expires_at: Date | null;
  created_at: Date;
}

export interface BillingCustomExtrasTable {
  id: string;
  business_id: string;
  name: string;
  description: string | null;
  quantity: number | null;
  price: number | null;
  currency: "CHF" | "EUR" | null;
  created_at: Date;
}

export interface BillingBuiltinSetupIntentsTable {
  id: string;
  customer_id: string;
  client_secret_hash: string;
  payment_method_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  status: "requires_payment_method" | "succeeded";
  created_at: Date;
}

export interface BillingBuiltinSubscriptionsTable {
  id: string;
  customer_id: string;
  plan: string;
  cycle: "monthly" | "yearly";
  currency: "CHF" | "EUR";
  unit_amount: number;
  seats: number;
  percent_off: Generated<number>;
  status: string;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: Generated<boolean>;
  created_at: Date;
  updated_at: Date;
}

export interface BillingBuiltinInvoicesTable {
  id: string;
  customer_id: string;
  number: string;
  currency: "CHF" | "EUR";
  total: number;
  lines: JSONColumnType<{ description: string; quantity: number; amount: number; isProration: boolean; periodStart: string | null; periodEnd: string | null }[]>;
  idempotency_key: string | null;
  created_at: Date;
}

/** A payment provider's verified events (0028): Stripe webhooks by id, and what applying them did. */
export interface BillingProviderEventsTable {
  provider: "stripe";
  event_id: string;
  type: string;
  object_id: string | null;
  provider_created_at: Date;
  received_at: Date;
  /** The event as received (jsonb); written as its JSON text. */
  payload: JSONColumnType<Record<string, unknown>, string, never>;
  processed_at: Date | null;
  outcome: string | null;
}

/** A role of a template as stored (0045): its place is its index in the array. */
export interface StoredTemplateRole {
  name: string;
  quality: string | null;
  signature_fields: SignatureField[];
  form_fields: FormField[];
}

export interface TemplatesTable {
  id: string;
  owner_id: string;
  /** The business it is shared with, or null. */
  business_id: string | null;
  title: string;
  message: string | null;
  signing_order: "parallel" | "sequential";
  quality: string;
  legislation: string | null;
  roles: ColumnType<StoredTemplateRole[], string, string>;
  version: Generated<number>;
  created_at: Date;
  updated_at: Date;
}

export interface TemplateDocumentsTable {
  id: string;
  template_id: string;
  position: number;
  title: string;
  pages: ColumnType<PageInfo[], string, string>;
  cleaning: ColumnType<DocumentCleaning | null, string | null, string | null>;
  blob_sha256: string;
  byte_size: number;
  created_at: Date;
}

/** People of a direct link's other roles, by role name. */
export type StoredTemplatePeople = Record<string, { email: string; firstName?: string | undefined; lastName?: string | undefined }>;

/** A bulk send's column, as the header named it: a role's person or a form field to prefill; `ignored` for `#` columns. */
export type StoredBulkSendColumn = { kind: "email" | "firstName" | "lastName"; role: string } | { kind: "field"; name: string } | { kind: "ignored"; name: string };

export interface BulkSendsTable {
  id: string;
  template_id: string | null;
  template_title: string;
  created_by: string;
  business_id: string | null;
  csv_sha256: string;
  separator: "," | ";";
  /** The header as uploaded, for the errors file. */
  header: ColumnType<string[], string, string>;
  columns: ColumnType<StoredBulkSendColumn[], string, string>;
  total_rows: number;
  next_byte: ColumnType<number, number, number>;
  next_row: ColumnType<number, number | undefined, number>;
  succeeded: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
  status: "queued" | "running" | "completed" | "failed";
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
}

export interface BulkSendRowsTable {
  bulk_send_id: string;
  row_number: number;
  signature_request_id: string | null;
  error: string | null;
  fields: ColumnType<string[] | null, string | null, string | null>;
  created_at: Date;
}

export interface TemplateDirectLinksTable {
  template_id: string;
  token_hash: string;
  open_role: string;
  people: ColumnType<StoredTemplatePeople, string, string>;
  prefill: ColumnType<Record<string, string | boolean>, string, string>;
  created_by: string | null;
  created_at: Date;
  revoked_at: Date | null;
}

export interface TemplateLinkVisitsTable {
  id: string;
  template_id: string;
  email: string;
  first_name: string;
  last_name: string;
  lang: string | null;
  created_at: Date;
  confirmed_at: Date | null;
  signature_request_id: string | null;
  signer_id: string | null;
}

export interface DatabaseSchema {
  templates: TemplatesTable;
  template_documents: TemplateDocumentsTable;
  template_direct_links: TemplateDirectLinksTable;
  bulk_sends: BulkSendsTable;
  bulk_send_rows: BulkSendRowsTable;
  embedded_sessions: EmbeddedSessionsTable;
  template_link_visits: TemplateLinkVisitsTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  contacts: ContactsTable;
  rate_limit_windows: RateLimitWindowsTable;
  idempotency_keys: IdempotencyKeysTable;
  jobs: JobsTable;
  mails: MailsTable;
  maintenance_notice: MaintenanceNoticeTable;
  documents: DocumentsTable;
  document_versions: DocumentVersionsTable;
  document_archive_time_stamps: DocumentArchiveTimeStampsTable;
  archive_time_stamp_renewals: ArchiveTimeStampRenewalsTable;
  attachments: AttachmentsTable;
  signature_requests: SignatureRequestsTable;
  signature_request_documents: SignatureRequestDocumentsTable;
  signers: SignersTable;
  signer_form_fields: SignerFormFieldsTable;
  observers: ObserversTable;
  signature_request_participants: SignatureRequestParticipantsTable;
  signature_request_events: SignatureRequestEventsTable;
  platform_secrets: PlatformSecretsTable;
  csc_demo_otps: CscDemoOtpsTable;
  csc_demo_authorizations: CscDemoAuthorizationsTable;
  tan_challenges: TanChallengesTable;
  identifications: IdentificationsTable;
  identification_callback_events: IdentificationCallbackEventsTable;
  visual_signatures: VisualSignaturesTable;
  businesses: BusinessesTable;
  business_members: BusinessMembersTable;
  business_invitations: BusinessInvitationsTable;
  business_domains: BusinessDomainsTable;
  business_sso: BusinessSsoTable;
  business_sso_domains: BusinessSsoDomainsTable;
  sso_logins: SsoLoginsTable;
  business_aes4biz: BusinessAes4bizTable;
  business_aes4biz_domains: BusinessAes4bizDomainsTable;
  seals: SealsTable;
  seal_members: SealMembersTable;
  signer_groups: SignerGroupsTable;
  signer_group_participants: SignerGroupParticipantsTable;
  mab_signings: MabSigningsTable;
  remote_signing_processes: RemoteSigningProcessesTable;
  business_signature_activities: BusinessSignatureActivitiesTable;
  business_signature_daily_counts: BusinessSignatureDailyCountsTable;
  business_signature_kind_daily_counts: BusinessSignatureKindDailyCountsTable;
  business_sent_requests: BusinessSentRequestsTable;
  business_request_daily_counts: BusinessRequestDailyCountsTable;
  business_sender_daily_counts: BusinessSenderDailyCountsTable;
  business_completion_duration_counts: BusinessCompletionDurationCountsTable;
  business_automatic_deletions: BusinessAutomaticDeletionsTable;
  business_api_users: BusinessApiUsersTable;
  business_accounts: BusinessAccountsView;
  webhooks: WebhooksTable;
  business_callback_secrets: BusinessCallbackSecretsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  billing_subscriptions: BillingSubscriptionsTable;
  billing_usage_counters: BillingUsageCountersTable;
  billing_promo_codes: BillingPromoCodesTable;
  billing_discounts: BillingDiscountsTable;
  billing_custom_extras: BillingCustomExtrasTable;
  billing_builtin_setup_intents: BillingBuiltinSetupIntentsTable;
  billing_builtin_subscriptions: BillingBuiltinSubscriptionsTable;
  billing_builtin_invoices: BillingBuiltinInvoicesTable;
  billing_provider_events: BillingProviderEventsTable;
  signing_progress: SigningProgressTable;
  document_signing_turns: DocumentSigningTurnsTable;
  survey_answers: SurveyAnswersTable;
  embedded_signing_links: EmbeddedSigningLinksTable;
}

/** Where one signer's signing act stands (0031): the signing overlay polls it. */
export interface SigningProgressTable {
  signer_id: string;
  request_id: string;
  stage: "waiting-for-turn" | "preparing" | "signing" | "time-stamping" | "recording" | "done" | "failed";
  updated_at: Date;
  /** While waiting for its turn (0041): how many signing acts are ahead in the documents' lines. */
  ahead: number | null;
}

/** A signing act's place in one document's line (0041): the smallest live arrival has its turn. */
export interface DocumentSigningTurnsTable {
  document_id: string;
  arrival: number;
  lease_until: Date;
}

/** One answer to a satisfaction survey (0031): a score, or none when the survey was dismissed. */
export interface SurveyAnswersTable {
  id: string;
  user_id: string;
  kind: "transactional" | "relationship";
  score: number | null;
  comment: string | null;
  answered_at: Date;
}

export interface EmbeddedSigningLinksTable {
  id: string;
  token_hash: string;
  signature_request_id: string;
  signer_id: string;
  business_id: string;
  host_origin: string;
  return_url: string | null;
  created_by: string | null;
  created_at: Date;
  expires_at: Date;
  opened_at: Date | null;
  credential_hash: string | null;
  credential_expires_at: Date | null;
}
