import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../shared/api/describe-error.ts";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { deliveriesQuery, useWebhookChanges } from "../api/webhooks-api.ts";
import styles from "./webhooks.module.css";

/** An endpoint's deliveries of the last 30 days, newest first, each with "send again". */
export function DeliveryLog({ businessId, webhookId }: { businessId: string; webhookId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { api } = useServices();
  const snackbar = useSnackbar();
  const changes = useWebhookChanges(businessId);
  const [page, setPage] = useState(1);
  const log = useQuery(deliveriesQuery(api, businessId, webhookId, page));
  if (log.isPending) return <Spinner />;
  if (log.isError) return <Alert tone="error">{describeError(log.error, t)}</Alert>;
  const resend = async (deliveryId: string) => {
    try {
      await changes.resend(webhookId, deliveryId);
      snackbar.show({ message: t("webhooks.log.resent"), color: "success" });
    } catch (error) {
      snackbar.show({ message: describeError(error, t), color: "error" });
    }
  };
  return (
    <section aria-label={t("webhooks.log.title")}>
      <h3>{t("webhooks.log.title")}</h3>
      <div className={styles.rowActions}>
        <Button kind="text" size="sm" onClick={() => void log.refetch()}>
          {t("webhooks.log.refresh")}
        </Button>
      </div>
      {log.data.deliveries.length === 0 ? (
        <p className={styles.muted}>{t("webhooks.log.empty")}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t("webhooks.log.created")}</th>
                <th>{t("webhooks.log.event")}</th>
                <th>{t("webhooks.log.status")}</th>
                <th>{t("webhooks.log.attempts")}</th>
                <th>{t("webhooks.log.response")}</th>
                <th>{t("webhooks.log.duration")}</th>
                <th>{t("webhooks.log.next_attempt")}</th>
                <th>
                  <span className="visually-hidden">{t("webhooks.log.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data.deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <td>{formatDateTime(delivery.createdAt, language)}</td>
                  <td>{delivery.eventType}</td>
                  <td>{t(`webhooks.log.statuses.${delivery.status}`)}</td>
                  <td>{delivery.attempts}</td>
                  <td>{delivery.lastStatusCode ?? delivery.lastError ?? "–"}</td>
                  <td>{delivery.durationMs === null ? "–" : t("webhooks.log.ms", { ms: delivery.durationMs })}</td>
                  <td>{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt, language) : "–"}</td>
                  <td>
                    <Button kind="secondary" size="sm" onClick={() => void resend(delivery.id)} aria-label={t("webhooks.log.resend_label", { event: delivery.eventType })}>
                      {t("webhooks.log.resend")}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={styles.rowActions}>
        {page > 1 ? (
          <Button kind="text" size="sm" onClick={() => setPage(page - 1)}>
            {t("webhooks.log.newer")}
          </Button>
        ) : null}
        {log.data.hasMore ? (
          <Button kind="text" size="sm" onClick={() => setPage(page + 1)}>
            {t("webhooks.log.older")}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
