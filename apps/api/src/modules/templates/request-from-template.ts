import type { FormFieldValues, SignatureRequestView, SignerInput, TemplatePerson } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { StoredTemplateRole } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { type Actor, createRequestIn, initiateLoadedRequest, type LoadedRequest, loadRequest, presentRequest } from "../signature-requests/index.ts";
import { assertTemplateVisible, templateCallerOf } from "./policy.ts";
import { findTemplateById, findTemplateDocuments, type TemplateDocumentRow, type TemplateRow } from "./repository.ts";
import { copyTemplateDocumentsFor } from "./template-documents.ts";
import { assertPeopleFitRoles, assertPrefillFits } from "./template-rules.ts";

/**
 * One signer per role, in the order given: the role's person, its fields moved onto the request's
 * copies of the documents, its form fields with the sender's prefilled values (read-only for the
 * signer). Pure, so the mapping is tested on its own.
 */
export function signerInputsOf(
  roles: readonly StoredTemplateRole[],
  people: Readonly<Record<string, TemplatePerson>>,
  prefill: FormFieldValues,
  documentIds: ReadonlyMap<string, string>,
): SignerInput[] {
  const onCopy = <F extends { document_id: string }>(field: F): F => ({ ...field, document_id: documentIds.get(field.document_id) ?? field.document_id });
  return roles.map((role) => {
    const person = people[role.name] as TemplatePerson;
    return {
      account_email: person.email,
      ...(person.firstName ? { first_name: person.firstName } : {}),
      ...(person.lastName ? { last_name: person.lastName } : {}),
      document_signatures: role.signature_fields.map(onCopy),
      form_fields: role.form_fields.map((field) => ({ ...onCopy(field), ...(field.name in prefill ? { value: prefill[field.name] } : {}) })),
    };
  });
}

export interface TemplateRequestInput {
  people: Readonly<Record<string, TemplatePerson>>;
  prefill: FormFieldValues;
  send: boolean;
  /** Roles to sign first, in this order (a direct link's open role); the others follow in the template's order. */
  firstRoles?: readonly string[];
}

/**
 * Makes the request in the caller's transaction: the documents copied for the sender, the signers
 * by role, the template and its version noted; sent through the same path as
 * POST /v3/signature-requests/{id}/initiate when asked (plans, quotas, invitations). Answers the
 * request as it was made, before it was sent (a bulk send needs only its id, so nothing is read
 * again); `documents` are the template's, when the caller has them already (a bulk send loads
 * them once per batch).
 */
export async function makeRequestFromTemplateIn(
  context: PlatformContext,
  trx: JobExecutor,
  actor: Actor & { userId: string },
  template: TemplateRow,
  input: TemplateRequestInput,
  documents?: readonly TemplateDocumentRow[],
): Promise<LoadedRequest> {
  assertPeopleFitRoles(template.roles, input.people);
  assertPrefillFits(template.roles, input.prefill);
  const first = input.firstRoles ?? [];
  const ordered = [...first.map((name) => template.roles.find((role) => role.name === name)).filter((role) => role !== undefined), ...template.roles.filter((role) => !first.includes(role.name))];
  const templateDocuments = documents ?? (await findTemplateDocuments(trx, template.id));
  const copies = await copyTemplateDocumentsFor(context, trx, actor.userId, templateDocuments);
  const created = await createRequestIn(
    context,
    trx,
    actor,
    {
      title: template.title,
      message: template.message,
      signing_order: template.signing_order,
      quality: template.quality as SignatureRequestView["quality"],
      legislation: template.legislation as SignatureRequestView["legislation"],
      documents: templateDocuments.map((document) => copies.get(document.id) as string),
      signatures: signerInputsOf(ordered, input.people, input.prefill, copies),
      observers: [],
    },
    { templateId: template.id, templateVersion: template.version },
  );
  // The draft was made in this transaction, so no one else can see it, let alone change it: it is sent as loaded.
  if (input.send) await initiateLoadedRequest(context, trx, actor, created);
  return created;
}

/** makeRequestFromTemplateIn, then the request as the sender sees it now (sent or a draft). */
export async function createRequestFromTemplateIn(
  context: PlatformContext,
  trx: JobExecutor,
  actor: Actor & { userId: string },
  template: TemplateRow,
  input: TemplateRequestInput,
): Promise<LoadedRequest> {
  const made = await makeRequestFromTemplateIn(context, trx, actor, template, input);
  return input.send ? loadRequest(trx, made.request.id, actor.userId) : made;
}

/** POST /v3/templates/{id}/signature-requests: anyone who may see the template may use it. */
export async function createRequestFromTemplate(
  context: PlatformContext,
  actor: Actor & { userId: string },
  templateId: string,
  input: TemplateRequestInput,
): Promise<SignatureRequestView> {
  return context.db.transaction().execute(async (trx) => {
    const template = await findTemplateById(trx, templateId);
    assertTemplateVisible(template, await templateCallerOf(trx, actor.userId));
    return presentRequest(trx, await createRequestFromTemplateIn(context, trx, actor, template, input));
  });
}
