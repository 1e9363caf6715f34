import { useTranslation } from "react-i18next";
import type { BusinessStatistics, Language } from "@paraph/contracts";
import styles from "./business-statistics.module.css";
import { formatCount, formatDuration } from "./statistics-format.ts";

/** The range's totals at a glance: signatures, requests sent and completed, median time to complete. */
export function SummaryFigures({ statistics, language }: { statistics: BusinessStatistics; language: Language }) {
  const { t } = useTranslation();
  const { signatures, requests } = statistics.totals;
  const median = statistics.medianSecondsToComplete;
  const figures = [
    { key: "signatures", label: t("business_statistics.summary.signatures"), value: formatCount(signatures.total, language) },
    { key: "sent", label: t("business_statistics.summary.sent"), value: formatCount(requests.sent, language) },
    { key: "completed", label: t("business_statistics.summary.completed"), value: formatCount(requests.completed, language) },
    { key: "median", label: t("business_statistics.summary.median"), value: median === null ? t("business_statistics.summary.no_median") : formatDuration(median, language) },
  ];
  return (
    <dl className={styles.summary}>
      {figures.map((figure) => (
        <div key={figure.key} className={styles.figure}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
