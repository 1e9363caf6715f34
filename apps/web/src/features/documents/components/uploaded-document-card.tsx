import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isSupportedLanguage, type DocumentView, formatFileSize } from "@paraph/contracts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { Button } from "../../../shared/ui/button/button.tsx";
import { FetchedImage } from "../../../shared/ui/image/fetched-image.tsx";
import { fetchPageImage } from "../../../entities/documents/document-viewer/page-images.ts";
import { DocumentViewer } from "../../../entities/documents/document-viewer/document-viewer.tsx";
import { computeRenderScale } from "../../../entities/documents/document-viewer/viewer-scale.ts";
import styles from "./upload.module.css";

/** Thumbnails are this wide (CSS pixels); their height follows the first page. */
const THUMBNAIL_WIDTH = 72;

/** An uploaded document: its first page as a thumbnail, its facts, and its pages on demand. */
export function UploadedDocumentCard({ document }: { document: DocumentView }) {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const [isOpen, setIsOpen] = useState(false);
  const viewerId = useId();
  const first = document.pages[0] ?? { width: 595, height: 842 };
  const thumbnailScale = THUMBNAIL_WIDTH / first.width;
  const language = isSupportedLanguage(i18n.language) ? i18n.language : "en-gb";
  return (
    <li className={styles.document}>
      <div className={styles.documentHead}>
        <FetchedImage
          className={styles.thumbnail}
          alt={t("documents.upload.thumbnail_alt", { title: document.title })}
          sourceKey={`${document.id}/thumbnail`}
          width={THUMBNAIL_WIDTH}
          height={Math.round(first.height * thumbnailScale)}
          load={({ pixelRatio, signal }) =>
            fetchPageImage(api, { documentId: document.id, pageNumber: 1, scale: computeRenderScale(thumbnailScale, pixelRatio), signal })
          }
        />
        <div className={styles.documentFacts}>
          <h3 className={styles.documentTitle}>{document.title}</h3>
          <p className={styles.documentMeta}>
            {t("documents.upload.page_count", { count: document.pageCount })} · {formatFileSize(document.bytes, language)} ·{" "}
            {formatDateTime(document.createdAt, language)}
          </p>
          {document.cleaned ? <p className={styles.cleanedNote}>{t("documents.upload.active_content.cleaned_note")}</p> : null}
          <Button size="sm" kind="secondary" aria-expanded={isOpen} aria-controls={viewerId} onClick={() => setIsOpen((open) => !open)}>
            {isOpen ? t("documents.upload.hide_pages") : t("documents.upload.show_pages")}
          </Button>
        </div>
      </div>
      <div id={viewerId}>
        {isOpen ? <DocumentViewer documentId={document.id} pageCount={document.pageCount} pages={document.pages} label={document.title} className={styles.viewer} /> : null}
      </div>
    </li>
  );
}
