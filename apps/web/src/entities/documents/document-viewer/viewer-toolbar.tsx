import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/button/button.tsx";
import { clampPageNumber } from "./viewer-scale.ts";
import styles from "./document-viewer.module.css";

interface ViewerToolbarProps {
  currentPage: number;
  pageCount: number;
  zoomPercent: number;
  canZoomIn: boolean;
  canZoomOut: boolean;
  onPageChange: (page: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFitWidth: () => void;
}

export function ViewerToolbar(props: ViewerToolbarProps) {
  const { t } = useTranslation();
  const { currentPage, pageCount } = props;
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t("documents.viewer.toolbar")}>
      <div className={styles.group}>
        <Button size="sm" kind="text" disabled={currentPage <= 1} onClick={() => props.onPageChange(currentPage - 1)} aria-label={t("documents.viewer.previous_page")}>
          <span aria-hidden="true">‹</span>
        </Button>
        {/* Keyed by the page so that scrolling replaces what the input shows, while typing does not fight it. */}
        <PageNumberInput key={currentPage} currentPage={currentPage} pageCount={pageCount} onPageChange={props.onPageChange} />
        <Button size="sm" kind="text" disabled={currentPage >= pageCount} onClick={() => props.onPageChange(currentPage + 1)} aria-label={t("documents.viewer.next_page")}>
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <div className={styles.group}>
        <Button size="sm" kind="text" disabled={!props.canZoomOut} onClick={props.onZoomOut} aria-label={t("documents.viewer.zoom_out")}>
          <span aria-hidden="true">−</span>
        </Button>
        <span className={styles.zoom} aria-live="polite" aria-label={t("documents.viewer.zoom_level", { percent: String(props.zoomPercent) })}>
          {props.zoomPercent}%
        </span>
        <Button size="sm" kind="text" disabled={!props.canZoomIn} onClick={props.onZoomIn} aria-label={t("documents.viewer.zoom_in")}>
          <span aria-hidden="true">+</span>
        </Button>
        <Button size="sm" kind="text" onClick={props.onFitWidth}>
          {t("documents.viewer.fit_width")}
        </Button>
      </div>
    </div>
  );
}

function PageNumberInput({ currentPage, pageCount, onPageChange }: { currentPage: number; pageCount: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(currentPage));
  const commit = (event?: FormEvent) => {
    event?.preventDefault();
    const typed = Number.parseInt(text, 10);
    const page = Number.isNaN(typed) ? currentPage : clampPageNumber(typed, pageCount);
    setText(String(page));
    if (page !== currentPage) onPageChange(page);
  };
  return (
    <form className={styles.pageForm} onSubmit={commit}>
      <input
        className={styles.pageInput}
        inputMode="numeric"
        aria-label={t("documents.viewer.page_number")}
        value={text}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ""))}
        onBlur={() => commit()}
        size={String(pageCount).length + 1}
      />
      <span className={styles.pageCount}>{t("documents.viewer.of_pages", { count: pageCount })}</span>
    </form>
  );
}
