import { useState } from "react";
import { useTranslation } from "react-i18next";
import { REQUEST_OUTCOMES, SIGNATURE_KINDS, STATISTICS_MAX_RANGE_DAYS, type BusinessStatistics, type Language } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { CheckboxField } from "../../../shared/ui/field/checkbox-field.tsx";
import { DateField } from "../../../shared/ui/field/date-field.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useBusinessStatistics, type StatisticsRangeInput } from "../api/statistics-api.ts";
import styles from "../components/business-statistics.module.css";
import { MonthlyChart } from "../components/monthly-chart.tsx";
import { formatDay } from "../components/statistics-format.ts";
import { SummaryFigures } from "../components/summary-figures.tsx";
import { TopSenders } from "../components/top-senders.tsx";
import managementStyles from "../../../shared/ui/management-page/management-page.module.css";

const DAY_MS = 24 * 60 * 60 * 1000;

const SIGNATURE_COLORS: Record<(typeof SIGNATURE_KINDS)[number], string> = {
  ses: "var(--color-ses)",
  aes: "var(--color-aes)",
  qes: "var(--color-qes)",
  seal: "var(--color-warning)",
};
const OUTCOME_COLORS: Record<(typeof REQUEST_OUTCOMES)[number], string> = {
  sent: "var(--color-info)",
  completed: "var(--color-success)",
  declined: "var(--color-error)",
  withdrawn: "var(--color-grey)",
  expired: "var(--color-warning)",
};

/** What keeps the range from being asked for: the same rules the server applies, said before asking. */
function rangeProblem(range: StatisticsRangeInput): "statistics_range_reversed" | "statistics_range_too_long" | null {
  if (!range.from || !range.to) return null;
  if (range.from > range.to) return "statistics_range_reversed";
  const days = (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1;
  return days > STATISTICS_MAX_RANGE_DAYS ? "statistics_range_too_long" : null;
}

function isEmpty(statistics: BusinessStatistics): boolean {
  return statistics.totals.signatures.total === 0 && REQUEST_OUTCOMES.every((outcome) => statistics.totals.requests[outcome] === 0);
}

/**
 * /business/dashboard (admins): the business's signatures and requests per month, the median
 * time to complete and the top senders over a date range (the last 12 months unless chosen), as
 * charts with the same figures in tables for screen readers, or shown to everyone on request.
 */
export default function BusinessDashboardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user } = useSession();
  const businessId = user?.business?.id ?? "";
  const [range, setRange] = useState<StatisticsRangeInput>({ from: "", to: "" });
  const [showTables, setShowTables] = useState(false);
  const problem = rangeProblem(range);
  const statistics = useBusinessStatistics(businessId, range, businessId !== "" && problem === null);
  const data = statistics.data;

  return (
    <>
      <h1>{t("business_statistics.page.title")}</h1>
      <p className={styles.lead}>{t("business_statistics.page.lead")}</p>
      <div className={styles.controls}>
        <DateField label={t("business_statistics.range.from")} value={range.from} onChange={(from) => setRange({ ...range, from })} />
        <DateField label={t("business_statistics.range.to")} value={range.to} error={problem ? t(`errors.api.${problem}`) : null} onChange={(to) => setRange({ ...range, to })} />
        <CheckboxField label={t("business_statistics.show_tables")} checked={showTables} onChange={(event) => setShowTables(event.target.checked)} />
      </div>
      {data && !problem ? <p className={managementStyles.muted}>{t("business_statistics.range.shown", { from: formatDay(data.range.from, language), to: formatDay(data.range.to, language) })}</p> : null}
      {statistics.isError ? <Alert tone="error">{describeError(statistics.error, t)}</Alert> : null}
      {!data && statistics.isFetching ? <Spinner /> : null}
      {data ? (
        <div aria-busy={statistics.isFetching}>
          <SummaryFigures statistics={data} language={language} />
          {isEmpty(data) ? <p className={managementStyles.muted}>{t("business_statistics.empty")}</p> : <Figures statistics={data} language={language} showTables={showTables} />}
        </div>
      ) : null}
    </>
  );
}

function Figures({ statistics, language, showTables }: { statistics: BusinessStatistics; language: Language; showTables: boolean }) {
  const { t } = useTranslation();
  const months = statistics.months.map((month) => month.month);
  const signatureSeries = SIGNATURE_KINDS.map((kind) => ({
    key: kind,
    label: t(`business_statistics.kinds.${kind}`),
    color: SIGNATURE_COLORS[kind],
    values: statistics.months.map((month) => month.signatures[kind]),
  }));
  const requestSeries = REQUEST_OUTCOMES.map((outcome) => ({
    key: outcome,
    label: t(`business_statistics.outcomes.${outcome}`),
    color: OUTCOME_COLORS[outcome],
    values: statistics.months.map((month) => month.requests[outcome]),
  }));
  return (
    <div className={styles.charts}>
      <Card>
        <MonthlyChart title={t("business_statistics.charts.signatures")} months={months} series={signatureSeries} layout="stacked" language={language} showTable={showTables} />
      </Card>
      <Card>
        <MonthlyChart title={t("business_statistics.charts.requests")} months={months} series={requestSeries} layout="grouped" language={language} showTable={showTables} />
      </Card>
      <Card>
        <TopSenders senders={statistics.topSenders} language={language} />
      </Card>
    </div>
  );
}
