import type { SignerInput } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { PageInfo } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { checkedSignerFormFields, signerFormFieldRowsOf, type DrawingFace, type NewSignerFormFieldRow } from "../form-fields/index.ts";
import type { UserRow } from "../users/index.ts";
import type { Actor, RequestEvent } from "./events.ts";
import { invitationTokenHashWith, type InvitationKeys } from "./invitations.ts";
import type { SignatureRequestRow, SignerRow } from "./repository.ts";
import { assertFieldsOnPages } from "./validation.ts";

/** The request a signer joins, as far as adding them needs it. */
export interface SignerTarget {
  request: Pick<SignatureRequestRow, "id" | "owner_id">;
  /** Its signers so far. */
  signers: readonly SignerRow[];
  /** Its documents, and their pages (documents/index.ts findDocumentPages). */
  documentIds: readonly string[];
  pages: ReadonlyMap<string, readonly PageInfo[]>;
  /** The form fields of its other signers (their names are taken). */
  otherFormFields: readonly { name: string }[];
  /** The face the signed PDF draws values in (prefills it cannot draw are refused). */
  face: DrawingFace;
}

/** A signer to add, checked and made in memory: their row, their form fields' rows, the audit event. */
export interface NewSigner {
  signer: SignerRow;
  formFields: NewSignerFormFieldRow[];
  event: RequestEvent;
}

/**
 * A signer added to a request (a new draft's, POST …/signers, a delegation's replacement), the
 * one place that decides what that is: no one active twice, the fields on the request's pages,
 * bound to the account of their address if there is one, invited later by a link whose secret's
 * hash is stored, the form fields with the sender's prefills (form-fields/definitions.ts), and
 * `signer_added` in the audit trail. Nothing is read or written.
 */
export function newSignerOf(
  context: PlatformContext,
  keys: InvitationKeys,
  target: SignerTarget,
  account: UserRow | undefined,
  actor: Actor,
  input: SignerInput,
): NewSigner {
  const active = target.signers.filter((signer) => signer.status === "pending" || signer.status === "open" || signer.status === "signed");
  if (active.some((signer) => signer.email === input.account_email)) throw new AppError("signer_already_added", { email: input.account_email });
  assertFieldsOnPages([...input.document_signatures, ...(input.form_fields ?? [])], target.documentIds, target.pages);
  const id = crypto.randomUUID();
  const now = context.clock.now();
  const signer: SignerRow = {
    viewed_at: null,
    id,
    signature_request_id: target.request.id,
    email: input.account_email,
    identity_email: input.signer_identity_data?.email_address ?? null,
    user_id: account?.id ?? null,
    first_name: input.first_name ?? account?.first_name ?? null,
    last_name: input.last_name ?? account?.last_name ?? null,
    position: Math.max(-1, ...target.signers.map((entry) => entry.position)) + 1,
    status: "pending",
    invitation_token_hash: invitationTokenHashWith(keys, id),
    fields: input.document_signatures,
    quality: null,
    legislation: null,
    signed_at: null,
    declined_at: null,
    decline_message: null,
    delegated_to_signer_id: null,
    last_reminded_at: null,
    lang: null,
    created_at: now,
    updated_at: now,
  };
  const formFields = input.form_fields?.length
    ? signerFormFieldRowsOf(
        { requestId: target.request.id, signerId: id, ownerId: target.request.owner_id, now },
        checkedSignerFormFields(input.form_fields, { others: target.otherFormFields, face: target.face }),
      )
    : [];
  const event: RequestEvent = {
    requestId: target.request.id,
    type: "signer_added",
    actor,
    role: "owner",
    signerId: id,
    details: { email: signer.email, ...formFieldEventDetails(input.form_fields) },
  };
  return { signer, formFields, event };
}

/**
 * What the audit trail says of a signer's form fields when the sender sets them: their names and
 * which the sender prefilled, never the values (docs/form-fields.md, "Audit trail").
 */
export function formFieldEventDetails(fields: SignerInput["form_fields"]): Record<string, string[]> {
  if (!fields) return {};
  return { formFields: fields.map((field) => field.name), prefilledFormFields: fields.filter((field) => field.value !== undefined).map((field) => field.name) };
}
