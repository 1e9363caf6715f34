import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button.tsx";
import styles from "./drop-zone.module.css";
import { useFileDrop } from "./use-file-drop.ts";

/** The zone's words, for features that take PDFs for another purpose than uploading them. */
export interface DropZoneTexts {
  dropHere: string;
  dropNow: string;
  choose: string;
  hint: string;
}

/**
 * Where files come in: dropped onto the zone, or chosen with the system's file picker. With
 * `multiple` false the picker offers one file and only the first dropped file is handed on.
 */
export function DropZone({
  onFiles,
  multiple = true,
  texts,
  accept = "application/pdf,.pdf",
}: {
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  texts?: DropZoneTexts;
  /** The picker's file types (a CSV for bulk sends); PDFs unless told. */
  accept?: string;
}) {
  const { t } = useTranslation();
  const words: DropZoneTexts = texts ?? {
    dropHere: t("documents.upload.drop_here"),
    dropNow: t("documents.upload.drop_now"),
    choose: t("documents.upload.choose_files"),
    hint: t("documents.upload.hint"),
  };
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const drop = useFileDrop(onFiles, multiple);

  return (
    <div
      className={`${styles.dropZone} ${drop.isDragging ? styles.dragging : ""}`}
      {...drop.handlers}
      data-testid="drop-zone"
    >
      <svg className={styles.dropIcon} viewBox="0 0 48 48" aria-hidden="true">
        <path d="M12 4h17l11 11v27a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="M29 4v11h11" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="M25 36V22m-6 6 6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className={styles.dropTitle}>{drop.isDragging ? words.dropNow : words.dropHere}</p>
      <p className={styles.dropOr}>{t("documents.upload.or")}</p>
      <Button kind="secondary" onClick={() => input.current?.click()} aria-describedby={hintId}>
        {words.choose}
      </Button>
      <p className={styles.dropHint} id={hintId}>
        {words.hint}
      </p>
      <input
        ref={input}
        className={styles.fileInput}
        type="file"
        accept={accept}
        multiple={multiple}
        tabIndex={-1}
        aria-label={words.choose}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared, so that choosing the same file again (after a fix) is noticed.
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
