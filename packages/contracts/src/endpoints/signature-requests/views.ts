import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { PAGE_SIZES } from "../../constants.ts";
import { signatureRequestIdParams, signatureRequestStatusSchema, SIGNATURE_REQUEST_STATUSES } from "./entity.ts";

export const SIGNATURE_REQUEST_EVENT_TYPES = [
  "created",
  "updated",
  "document_added",
  "document_removed",
  "signer_added",
  "signer_updated",
  "signer_removed",
  "observer_added",
  "observer_removed",
  "initiated",
  "invited",
  "reminded",
  "signed",
  "declined",
  "withdrawn",
  "delegated",
  "claimed",
  "completed",
  "expired",
  "embedded_link_created",
  "embedded_link_opened",
] as const;

export const signatureRequestEventSchema = z.object({
  id: z.string(),
  type: z.enum(SIGNATURE_REQUEST_EVENT_TYPES),
  actor: z.object({ userId: z.string().nullable(), email: z.string().nullable(), role: z.string() }),
  signerId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type SignatureRequestEvent = z.infer<typeof signatureRequestEventSchema>;

export const getSignatureRequestStatus = defineEndpoint({
  method: "GET",
  path: "/v3/signature-requests/:id/status",
  summary: "The request's status and each signer's, for polling",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: signatureRequestIdParams,
  response: z.object({
    status: signatureRequestStatusSchema,
    signers: z.array(z.object({ id: z.string(), status: z.string() })),
    updatedAt: z.string(),
  }),
});

export const getSignatureRequestEvents = defineEndpoint({
  method: "GET",
  path: "/v3/signature-requests/:id/events",
  summary: "The audit trail: who did what, when, from which address and client",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: signatureRequestIdParams,
  response: z.object({ events: z.array(signatureRequestEventSchema) }),
});

export const getSignatureRequestLockStatus = defineEndpoint({
  method: "GET",
  path: "/v3/signature-requests/:id/lock-status",
  summary: "Whether a signature is being applied right now (signers wait their turn)",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: signatureRequestIdParams,
  response: z.object({ locked: z.boolean(), lockedUntil: z.string().nullable() }),
});

export const downloadSignatureRequestZip = defineEndpoint({
  method: "GET",
  path: "/v3/signature-requests/:id/zip",
  summary: "All documents in one ZIP; signed=true takes each document's latest signed version where there is one",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: signatureRequestIdParams,
  query: z.strictObject({ signed: z.enum(["true", "false"]).optional() }),
});

/**
 * The request's evidence package, a ZIP (docs/evidence-package.md): each document's latest signed
 * version, the signature protocol, the audit trail as JSON (with its detached CMS seal by the
 * installation) and as a sealed PDF, the ETSI TS 119 102-2 validation report of each signed
 * document, the installation's root certificate and a README saying how to check the seals.
 */
export const downloadSignatureRequestEvidence = defineEndpoint({
  method: "GET",
  path: "/v3/signature-requests/:id/evidence",
  summary: "The evidence package (ZIP): signed documents, signature protocol, sealed audit trail (JSON and PDF), validation reports and a README",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: signatureRequestIdParams,
});

export const REPORT_TYPES = ["protocol", "events-csv"] as const;

export const getSignatureRequestReport = defineEndpoint({
  method: "GET",
  path: "/v3/signature-requests/:id/report",
  summary: "protocol: the signature protocol as PDF; events-csv: the audit trail as CSV",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: signatureRequestIdParams,
  query: z.strictObject({ type: z.enum(REPORT_TYPES).default("protocol") }),
});

const statusList = z
  .union([signatureRequestStatusSchema, z.array(signatureRequestStatusSchema)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

export const SORT_FIELDS = ["createdAt", "updatedAt", "title", "status"] as const;

export const listSignatureRequestsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), { message: "Page size must be 25, 50 or 100" })
    .default(25),
  sortOrder: z.enum(["asc", "desc"]).default("desc"),
  sortBy: z.enum(SORT_FIELDS).default("createdAt"),
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
  /** Which date dateFrom and dateTo apply to. */
  dateTimeMode: z.enum(["created", "updated"]).default("created"),
  status: statusList.optional(),
  search: singleLineText().min(1).max(200).optional(),
  /** me: requests I sent; others: requests others sent me; all (default): both. */
  sendBy: z.enum(["me", "others", "all"]).default("all"),
  /** Dashboard tab: inbox (waiting for my signature first), drafts (mine), search (everything). */
  tab: z.enum(["inbox", "drafts", "search"]).optional(),
});

export const signatureRequestListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(SIGNATURE_REQUEST_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string().nullable(),
  owner: z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() }),
  myRole: z.enum(["owner", "signer", "observer"]),
  mySignerStatus: z.string().nullable(),
  signers: z.array(z.object({ email: z.string(), status: z.string() })),
  documentCount: z.number().int(),
});

export const listSignatureRequests = defineEndpoint({
  method: "GET",
  path: "/v3/signature-requests-redesign",
  summary: "The requests I sent, must sign or observe, filtered, sorted and paged",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  query: listSignatureRequestsQuery,
  response: z.object({
    items: z.array(signatureRequestListItemSchema),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  }),
});

export const getSendtoInternal = defineEndpoint({
  method: "GET",
  path: "/v3/sendto/:id/get-internal",
  summary: "What an invitation link (/sendto/{id}) is for, before the logged-in user claims it",
  tag: "Signature requests",
  auth: "user",
  successStatus: 200,
  params: z.strictObject({ id: singleLineText().min(20).max(100) }),
  response: z.object({
    signatureRequestId: z.string(),
    title: z.string(),
    ownerName: z.string(),
    invitedEmail: z.string(),
    isClaimable: z.boolean(),
    isClaimedByMe: z.boolean(),
  }),
});

export const claimSendto = defineEndpoint({
  method: "POST",
  path: "/v3/sendto/:id/claim",
  summary: "Take an invitation sent to another of your addresses into this account",
  tag: "Signature requests",
  auth: "user",
  successStatus: 200,
  params: z.strictObject({ id: singleLineText().min(20).max(100) }),
  response: z.object({ signatureRequestId: z.string() }),
});
