import { forwardRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useServices } from "../../../shared/services/services-context.tsx";
import { FetchedImage } from "../../../shared/ui/image/fetched-image.tsx";
import { fetchPageImage } from "./page-images.ts";
import { computeRenderScale, MIN_RENDER_SCALE, type PageSize } from "./viewer-scale.ts";
import styles from "./document-viewer.module.css";

interface DocumentPageProps {
  documentId: string;
  pageNumber: number;
  pageCount: number;
  size: PageSize;
  /** CSS pixels per PDF point. */
  displayScale: number;
  pixelRatio: number;
  directSignToken?: string;
  templateId?: string;
  /** The viewer's scrolling list, against which lazy loading measures. */
  scrollRoot: Element | null;
  overlay?: ReactNode;
}

/** One page of the viewer: its image at this screen's resolution, loaded when it comes near, and the caller's overlay. */
export const DocumentPage = forwardRef<HTMLDivElement, DocumentPageProps>(function DocumentPage(
  { documentId, pageNumber, pageCount, size, displayScale, pixelRatio, directSignToken, templateId, scrollRoot, overlay },
  ref,
) {
  const { t } = useTranslation();
  const { api } = useServices();
  const width = Math.round(size.width * displayScale);
  const height = Math.round(size.height * displayScale);
  const scale = computeRenderScale(displayScale, pixelRatio);
  return (
    <div ref={ref} className={styles.page} style={{ width, height }} data-page={pageNumber}>
      <FetchedImage
        className={styles.pageImage}
        alt={t("documents.viewer.page_alt", { page: String(pageNumber), count: pageCount })}
        sourceKey={`${documentId}/${pageNumber}@${scale}`}
        width={width}
        height={height}
        lazyRoot={scrollRoot}
        // One screen ahead, so scrolling rarely reaches a page that is still blank.
        lazyMargin="100% 0px"
        fallback={t("documents.viewer.page_failed")}
        load={({ signal }) => fetchPageImage(api, { documentId, pageNumber, scale, directSignToken, templateId, signal })}
        loadPlaceholder={(signal) => fetchPageImage(api, { documentId, pageNumber, scale: MIN_RENDER_SCALE, directSignToken, templateId, signal })}
      />
      {overlay ? <div className={styles.overlay}>{overlay}</div> : null}
    </div>
  );
});
