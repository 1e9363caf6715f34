import type { Quality, TemplateListItem, TemplateView } from "@paraph/contracts";
import type { TemplateDirectLinkRow, TemplateDocumentRow, TemplateListRow, TemplateRow } from "./repository.ts";

interface Owner {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

export function presentTemplate(
  template: TemplateRow,
  parts: { owner: Owner | undefined; documents: readonly TemplateDocumentRow[]; directLink: TemplateDirectLinkRow | undefined; canEdit: boolean },
): TemplateView {
  const { owner, documents, directLink, canEdit } = parts;
  return {
    id: template.id,
    title: template.title,
    message: template.message,
    signingOrder: template.signing_order,
    quality: template.quality as Quality,
    legislation: template.legislation as TemplateView["legislation"],
    version: template.version,
    businessId: template.business_id,
    owner: owner ? { id: owner.id, email: owner.email, firstName: owner.first_name, lastName: owner.last_name } : { id: template.owner_id, email: "", firstName: "", lastName: "" },
    documents: documents.map((document) => ({
      id: document.id,
      title: document.title,
      pageCount: document.pages.length,
      pages: document.pages.map((page, index) => ({ number: index + 1, width: page.width, height: page.height, rotation: page.rotation })),
      bytes: document.byte_size,
      sha256: document.blob_sha256,
    })),
    roles: template.roles.map((role, position) => ({
      name: role.name,
      position,
      quality: role.quality as Quality | null,
      signatureFields: role.signature_fields,
      formFields: role.form_fields,
    })),
    directLink: canEdit && directLink && directLink.revoked_at === null ? { openRole: directLink.open_role, createdAt: directLink.created_at.toISOString() } : null,
    canEdit,
    createdAt: template.created_at.toISOString(),
    updatedAt: template.updated_at.toISOString(),
  };
}

export function presentTemplateListItem(row: TemplateListRow, canEdit: boolean): TemplateListItem {
  return {
    id: row.id,
    title: row.title,
    version: row.version,
    businessId: row.business_id,
    owner: { id: row.owner_id, email: row.owner_email, firstName: row.owner_first_name, lastName: row.owner_last_name },
    roleNames: row.roles.map((role) => role.name),
    documentCount: row.document_count,
    canEdit,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
