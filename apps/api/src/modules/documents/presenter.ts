import type { DocumentView } from "@paraph/contracts";
import type { DocumentRow, DocumentVersionRow } from "./repository.ts";

export function presentDocument(document: DocumentRow, versions: DocumentVersionRow[]): DocumentView {
  const original = versions.find((version) => version.kind === "original");
  const signed = versions.filter((version) => version.kind === "signed").at(-1);
  if (!original) throw new Error(`Document ${document.id} has no original version`);
  return {
    id: document.id,
    title: document.title,
    pageCount: document.page_count,
    pages: document.pages.map((page, index) => ({ number: index + 1, width: page.width, height: page.height, rotation: page.rotation })),
    bytes: original.byte_size,
    sha256: original.blob_sha256,
    createdAt: document.created_at.toISOString(),
    signed: signed
      ? { version: signed.version, bytes: signed.byte_size, sha256: signed.blob_sha256, createdAt: signed.created_at.toISOString() }
      : null,
    cleaned: document.cleaning ?? null,
  };
}
