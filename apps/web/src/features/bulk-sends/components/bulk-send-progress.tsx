import { useTranslation } from "react-i18next";
import type { BulkSendView } from "@paraph/contracts";
import styles from "./bulk-sends.module.css";

/** How far the rows got: a progress bar (read out by screen readers) and the totals sent, failed and pending. */
export function BulkSendProgress({ bulkSend }: { bulkSend: BulkSendView }) {
  const { t } = useTranslation();
  const share = bulkSend.totalRows === 0 ? 1 : bulkSend.rowsDone / bulkSend.totalRows;
  const valueText = t("bulk_sends.progress.value", { done: bulkSend.rowsDone, total: bulkSend.totalRows });
  const pending = Math.max(0, bulkSend.totalRows - bulkSend.rowsDone);
  return (
    <>
      <div className={styles.progress}>
        <div className={styles.progressHead}>
          <span>{t(`bulk_sends.progress.status_${bulkSend.status}`)}</span>
          <span>{valueText}</span>
        </div>
        <div
          className={styles.track}
          role="progressbar"
          aria-label={t("bulk_sends.progress.bar")}
          aria-valuemin={0}
          aria-valuemax={bulkSend.totalRows}
          aria-valuenow={bulkSend.rowsDone}
          aria-valuetext={valueText}
        >
          <div className={styles.fill} style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
      </div>
      <dl className={styles.totals}>
        <div>
          <dt>{t("bulk_sends.progress.sent")}</dt>
          <dd data-testid="bulk-sent">{bulkSend.succeeded}</dd>
        </div>
        <div>
          <dt>{t("bulk_sends.progress.failed")}</dt>
          <dd data-testid="bulk-failed">{bulkSend.failed}</dd>
        </div>
        <div>
          <dt>{t("bulk_sends.progress.pending")}</dt>
          <dd data-testid="bulk-pending">{pending}</dd>
        </div>
      </dl>
    </>
  );
}
