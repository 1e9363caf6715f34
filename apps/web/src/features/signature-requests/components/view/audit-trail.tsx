import { useTranslation } from "react-i18next";
import { Alert } from "../../../../shared/ui/alert/alert.tsx";
import { Spinner } from "../../../../shared/ui/spinner/spinner.tsx";
import { describeError } from "../../../../shared/api/describe-error.ts";
import { formatDateTime } from "../../../../shared/i18n/format.ts";
import { useRequestEvents } from "../../api/request-queries.ts";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import styles from "../../../../entities/signature-requests/view.module.css";

/** The audit trail: who did what and when, from which address; newest last, as it happened. */
export function AuditTrail({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const events = useRequestEvents(requestId);
  return (
    <section className={styles.panel} aria-labelledby="audit-heading">
      <h2 id="audit-heading">{t("signature_requests.view.audit.title")}</h2>
      {events.isPending ? <Spinner label={t("common.loading")} /> : null}
      {events.isError ? <Alert tone="error">{describeError(events.error, t)}</Alert> : null}
      {events.data ? (
        <ol className={styles.timeline}>
          {events.data.events.map((event) => {
            const detail = typeof event.details.email === "string" ? event.details.email : null;
            const message = typeof event.details.message === "string" && event.details.message ? event.details.message : null;
            return (
              <li key={event.id} className={styles.timelineItem}>
                <time dateTime={event.createdAt} className={styles.timelineDate}>
                  {formatDateTime(event.createdAt, language)}
                </time>
                <div>
                  <strong>{t(`signature_requests.view.audit.events.${event.type}`)}</strong>
                  {detail ? <span> · {detail}</span> : null}
                  <div className={styles.muted}>
                    {event.actor.email ?? t("signature_requests.view.audit.system")}
                    {event.ip ? ` · ${event.ip}` : ""}
                  </div>
                  {message ? <blockquote className={styles.quote}>{message}</blockquote> : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
