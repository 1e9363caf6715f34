import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ACTIVITY_TABS, PAGE_SIZES, type ActivityTab } from "@paraph/contracts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { SelectField } from "../../../shared/ui/field/select-field.tsx";
import { DateField } from "../../../shared/ui/field/date-field.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useActivityPage, type ActivityResult } from "../api/activity-api.ts";
import { accountColumns, identificationColumns, signatureColumns } from "../components/activity-columns.tsx";
import { ActivityExport } from "../components/activity-export.tsx";
import { ActivityPagination } from "../components/activity-pagination.tsx";
import { formatSort, type SortState } from "../components/activity-sort.ts";
import { ActivityTable } from "../components/activity-table.tsx";
import styles from "../components/business-activity.module.css";

/** Each tab opens sorted as the server would sort it without a sort parameter. */
const DEFAULT_SORTS: Record<ActivityTab, SortState> = {
  accounts: { field: "name", direction: "asc" },
  signatures: { field: "signedAt", direction: "desc" },
  identifications: { field: "createdAt", direction: "desc" },
};

function isTab(value: string | null): value is ActivityTab {
  return (ACTIVITY_TABS as readonly string[]).includes(value ?? "");
}

/**
 * /business/activity (admins): the business's accounts, signatures and identifications, each
 * a paged, sorted table over a date range, with CSV exports of signatures and identifications.
 * The tab is kept in the address (`?tab=`) so a reload or a shared link opens the same one.
 */
export default function BusinessActivityPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user } = useSession();
  const businessId = user?.business?.id ?? "";
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get("tab");
  const tab: ActivityTab = isTab(requestedTab) ? requestedTab : "accounts";

  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORTS[tab]);
  const [startDate, setStartDate] = useState("");
  const [endDate, setEndDate] = useState("");
  const isRangeReversed = startDate !== "" && endDate !== "" && startDate > endDate;

  const activity = useActivityPage(businessId, tab, { page, size, sort: formatSort(sort), startDate, endDate }, businessId !== "" && !isRangeReversed);
  // While another tab's first page loads, the previous tab's rows are not shown under the new headers.
  const result: ActivityResult | undefined = activity.data?.tab === tab ? activity.data : undefined;

  const chooseTab = (next: ActivityTab) => {
    setSearchParams(next === "accounts" ? {} : { tab: next }, { replace: true });
    setSort(DEFAULT_SORTS[next]);
    setPage(1);
  };
  const changeRange = (change: () => void) => {
    change();
    setPage(1);
  };

  return (
    <>
      <h1>{t("business_activity.page.title")}</h1>
      <p className={styles.lead}>{t("business_activity.page.lead")}</p>
      <div role="tablist" aria-label={t("business_activity.page.tabs_label")} className={styles.tabs}>
        {ACTIVITY_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`activity-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="activity-panel"
            className={styles.tab}
            onClick={() => chooseTab(name)}
          >
            {t(`business_activity.tabs.${name}`)}
          </button>
        ))}
      </div>
      <Card>
        <div role="tabpanel" id="activity-panel" aria-labelledby={`activity-tab-${tab}`}>
          <div className={styles.controls}>
            <DateField label={t("business_activity.filters.start_date")} value={startDate} onChange={(iso) => changeRange(() => setStartDate(iso))} />
            <DateField
              label={t("business_activity.filters.end_date")}
              value={endDate}
              error={isRangeReversed ? t("business_activity.filters.range_order") : null}
              onChange={(iso) => changeRange(() => setEndDate(iso))}
            />
            <SelectField
              label={t("business_activity.filters.page_size")}
              value={String(size)}
              onChange={(event) => changeRange(() => setSize(Number(event.target.value)))}
              options={PAGE_SIZES.map((value) => ({ value: String(value), label: String(value) }))}
            />
            {tab === "accounts" ? null : <ActivityExport key={tab} businessId={businessId} kind={tab} range={isRangeReversed ? null : (result?.page.range ?? null)} />}
          </div>
          {activity.isError ? <Alert tone="error">{t("business_activity.load_failed")}</Alert> : null}
          {!result && activity.isFetching ? <Spinner /> : null}
          {result ? <ActivityRows result={result} sort={sort} onSort={(next) => changeRange(() => setSort(next))} language={language} /> : null}
          {result && result.page.items.length === 0 ? <p className={styles.muted}>{t("business_activity.empty")}</p> : null}
          {result ? (
            <ActivityPagination page={result.page.page} size={result.page.size} total={result.page.total} totalIsCapped={result.page.totalIsCapped} onPage={setPage} />
          ) : null}
        </div>
      </Card>
    </>
  );
}

function ActivityRows({ result, sort, onSort, language }: { result: ActivityResult; sort: SortState; onSort: (sort: SortState) => void; language: ReturnType<typeof useLanguage> }) {
  const { t } = useTranslation();
  if (result.page.items.length === 0) return null;
  const common = { sort, onSort, rowKey: (row: { id?: string; userId?: string }) => row.id ?? row.userId ?? "" };
  if (result.tab === "accounts") return <ActivityTable {...common} columns={accountColumns(t, language)} rows={result.page.items} />;
  if (result.tab === "signatures") return <ActivityTable {...common} columns={signatureColumns(t, language)} rows={result.page.items} />;
  return <ActivityTable {...common} columns={identificationColumns(t, language)} rows={result.page.items} />;
}

