import { sql, type Insertable, type Selectable } from "kysely";
import type {
  StoredTemplatePeople,
  StoredTemplateRole,
  TemplateDirectLinksTable,
  TemplateDocumentsTable,
  TemplateLinkVisitsTable,
  TemplatesTable,
} from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type TemplateRow = Selectable<TemplatesTable>;
export type TemplateDocumentRow = Selectable<TemplateDocumentsTable>;
export type TemplateDirectLinkRow = Selectable<TemplateDirectLinksTable>;
export type TemplateLinkVisitRow = Selectable<TemplateLinkVisitsTable>;
export type TemplateListRow = TemplateRow & { document_count: number; owner_email: string; owner_first_name: string; owner_last_name: string };

export interface TemplateSettings {
  title: string;
  message: string | null;
  signing_order: "parallel" | "sequential";
  quality: string;
  legislation: string | null;
  business_id: string | null;
  roles: StoredTemplateRole[];
}

export function findTemplateById(executor: JobExecutor, id: string): Promise<TemplateRow | undefined> {
  return executor.selectFrom("templates").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The template held until the transaction ends, so two saves count two versions. */
export function findTemplateForUpdate(executor: JobExecutor, id: string): Promise<TemplateRow | undefined> {
  return executor.selectFrom("templates").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function insertTemplate(executor: JobExecutor, row: Insertable<TemplatesTable>): Promise<TemplateRow> {
  return executor.insertInto("templates").values(row).returningAll().executeTakeFirstOrThrow();
}

/** Replaces the settings and roles and counts one more version. */
export function updateTemplateRow(executor: JobExecutor, id: string, settings: TemplateSettings, now: Date): Promise<TemplateRow> {
  return executor
    .updateTable("templates")
    .set((eb) => ({ ...settings, roles: JSON.stringify(settings.roles), updated_at: now, version: eb("version", "+", 1) }))
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteTemplateRow(executor: JobExecutor, id: string): Promise<void> {
  await executor.deleteFrom("templates").where("id", "=", id).execute();
}

/** LIKE's wildcards in a user's text match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface TemplateListFilter {
  userId: string;
  /** The caller's business: its shared templates are theirs to use. */
  businessId: string | undefined;
  scope: "mine" | "shared" | "all";
  query: string | undefined;
  page: number;
  size: number;
}

/** The templates the caller may use, newest change first, one page of them and how many there are. */
export async function findTemplatesPage(executor: JobExecutor, filter: TemplateListFilter): Promise<{ rows: TemplateListRow[]; total: number }> {
  let select = executor.selectFrom("templates").innerJoin("users as owner", "owner.id", "templates.owner_id");
  select = select.where((eb) => {
    const conditions = [];
    if (filter.scope !== "shared") conditions.push(eb("templates.owner_id", "=", filter.userId));
    if (filter.scope !== "mine" && filter.businessId) conditions.push(eb("templates.business_id", "=", filter.businessId));
    return eb.or(conditions);
  });
  if (filter.query) select = select.where(sql<boolean>`lower(templates.title) like lower(${likePattern(filter.query)})`);
  const counted = await select.select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow();
  const rows = await select
    .selectAll("templates")
    .select(["owner.email as owner_email", "owner.first_name as owner_first_name", "owner.last_name as owner_last_name"])
    .select((eb) =>
      eb.selectFrom("template_documents").select(sql<number>`count(*)::int`.as("count")).whereRef("template_documents.template_id", "=", "templates.id").as("document_count"),
    )
    .orderBy("templates.updated_at", "desc")
    .orderBy("templates.id")
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size)
    .execute();
  return { rows: rows as TemplateListRow[], total: counted.total };
}

export function findTemplateDocuments(executor: JobExecutor, templateId: string): Promise<TemplateDocumentRow[]> {
  return executor.selectFrom("template_documents").selectAll().where("template_id", "=", templateId).orderBy("position").execute();
}

export function findTemplateDocument(executor: JobExecutor, templateId: string, documentId: string): Promise<TemplateDocumentRow | undefined> {
  return executor.selectFrom("template_documents").selectAll().where("template_id", "=", templateId).where("id", "=", documentId).executeTakeFirst();
}

export async function insertTemplateDocument(executor: JobExecutor, row: Insertable<TemplateDocumentsTable>): Promise<void> {
  await executor.insertInto("template_documents").values(row).execute();
}

export async function setTemplateDocumentPosition(executor: JobExecutor, id: string, position: number): Promise<void> {
  await executor.updateTable("template_documents").set({ position }).where("id", "=", id).execute();
}

/** Deletes these documents of the template; returns the blobs they named. */
export async function deleteTemplateDocuments(executor: JobExecutor, templateId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const deleted = await executor.deleteFrom("template_documents").where("template_id", "=", templateId).where("id", "in", ids).returning("blob_sha256").execute();
  return deleted.map((row) => row.blob_sha256);
}

export function findDirectLinkOfTemplate(executor: JobExecutor, templateId: string): Promise<TemplateDirectLinkRow | undefined> {
  return executor.selectFrom("template_direct_links").selectAll().where("template_id", "=", templateId).executeTakeFirst();
}

export function findDirectLinkByTokenHash(executor: JobExecutor, tokenHash: string): Promise<TemplateDirectLinkRow | undefined> {
  return executor.selectFrom("template_direct_links").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}

/** The template's one link becomes this one: a new token, live again. */
export async function upsertDirectLink(
  executor: JobExecutor,
  link: { templateId: string; tokenHash: string; openRole: string; people: StoredTemplatePeople; prefill: Record<string, string | boolean>; createdBy: string; createdAt: Date },
): Promise<void> {
  const values = {
    token_hash: link.tokenHash,
    open_role: link.openRole,
    people: JSON.stringify(link.people),
    prefill: JSON.stringify(link.prefill),
    created_by: link.createdBy,
    created_at: link.createdAt,
    revoked_at: null,
  };
  await executor
    .insertInto("template_direct_links")
    .values({ template_id: link.templateId, ...values })
    .onConflict((conflict) => conflict.column("template_id").doUpdateSet(values))
    .execute();
}

export async function revokeDirectLink(executor: JobExecutor, templateId: string, now: Date): Promise<void> {
  await executor.updateTable("template_direct_links").set({ revoked_at: now }).where("template_id", "=", templateId).where("revoked_at", "is", null).execute();
}

export async function insertLinkVisit(executor: JobExecutor, row: TemplateLinkVisitRow): Promise<void> {
  await executor.insertInto("template_link_visits").values(row).execute();
}

export function findLinkVisitForUpdate(executor: JobExecutor, id: string): Promise<TemplateLinkVisitRow | undefined> {
  return executor.selectFrom("template_link_visits").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function markLinkVisitConfirmed(executor: JobExecutor, id: string, result: { now: Date; requestId: string; signerId: string }): Promise<void> {
  await executor
    .updateTable("template_link_visits")
    .set({ confirmed_at: result.now, signature_request_id: result.requestId, signer_id: result.signerId })
    .where("id", "=", id)
    .execute();
}

export function findLinkVisit(executor: JobExecutor, id: string): Promise<TemplateLinkVisitRow | undefined> {
  return executor.selectFrom("template_link_visits").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Whether the signer a confirmed visit made signs as a guest (no account of that address). */
export async function isVisitSignerGuest(executor: JobExecutor, signerId: string | null): Promise<boolean> {
  if (!signerId) return false;
  const signer = await executor.selectFrom("signers").select("user_id").where("id", "=", signerId).executeTakeFirst();
  return signer !== undefined && signer.user_id === null;
}
