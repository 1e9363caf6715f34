import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BulkSendView } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { downloadFailedRows, failedRowsQuery } from "../api/bulk-sends-api.ts";
import styles from "./bulk-sends.module.css";

/** One page of refused rows; the last page offers the next, read after its last row. */
function FailedRowsPage({ bulkSend, after }: { bulkSend: BulkSendView; after: number }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [isNextShown, setNextShown] = useState(false);
  const page = useQuery(failedRowsQuery(api, bulkSend.id, after, bulkSend.failed));
  if (page.isPending) return <Spinner />;
  if (page.isError) return <Alert tone="error">{describeError(page.error, t)}</Alert>;
  const next = page.data.nextAfter;
  return (
    <>
      <ul className={styles.failedList} data-testid="failed-rows">
        {page.data.items.map((item) => (
          <li key={item.row}>
            <span className={styles.failedRow}>{t("bulk_sends.failed_rows.row")} {item.row}</span>
            <span className={styles.failedError}>{item.error}</span>
          </li>
        ))}
      </ul>
      {next !== null && isNextShown ? <FailedRowsPage bulkSend={bulkSend} after={next} /> : null}
      {next !== null && !isNextShown ? (
        <Button kind="text" onClick={() => setNextShown(true)}>
          {t("bulk_sends.failed_rows.more")}
        </Button>
      ) : null}
    </>
  );
}

/** The rows the bulk send refused, with their numbers and errors, and the file to fix and upload again. */
export function FailedRows({ bulkSend }: { bulkSend: BulkSendView }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [isDownloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  return (
    <section aria-labelledby="failed-rows-title">
      <h2 id="failed-rows-title">{t("bulk_sends.failed_rows.title")}</h2>
      {bulkSend.failed === 0 ? (
        <p className={styles.muted}>{t("bulk_sends.failed_rows.none")}</p>
      ) : (
        <>
          <p>{t("bulk_sends.failed_rows.intro")}</p>
          <FailedRowsPage bulkSend={bulkSend} after={0} />
          <div className={styles.actions}>
            <Button
              kind="secondary"
              loading={isDownloading}
              onClick={() => {
                setDownloading(true);
                setDownloadError(null);
                downloadFailedRows(api, bulkSend.id)
                  .catch(setDownloadError)
                  .finally(() => setDownloading(false));
              }}
            >
              {t("bulk_sends.failed_rows.download")}
            </Button>
          </div>
          {downloadError ? <Alert tone="error">{describeError(downloadError, t)}</Alert> : null}
        </>
      )}
    </section>
  );
}
