import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { listSignatureRequests, EndpointResponse } from "@paraph/contracts";
import { formatDateTime } from "../../../../shared/i18n/format.ts";
import { RequestStatusBadge } from "../../../../entities/signature-requests/status-badge.tsx";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import type { DashboardPreferences } from "./view-preferences.ts";
import styles from "./dashboard.module.css";

type ListItem = EndpointResponse<typeof listSignatureRequests>["items"][number];

interface RequestTableProps {
  items: readonly ListItem[];
  preferences: DashboardPreferences;
}

/** The requests of one page; the title links to the request. */
export function RequestTable({ items, preferences }: RequestTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dateField = preferences.currentTimeMode === "updated" ? "updatedAt" : "createdAt";
  return (
    <div className={styles.tableScroll}>
      <table className={`${styles.table} ${preferences.view === "compact" ? styles.compact : ""}`}>
        <thead>
          <tr>
            <th scope="col">{t("signature_requests.dashboard.columns.title")}</th>
            <th scope="col">{t("signature_requests.dashboard.columns.status")}</th>
            <th scope="col">{t("signature_requests.dashboard.columns.sender")}</th>
            <th scope="col">{t("signature_requests.dashboard.columns.signers")}</th>
            <th scope="col">{t(`signature_requests.dashboard.filters.date_modes.${preferences.currentTimeMode}`)}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const signed = item.signers.filter((signer) => signer.status === "signed").length;
            const active = item.signers.filter((signer) => signer.status !== "removed" && signer.status !== "delegated").length;
            return (
              <tr key={item.id}>
                <td>
                  <Link to={`/view/${item.id}`} className={styles.titleLink}>
                    {item.title}
                  </Link>
                  <div className={styles.meta}>
                    {t(`signature_requests.roles.${item.myRole}`)}
                    {item.mySignerStatus === "open" ? <strong className={styles.yourTurn}> · {t("signature_requests.dashboard.your_turn")}</strong> : null}
                    {" · "}
                    {t("signature_requests.dashboard.documents_count", { count: item.documentCount })}
                  </div>
                </td>
                <td>
                  <RequestStatusBadge status={item.status} />
                </td>
                <td>{item.myRole === "owner" ? t("signature_requests.dashboard.you") : `${item.owner.firstName} ${item.owner.lastName}`.trim() || item.owner.email}</td>
                <td>{active === 0 ? "—" : t("signature_requests.dashboard.signed_count", { signed: String(signed), total: String(active) })}</td>
                <td className={styles.date}>{formatDateTime(item[dateField], language)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
