import type { ReactNode } from "react";
import type { DocumentView } from "@paraph/contracts";
import { DocumentViewer } from "../documents/document-viewer/document-viewer.tsx";
import type { PageSize } from "./field-geometry.ts";

export interface RequestDocumentViewerProps {
  document: Pick<DocumentView, "id" | "title" | "pageCount" | "pages">;
  /** Drawn over each page, in a box of the page's displayed size; `displayScale` is pixels per point. */
  renderPageOverlay?: (pageNumber: number, pageSizeInPoints: PageSize, displayScale: number) => ReactNode;
  /** A direct-sign guest's link token: the pages are read through /v3/direct/documents/… with it. */
  directSignToken?: string;
  /** The document is a template's: its pages are read through /v3/templates/{id}/documents/…. */
  templateId?: string;
}

/** One document of a request in the documents feature's viewer, named by its title. */
export function RequestDocumentViewer({ document, renderPageOverlay, directSignToken, templateId }: RequestDocumentViewerProps) {
  return (
    <DocumentViewer
      documentId={document.id}
      pageCount={document.pageCount}
      pages={document.pages}
      renderPageOverlay={renderPageOverlay}
      directSignToken={directSignToken}
      templateId={templateId}
      label={document.title}
    />
  );
}
