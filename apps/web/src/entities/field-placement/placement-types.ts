import type { DocumentView, SignatureField } from "@paraph/contracts";

/**
 * Whoever fields are placed for: a request's signer or a template's role. `id` keys the drafts
 * and the fields' keys on the pages; `name` is what the palette and screen readers say.
 */
export interface PlacementParty {
  id: string;
  name: string;
}

/**
 * A document whose pages fields go on: a request's document or an upload, or a template's own
 * (`templateId`: its pages are read through /v3/templates/{id}/documents/…).
 */
export type PlacementDocument = Pick<DocumentView, "id" | "title" | "pageCount" | "pages"> & { templateId?: string };

/** Signature fields by party id. */
export type FieldDrafts = Readonly<Record<string, readonly SignatureField[]>>;
