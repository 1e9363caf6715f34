import { useTranslation } from "react-i18next";
import type { SignatureRequestView } from "@paraph/contracts";
import { formatDateTime } from "../../shared/i18n/format.ts";
import { RequestStatusBadge } from "./status-badge.tsx";
import { signerName } from "./signer-name.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import styles from "./view.module.css";

/** The request at a glance: status, who sent it, when, the message and the expiry. */
export function RequestSummary({ request }: { request: SignatureRequestView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const signers = request.signers.filter((signer) => signer.status !== "removed" && signer.status !== "delegated");
  const signed = signers.filter((signer) => signer.status === "signed").length;
  return (
    <section className={styles.panel} aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="visually-hidden">
        {t("signature_requests.view.summary")}
      </h2>
      <div className={styles.statusLine}>
        <RequestStatusBadge status={request.status} />
        <span className={styles.muted}>{t("signature_requests.dashboard.signed_count", { signed: String(signed), total: String(signers.length) })}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{t("signature_requests.view.sent_by")}</dt>
        <dd>{request.myRole === "owner" ? t("signature_requests.dashboard.you") : `${signerName(request.owner)} · ${request.owner.email}`}</dd>
        {request.initiatedAt ? (
          <>
            <dt>{t("signature_requests.view.sent_at")}</dt>
            <dd>{formatDateTime(request.initiatedAt, language)}</dd>
          </>
        ) : null}
        {request.expiresAt ? (
          <>
            <dt>{t("signature_requests.view.expires_at")}</dt>
            <dd>{formatDateTime(request.expiresAt, language)}</dd>
          </>
        ) : null}
        {request.closedAt ? (
          <>
            <dt>{t("signature_requests.view.closed_at")}</dt>
            <dd>{formatDateTime(request.closedAt, language)}</dd>
          </>
        ) : null}
      </dl>
      {request.message ? (
        <>
          <h3 className={styles.subheading}>{t("signature_requests.view.message")}</h3>
          <blockquote className={styles.quote}>{request.message}</blockquote>
        </>
      ) : null}
    </section>
  );
}
