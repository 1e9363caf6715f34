import { useTranslation } from "react-i18next";
import type { Language, TopSender } from "@paraph/contracts";
import styles from "./business-statistics.module.css";
import { formatCount } from "./statistics-format.ts";
import managementStyles from "../../../shared/ui/management-page/management-page.module.css";

function nameOf(sender: TopSender, deleted: string): string {
  if (sender.isDeleted) return deleted;
  return `${sender.firstName} ${sender.lastName}`.trim() || sender.email;
}

/** The members who sent the most requests in the range, most first. */
export function TopSenders({ senders, language }: { senders: readonly TopSender[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="top-senders-title" className={styles.chart}>
      <h2 id="top-senders-title" className={styles.chartTitle}>
        {t("business_statistics.top_senders.title")}
      </h2>
      {senders.length === 0 ? (
        <p className={managementStyles.muted}>{t("business_statistics.top_senders.none")}</p>
      ) : (
        <div className={managementStyles.tableScroll}>
          <table className={managementStyles.table}>
            <thead>
              <tr>
                <th scope="col">{t("business_statistics.top_senders.member")}</th>
                <th scope="col">{t("business_statistics.top_senders.email")}</th>
                <th scope="col">{t("business_statistics.top_senders.sent")}</th>
              </tr>
            </thead>
            <tbody>
              {senders.map((sender) => (
                <tr key={sender.userId}>
                  <th scope="row">{nameOf(sender, t("business_statistics.top_senders.deleted_account"))}</th>
                  <td>{sender.email}</td>
                  <td>{formatCount(sender.sent, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
