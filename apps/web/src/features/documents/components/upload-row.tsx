import { formatFileSize } from "@paraph/contracts";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../shared/api/api-error.ts";
import { Button } from "../../../shared/ui/button/button.tsx";
import { ActiveContentFindings } from "./active-content-findings.tsx";
import { readActiveContentRefusal } from "./active-content-refusal.ts";
import { describeUploadError } from "./upload-error-message.ts";
import type { UploadItem } from "./use-upload-queue.ts";
import styles from "./upload.module.css";

/**
 * One file on its way: its progress bar (bytes sent of all) with a cancel, or why it was refused
 * and what to do about it. A file refused for active content lists what was found and offers to
 * continue with a cleaned copy.
 */
export function UploadRow({ item, onRetry, onUploadCleanedCopy, onDismiss }: { item: UploadItem; onRetry: () => void; onUploadCleanedCopy: () => void; onDismiss: () => void }) {
  const { t, i18n } = useTranslation();
  const percent = Math.round(item.progress * 100);
  const isFailed = item.status === "failed";
  // Sending the same bytes again helps only when the network or the server failed, not when the file was refused.
  const canRetry = isFailed && (!isApiError(item.error) || item.error.status === 0 || item.error.status >= 500);
  const activeContent = isFailed ? readActiveContentRefusal(item.error) : null;
  return (
    <li className={`${styles.row} ${isFailed ? styles.rowFailed : ""}`} data-status={item.status}>
      <div className={styles.rowHead}>
        <span className={styles.fileName}>{item.file.name}</span>
        <span className={styles.fileSize}>{formatFileSize(item.file.size, i18n.language)}</span>
      </div>
      {isFailed ? (
        <>
          <p className={styles.rowError} role="alert">
            {describeUploadError(item.error, t, i18n.language)}
          </p>
          {activeContent ? (
            <>
              <ActiveContentFindings found={activeContent.found} />
              <p className={styles.rowHint}>{t(activeContent.cleanable ? "documents.upload.active_content.cleaning_explained" : "documents.upload.active_content.not_cleanable")}</p>
            </>
          ) : null}
          <div className={styles.rowActions}>
            {activeContent?.cleanable ? (
              <Button size="sm" kind="primary" onClick={onUploadCleanedCopy}>
                {t("documents.upload.active_content.continue_cleaned")}
              </Button>
            ) : null}
            {canRetry ? (
              <Button size="sm" kind="secondary" onClick={onRetry}>
                {t("documents.upload.retry")}
              </Button>
            ) : null}
            <Button size="sm" kind="text" onClick={onDismiss}>
              {t("documents.upload.dismiss")}
            </Button>
          </div>
        </>
      ) : (
        <>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={t("documents.upload.progress_label", { name: item.file.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className={`${styles.progressBar} ${item.status === "checking" ? styles.progressChecking : ""}`} style={{ width: `${percent}%` }} />
          </div>
          <div className={styles.rowActions}>
            <p className={styles.rowStatus}>
              {item.status === "checking"
                ? t("documents.upload.checking")
                : t("documents.upload.sending", {
                    percent: String(percent),
                    sent: formatFileSize(Math.round(item.progress * item.file.size), i18n.language),
                    total: formatFileSize(item.file.size, i18n.language),
                  })}
            </p>
            <Button size="sm" kind="text" onClick={onDismiss} aria-label={t("documents.upload.cancel_label", { name: item.file.name })}>
              {t("documents.upload.cancel")}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
