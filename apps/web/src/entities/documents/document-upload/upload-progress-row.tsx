import { formatFileSize } from "@paraph/contracts";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../shared/api/describe-error.ts";
import { Button } from "../../../shared/ui/button/button.tsx";
import type { DocumentUpload } from "./use-document-uploads.ts";
import styles from "./document-upload.module.css";

/** A file being uploaded: bytes sent of all with a cancel, or why it was refused. */
export function UploadProgressRow({ upload, onDismiss }: { upload: DocumentUpload; onDismiss: () => void }) {
  const { t, i18n } = useTranslation();
  const percent = Math.round(upload.progress * 100);
  const failed = upload.error !== undefined;
  return (
    <li className={styles.uploadRow} data-status={failed ? "failed" : "sending"}>
      <span className={styles.uploadName}>{upload.file.name}</span>
      {failed ? (
        <p className={styles.uploadError} role="alert">
          {describeError(upload.error, t)}
        </p>
      ) : (
        <>
          <progress className={styles.uploadBar} max={100} value={percent} aria-label={t("signature_requests.composer.documents.progress_label", { name: upload.file.name })} />
          <span className={styles.muted}>
            {t("signature_requests.composer.documents.sending", {
              sent: formatFileSize(Math.round(upload.progress * upload.file.size), i18n.language),
              total: formatFileSize(upload.file.size, i18n.language),
              percent: String(percent),
            })}
          </span>
        </>
      )}
      <Button size="sm" kind="text" onClick={onDismiss}>
        {failed ? t("signature_requests.composer.documents.dismiss") : t("signature_requests.composer.documents.cancel")}
      </Button>
    </li>
  );
}
