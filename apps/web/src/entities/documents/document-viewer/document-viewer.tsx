/**
 * The document viewer: every page of a document as an image, lazily loaded at this screen's
 * resolution, with page navigation, zoom and keyboard shortcuts (PageUp/PageDown, + and -).
 *
 * Usage (the caller already has the document from GET /v3/documents/{id}):
 *
 *   <DocumentViewer
 *     documentId={document.id}
 *     pageCount={document.pageCount}
 *     pages={document.pages}
 *     // Optional: draw fields over a page. Sizes are PDF points; multiply by displayScale for CSS pixels.
 *     renderPageOverlay={(pageNumber, pageSize, displayScale) => <SignatureFields … />}
 *     // Optional: read pages through a direct-sign link instead of the session.
 *     directSignToken={token}
 *   />
 *
 * The viewer is as tall as its `className` makes it (default: most of the screen height).
 */
import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { readDevicePixelRatio } from "../../../shared/ui/image/image-density.ts";
import { DocumentPage } from "./document-page.tsx";
import { ViewerToolbar } from "./viewer-toolbar.tsx";
import { clampPageNumber, computeFitScale, DEFAULT_ZOOM_INDEX, ZOOM_LEVELS, type PageSize } from "./viewer-scale.ts";
import { useElementWidth } from "./use-element-width.ts";
import styles from "./document-viewer.module.css";

export interface DocumentViewerProps {
  documentId: string;
  pageCount: number;
  /** The page sizes of GET /v3/documents/{id} (`pages`), in PDF points as displayed. */
  pages: ReadonlyArray<PageSize & { number: number }>;
  /** Draws over one page (signature fields): the page's size in points and the CSS pixels a point. */
  renderPageOverlay?: (pageNumber: number, pageSizeInPoints: PageSize, displayScale: number) => ReactNode;
  /** A direct-sign link's token: pages are read through /v3/direct/documents/… with it. */
  directSignToken?: string;
  /** A template's document: pages are read through /v3/templates/{id}/documents/…. */
  templateId?: string;
  /** Names the viewer for assistive technology, e.g. the document's title. */
  label?: string;
  className?: string;
  /** Told whenever the page in view changes (by scrolling or navigation). */
  onPageChange?: (pageNumber: number) => void;
}

/** Horizontal room the page list keeps around pages (its padding), in CSS pixels. */
const PAGE_LIST_GUTTER = 32;

export function DocumentViewer({ documentId, pageCount, pages, renderPageOverlay, directSignToken, templateId, label, className, onPageChange }: DocumentViewerProps) {
  const { t } = useTranslation();
  // State for what rendering needs (lazy loading's root, the width); the ref for scrolling it.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const listWidth = useElementWidth(scrollElement);
  const [zoomIndex, setZoomIndex] = useState(DEFAULT_ZOOM_INDEX);
  const [currentPage, setCurrentPage] = useState(1);
  const pageElements = useRef(new Map<number, HTMLDivElement>());
  const [pixelRatio] = useState(readDevicePixelRatio);

  // The sizes as listed; a page missing from the list (never from the API) takes the first one's size.
  const sizes = useMemo(() => {
    const byNumber = new Map(pages.map((page) => [page.number, page]));
    const fallback = pages[0] ?? { width: 595, height: 842 };
    return Array.from({ length: pageCount }, (_, index) => byNumber.get(index + 1) ?? fallback);
  }, [pages, pageCount]);

  const zoom = ZOOM_LEVELS[zoomIndex] ?? 1;
  const displayScale = computeFitScale(listWidth - PAGE_LIST_GUTTER, sizes) * zoom;

  const showPage = (page: number) => {
    if (page === currentPage) return;
    setCurrentPage(page);
    onPageChange?.(page);
  };

  const goToPage = (page: number) => {
    const target = clampPageNumber(page, pageCount);
    showPage(target);
    const element = pageElements.current.get(target);
    // offsetTop is measured from the list, which is the pages' offset parent (position: relative).
    if (element && scrollRef.current) scrollRef.current.scrollTop = element.offsetTop - PAGE_LIST_GUTTER / 2;
  };

  const zoomBy = (step: number) => setZoomIndex((index) => Math.min(Math.max(index + step, 0), ZOOM_LEVELS.length - 1));

  // The page in view is the last one whose top has passed the upper third of the list.
  const followScroll = () => {
    const list = scrollRef.current;
    if (!list) return;
    // At the bottom the last page counts as in view, even when it is too short to reach the line.
    if (list.scrollHeight > list.clientHeight && list.scrollTop + list.clientHeight >= list.scrollHeight - 2) {
      showPage(pageCount);
      return;
    }
    const line = list.scrollTop + list.clientHeight / 3;
    let inView = 1;
    for (const [number, element] of pageElements.current) if (element.offsetTop <= line && number > inView) inView = number;
    showPage(inView);
  };

  const handleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const isTyping = event.target instanceof HTMLInputElement;
    if (event.key === "PageDown") goToPage(currentPage + 1);
    else if (event.key === "PageUp") goToPage(currentPage - 1);
    else if (!isTyping && (event.key === "+" || event.key === "=")) zoomBy(1);
    else if (!isTyping && (event.key === "-" || event.key === "_")) zoomBy(-1);
    else return;
    event.preventDefault();
  };

  return (
    <div className={`${styles.viewer} ${className ?? ""}`} role="region" aria-label={label ?? t("documents.viewer.label")} onKeyDown={handleKey}>
      <ViewerToolbar
        currentPage={currentPage}
        pageCount={pageCount}
        zoomPercent={Math.round(zoom * 100)}
        canZoomIn={zoomIndex < ZOOM_LEVELS.length - 1}
        canZoomOut={zoomIndex > 0}
        onPageChange={goToPage}
        onZoomIn={() => zoomBy(1)}
        onZoomOut={() => zoomBy(-1)}
        onFitWidth={() => setZoomIndex(DEFAULT_ZOOM_INDEX)}
      />
      {/* Focusable so that the keyboard shortcuts and arrow-key scrolling work once it is clicked or tabbed to. */}
      <div
        ref={(element) => {
          scrollRef.current = element;
          setScrollElement(element);
        }}
        className={styles.pages} tabIndex={0} onScroll={followScroll} data-testid="document-pages">
        {sizes.map((size, index) => {
          const pageNumber = index + 1;
          return (
            <DocumentPage
              key={pageNumber}
              ref={(element) => {
                if (element) pageElements.current.set(pageNumber, element);
                else pageElements.current.delete(pageNumber);
              }}
              documentId={documentId}
              pageNumber={pageNumber}
              pageCount={pageCount}
              size={size}
              displayScale={displayScale}
              pixelRatio={pixelRatio}
              directSignToken={directSignToken}
              templateId={templateId}
              scrollRoot={scrollElement}
              overlay={renderPageOverlay?.(pageNumber, { width: size.width, height: size.height }, displayScale)}
            />
          );
        })}
      </div>
    </div>
  );
}
