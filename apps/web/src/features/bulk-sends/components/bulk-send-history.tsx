import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { describeError } from "../../../shared/api/describe-error.ts";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { templateBulkSendsQuery } from "../api/bulk-sends-api.ts";
import { bulkSendPath } from "../bulk-send-paths.ts";
import styles from "./bulk-sends.module.css";

/** The template's earlier bulk sends the caller may see, newest first, each leading to its progress view. */
export function BulkSendHistory({ templateId }: { templateId: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const language = useLanguage();
  const list = useQuery(templateBulkSendsQuery(api, templateId));
  return (
    <section aria-labelledby="bulk-history-title">
      <h2 id="bulk-history-title">{t("bulk_sends.history.title")}</h2>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <Alert tone="error">{describeError(list.error, t)}</Alert> : null}
      {list.data && list.data.items.length === 0 ? <p className={styles.muted}>{t("bulk_sends.history.empty")}</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("bulk_sends.history.when")}</th>
                <th scope="col">{t("bulk_sends.history.rows")}</th>
                <th scope="col">{t("bulk_sends.progress.sent")}</th>
                <th scope="col">{t("bulk_sends.progress.failed")}</th>
                <th scope="col">{t("bulk_sends.history.status")}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((item) => {
                const date = formatDateTime(item.createdAt, language);
                return (
                  <tr key={item.id}>
                    <td>
                      <Link to={bulkSendPath(item.id)} aria-label={t("bulk_sends.history.open", { date })}>
                        {date}
                      </Link>
                    </td>
                    <td>{item.totalRows}</td>
                    <td>{item.succeeded}</td>
                    <td>{item.failed}</td>
                    <td>{t(`bulk_sends.progress.status_${item.status}`)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
