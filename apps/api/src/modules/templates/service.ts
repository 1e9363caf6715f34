import type { TemplateBody, TemplateListItem, TemplateView } from "@paraph/contracts";
import type { z } from "zod";
import type { listTemplatesQuery } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { StoredTemplateRole } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { scheduleBlobCleanup } from "../../platform/storage/blob-references.ts";
import { findUserById } from "../users/index.ts";
import { queueTemplateEvent } from "../webhooks/index.ts";
import { assertCanEditTemplate, assertTemplateVisible, canEditTemplate, templateCallerOf, type TemplateCaller } from "./policy.ts";
import { presentTemplate, presentTemplateListItem } from "./presenter.ts";
import {
  deleteTemplateDocuments,
  deleteTemplateRow,
  findDirectLinkOfTemplate,
  findTemplateById,
  findTemplateDocument,
  findTemplateDocuments,
  findTemplateForUpdate,
  findTemplatesPage,
  insertTemplate,
  updateTemplateRow,
  type TemplateRow,
  type TemplateSettings,
} from "./repository.ts";
import { setTemplateDocuments } from "./template-documents.ts";
import { assertTemplateShape } from "./template-rules.ts";

type ListQuery = z.output<typeof listTemplatesQuery>;

/** The roles as stored: their order is the signing order. */
function storedRoles(body: TemplateBody): StoredTemplateRole[] {
  return body.roles.map((role) => ({ name: role.name, quality: role.quality ?? null, signature_fields: role.signature_fields, form_fields: role.form_fields }));
}

function settingsOf(body: TemplateBody, caller: TemplateCaller, keepBusinessId: string | null): TemplateSettings {
  if (body.shared && !caller.businessId && !keepBusinessId) throw new AppError("template_share_needs_business");
  return {
    title: body.title,
    message: body.message ?? null,
    signing_order: body.signing_order,
    quality: body.quality,
    legislation: body.legislation ?? null,
    // An admin who edits a colleague's shared template keeps it with its business.
    business_id: body.shared ? (keepBusinessId ?? caller.businessId ?? null) : null,
    roles: storedRoles(body),
  };
}

export async function presentTemplateFor(executor: JobExecutor, template: TemplateRow, caller: TemplateCaller): Promise<TemplateView> {
  const canEdit = canEditTemplate(template, caller);
  return presentTemplate(template, {
    owner: await findUserById(executor, template.owner_id),
    documents: await findTemplateDocuments(executor, template.id),
    directLink: canEdit ? await findDirectLinkOfTemplate(executor, template.id) : undefined,
    canEdit,
  });
}

function eventOf(template: TemplateRow) {
  return { id: template.id, title: template.title, version: template.version, businessId: template.business_id, ownerId: template.owner_id };
}

export async function createTemplate(context: PlatformContext, userId: string, body: TemplateBody): Promise<TemplateView> {
  return context.db.transaction().execute(async (trx) => {
    const caller = await templateCallerOf(trx, userId);
    const now = context.clock.now();
    const settings = settingsOf(body, caller, null);
    const template = await insertTemplate(trx, { id: crypto.randomUUID(), owner_id: userId, ...settings, roles: JSON.stringify(settings.roles), created_at: now, updated_at: now });
    assertTemplateShape(settings.roles, await setTemplateDocuments(context, trx, template.id, userId, body.documents));
    await queueTemplateEvent(context, trx, "template.created", eventOf(template));
    return presentTemplateFor(trx, template, caller);
  });
}

export async function getTemplate(context: PlatformContext, userId: string, templateId: string): Promise<TemplateView> {
  const caller = await templateCallerOf(context.db, userId);
  const template = await findTemplateById(context.db, templateId);
  assertTemplateVisible(template, caller);
  return presentTemplateFor(context.db, template, caller);
}

/** One page of a template's document, for those who may see the template; the file's hash to render it from. */
export async function findTemplatePage(context: PlatformContext, userId: string, templateId: string, documentId: string, pageNumber: number): Promise<{ blobSha256: string; pageIndex: number }> {
  const template = await findTemplateById(context.db, templateId);
  assertTemplateVisible(template, await templateCallerOf(context.db, userId));
  const document = await findTemplateDocument(context.db, template.id, documentId);
  if (!document) throw new AppError("not_found");
  if (pageNumber > document.pages.length) throw new AppError("page_not_found", { pageCount: document.pages.length });
  return { blobSha256: document.blob_sha256, pageIndex: pageNumber - 1 };
}

export async function listTemplates(
  context: PlatformContext,
  userId: string,
  query: ListQuery,
): Promise<{ items: TemplateListItem[]; page: number; size: number; total: number }> {
  const caller = await templateCallerOf(context.db, userId);
  const { rows, total } = await findTemplatesPage(context.db, { userId, businessId: caller.businessId, scope: query.scope, query: query.q, page: query.page, size: query.size });
  return { items: rows.map((row) => presentTemplateListItem(row, canEditTemplate(row, caller))), page: query.page, size: query.size, total };
}

/** The template locked for a change by someone who may make it. */
export async function loadTemplateForChange(trx: JobExecutor, userId: string, templateId: string): Promise<{ template: TemplateRow; caller: TemplateCaller }> {
  const caller = await templateCallerOf(trx, userId);
  const template = await findTemplateForUpdate(trx, templateId);
  assertCanEditTemplate(template, caller);
  return { template, caller };
}

/** Replaces the template; its version counts one more. Documents left out are deleted, new uploads taken over. */
export async function updateTemplate(context: PlatformContext, userId: string, templateId: string, body: TemplateBody): Promise<TemplateView> {
  return context.db.transaction().execute(async (trx) => {
    const { template, caller } = await loadTemplateForChange(trx, userId, templateId);
    const settings = settingsOf(body, caller, template.business_id);
    const pages = await setTemplateDocuments(context, trx, template.id, userId, body.documents);
    assertTemplateShape(settings.roles, pages);
    const updated = await updateTemplateRow(trx, template.id, settings, context.clock.now());
    await queueTemplateEvent(context, trx, "template.updated", { ...eventOf(updated), businessId: updated.business_id ?? template.business_id });
    return presentTemplateFor(trx, updated, caller);
  });
}

export async function deleteTemplate(context: PlatformContext, userId: string, templateId: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const { template } = await loadTemplateForChange(trx, userId, templateId);
    const documents = await findTemplateDocuments(trx, template.id);
    await scheduleBlobCleanup(context.jobs, trx, await deleteTemplateDocuments(trx, template.id, documents.map((document) => document.id)));
    await deleteTemplateRow(trx, template.id);
    await queueTemplateEvent(context, trx, "template.deleted", eventOf(template));
  });
}
