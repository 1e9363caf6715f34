import type { FormFieldValues, SignatureRequestView, SignerInput, TemplatePerson } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { StoredTemplateRole } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { loadRequest, type LoadedRequest } from "../signature-requests/index.ts";
import type { Actor } from "../signature-requests/index.ts";
import { draftOf, loadRequestLookups, loadSendingLookups, sendingOf, withSending, type NewRequest, type RequestLookups, type SendingLookups } from "../signature-requests/index.ts";
import { insertNewRequests } from "../signature-requests/index.ts";
import { presentRequest } from "../signature-requests/index.ts";
import { assertTemplateVisible, templateCallerOf } from "./policy.ts";
import { findTemplateById, findTemplateDocuments, type TemplateDocumentRow, type TemplateRow } from "./repository.ts";
import { documentCopiesOf } from "./template-documents.ts";
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

/** A template with its documents, as requests are made of it. */
export interface TemplateSource {
  template: TemplateRow;
  documents: readonly TemplateDocumentRow[];
}

/**
 * What making requests of `inputs` needs from the database, read once for them all (a bulk
 * send's batch) or for one; what sending needs too when one of them is sent.
 */
export async function loadTemplateRequestLookups(
  context: PlatformContext,
  executor: JobExecutor,
  ownerId: string,
  inputs: readonly TemplateRequestInput[],
): Promise<RequestLookups | SendingLookups> {
  const named = { addresses: inputs.flatMap((input) => Object.values(input.people).map((person) => person.email)) };
  return inputs.some((input) => input.send) ? loadSendingLookups(context, executor, ownerId, named) : loadRequestLookups(context, executor, ownerId, named);
}

function canSend(lookups: RequestLookups | SendingLookups): lookups is SendingLookups {
  return "sender" in lookups;
}

/**
 * A request made from a template, in memory (new-request.ts): the people fit the roles and the
 * prefills the fields; the documents copied for the sender, the signers by role, the template
 * and its version noted; sent as POST /v3/signature-requests/{id}/initiate sends a draft when
 * asked (plans, invitations, jobs). The one definition of a template's request: POST
 * /v3/templates/{id}/signature-requests, a direct link and every row of a bulk send make theirs
 * here. A refusal is thrown; nothing is read or written.
 */
export function templateRequestOf(
  context: PlatformContext,
  lookups: RequestLookups | SendingLookups,
  actor: Actor & { userId: string },
  source: TemplateSource,
  input: TemplateRequestInput,
): NewRequest {
  const { template } = source;
  assertPeopleFitRoles(template.roles, input.people);
  assertPrefillFits(template.roles, input.prefill);
  const first = input.firstRoles ?? [];
  const ordered = [...first.map((name) => template.roles.find((role) => role.name === name)).filter((role) => role !== undefined), ...template.roles.filter((role) => !first.includes(role.name))];
  const copies = documentCopiesOf(context, actor.userId, source.documents);
  const copyIds = new Map(source.documents.map((document, index) => [document.id, copies[index]?.document.id ?? document.id]));
  const draft: NewRequest = {
    ...draftOf(
      context,
      lookups,
      actor,
      {
        title: template.title,
        message: template.message,
        signing_order: template.signing_order,
        quality: template.quality as SignatureRequestView["quality"],
        legislation: template.legislation as SignatureRequestView["legislation"],
        documents: copies.map((copy) => copy.document.id),
        signatures: signerInputsOf(ordered, input.people, input.prefill, copyIds),
        observers: [],
      },
      new Map(copies.map((copy) => [copy.document.id, copy.document.pages])),
      { templateId: template.id, templateVersion: template.version },
    ),
    documentCopies: copies,
  };
  if (!input.send) return draft;
  if (!canSend(lookups)) throw new Error("A template's request is sent with the lookups of sending (loadTemplateRequestLookups)");
  return withSending(draft, sendingOf(context, lookups, actor, { ...draft, documentCount: draft.documentIds.length }));
}

/** Makes and writes one template's request in the caller's transaction; answers its id. */
export async function makeRequestFromTemplateIn(context: PlatformContext, trx: JobExecutor, actor: Actor & { userId: string }, template: TemplateRow, input: TemplateRequestInput): Promise<string> {
  const lookups = await loadTemplateRequestLookups(context, trx, actor.userId, [input]);
  const made = templateRequestOf(context, lookups, actor, { template, documents: await findTemplateDocuments(trx, template.id) }, input);
  await insertNewRequests(context, trx, [made]);
  return made.request.id;
}

/** makeRequestFromTemplateIn, then the request as the sender sees it now (sent or a draft). */
export async function createRequestFromTemplateIn(
  context: PlatformContext,
  trx: JobExecutor,
  actor: Actor & { userId: string },
  template: TemplateRow,
  input: TemplateRequestInput,
): Promise<LoadedRequest> {
  return loadRequest(trx, await makeRequestFromTemplateIn(context, trx, actor, template, input), actor.userId);
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
