import { useTranslation } from "react-i18next";
import { PAGE_SIZES, SIGNATURE_REQUEST_STATUSES, SORT_FIELDS } from "@paraph/contracts";
import { Button } from "../../../../shared/ui/button/button.tsx";
import { SelectField } from "../../../../shared/ui/field/select-field.tsx";
import { DateField } from "../../../../shared/ui/field/date-field.tsx";
import { DEFAULT_PREFERENCES, type DashboardPreferences } from "./view-preferences.ts";
import styles from "./dashboard.module.css";

interface ListFiltersProps {
  preferences: DashboardPreferences;
  onChange: (next: DashboardPreferences) => void;
}

/** Status, dates, sender, sort, density and page size: the saved part of the dashboard's view. */
export function ListFilters({ preferences, onChange }: ListFiltersProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<DashboardPreferences>) => onChange({ ...preferences, ...patch });
  const toggleStatus = (status: DashboardPreferences["filters"][number]) =>
    set({ filters: preferences.filters.includes(status) ? preferences.filters.filter((entry) => entry !== status) : [...preferences.filters, status] });

  return (
    <div className={styles.filters}>
      <fieldset className={styles.statusFilter}>
        <legend>{t("signature_requests.dashboard.filters.status")}</legend>
        <div className={styles.chips}>
          {SIGNATURE_REQUEST_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              className={styles.chip}
              aria-pressed={preferences.filters.includes(status)}
              onClick={() => toggleStatus(status)}
            >
              {t(`signature_requests.statuses.${status}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className={styles.filterGrid}>
        <SelectField
          label={t("signature_requests.dashboard.filters.date_mode")}
          value={preferences.currentTimeMode}
          onChange={(event) => set({ currentTimeMode: event.target.value as DashboardPreferences["currentTimeMode"] })}
          options={(["created", "updated"] as const).map((mode) => ({ value: mode, label: t(`signature_requests.dashboard.filters.date_modes.${mode}`) }))}
        />
        <DateField
          label={t("signature_requests.dashboard.filters.date_from")}
          value={preferences.dates.from ?? ""}
          onChange={(from) => set({ dates: { ...preferences.dates, from: from || null } })}
        />
        <DateField
          label={t("signature_requests.dashboard.filters.date_to")}
          value={preferences.dates.to ?? ""}
          {...(preferences.dates.from ? { min: preferences.dates.from } : {})}
          onChange={(to) => set({ dates: { ...preferences.dates, to: to || null } })}
        />
        <SelectField
          label={t("signature_requests.dashboard.filters.sent_by")}
          value={preferences.sentByMe}
          onChange={(event) => set({ sentByMe: event.target.value as DashboardPreferences["sentByMe"] })}
          options={(["all", "me", "others"] as const).map((value) => ({ value, label: t(`signature_requests.dashboard.filters.sent_by_options.${value}`) }))}
        />
        <SelectField
          label={t("signature_requests.dashboard.filters.sort_by")}
          value={preferences.sort.by}
          onChange={(event) => set({ sort: { ...preferences.sort, by: event.target.value as DashboardPreferences["sort"]["by"] } })}
          options={SORT_FIELDS.map((field) => ({ value: field, label: t(`signature_requests.dashboard.filters.sort_fields.${field}`) }))}
        />
        <SelectField
          label={t("signature_requests.dashboard.filters.order")}
          value={preferences.sort.order}
          onChange={(event) => set({ sort: { ...preferences.sort, order: event.target.value as "asc" | "desc" } })}
          options={(["desc", "asc"] as const).map((order) => ({ value: order, label: t(`signature_requests.dashboard.filters.orders.${order}`) }))}
        />
        <SelectField
          label={t("signature_requests.dashboard.filters.view")}
          value={preferences.view}
          onChange={(event) => set({ view: event.target.value as DashboardPreferences["view"] })}
          options={(["comfortable", "compact"] as const).map((view) => ({ value: view, label: t(`signature_requests.dashboard.filters.views.${view}`) }))}
        />
        <SelectField
          label={t("signature_requests.dashboard.filters.page_size")}
          value={String(preferences.pageSize)}
          onChange={(event) => set({ pageSize: Number(event.target.value) as DashboardPreferences["pageSize"] })}
          options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        />
      </div>
      <Button kind="text" size="sm" onClick={() => onChange(DEFAULT_PREFERENCES)}>
        {t("signature_requests.dashboard.filters.reset")}
      </Button>
    </div>
  );
}
