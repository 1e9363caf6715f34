import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RETENTION_LIMITS, RETENTION_TERMINAL_STATES, type BusinessSettings, type RetentionTerminalState } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useDialogs } from "../../../shared/dialogs/dialog-manager.tsx";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { CheckboxField } from "../../../shared/ui/field/checkbox-field.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { automaticDeletionsQuery } from "../api/settings-api.ts";
import styles from "./business-settings.module.css";
import { orderedStates, parseDays } from "./retention-terms.ts";
import { SettingsSection } from "./settings-section.tsx";

/** How many of the newest automatic deletions the page lists. */
const DELETIONS_LISTED = 10;

/**
 * Automatic deletion: which ended states and after how many days. Turning it on, changing what it
 * deletes and turning it off each go through their dialog, which says exactly what happens.
 */
export function RetentionSection({ businessId, settings }: { businessId: string; settings: BusinessSettings }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const saved = settings.signatureRequests.retention;
  const [states, setStates] = useState<RetentionTerminalState[]>(orderedStates(saved.terminalState));
  const [daysInput, setDaysInput] = useState(String(saved.days));
  const [error, setError] = useState<string | null>(null);
  const days = parseDays(daysInput);
  const isChanged = days !== saved.days || states.join() !== orderedStates(saved.terminalState).join();

  const toggleState = (state: RetentionTerminalState, isOn: boolean) => setStates((current) => orderedStates(isOn ? [...current, state] : current.filter((entry) => entry !== state)));

  const openActivation = () => {
    if (states.length === 0) return setError(t("business_settings.retention.no_state"));
    if (days === null) return setError(t("business_settings.retention.days_invalid", { min: RETENTION_LIMITS.minDays, max: RETENTION_LIMITS.maxDays }));
    setError(null);
    dialogs.open("general/activate-auto-deletion", { businessId, terminalState: states, days, isChange: saved.enabled });
  };

  return (
    <SettingsSection title={t("business_settings.retention.title")} description={t("business_settings.retention.description")}>
      <p className={styles.status} role="status">
        {saved.enabled
          ? t("business_settings.retention.is_on", { days: saved.days, states: orderedStates(saved.terminalState).map((state) => t(`business_settings.states.${state}`)).join(", ") })
          : t("business_settings.retention.is_off")}
      </p>
      <fieldset className={styles.states}>
        <legend>{t("business_settings.retention.states")}</legend>
        {RETENTION_TERMINAL_STATES.map((state) => (
          <CheckboxField key={state} label={t(`business_settings.states.${state}`)} checked={states.includes(state)} onChange={(event) => toggleState(state, event.target.checked)} />
        ))}
      </fieldset>
      <TextField
        className={styles.numberField}
        label={t("business_settings.retention.days")}
        type="number"
        inputMode="numeric"
        min={RETENTION_LIMITS.minDays}
        max={RETENTION_LIMITS.maxDays}
        value={daysInput}
        onChange={(event) => setDaysInput(event.target.value)}
        hint={t("business_settings.retention.days_hint", { min: RETENTION_LIMITS.minDays, max: RETENTION_LIMITS.maxDays })}
        required
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={styles.row}>
        {saved.enabled ? (
          <>
            <Button onClick={openActivation} disabled={!isChanged}>
              {t("business_settings.retention.change")}
            </Button>
            <Button kind="secondary" color="error" onClick={() => dialogs.open("general/deactivate-auto-deletion", { businessId })}>
              {t("business_settings.retention.turn_off")}
            </Button>
          </>
        ) : (
          <Button onClick={openActivation}>{t("business_settings.retention.turn_on")}</Button>
        )}
      </div>
      <RecentDeletions businessId={businessId} />
    </SettingsSection>
  );
}

function RecentDeletions({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const language = useLanguage();
  const deletions = useQuery(automaticDeletionsQuery(api, businessId));
  if (deletions.isPending) return null;
  if (deletions.isError) return <Alert tone="error">{describeError(deletions.error, t)}</Alert>;
  const { items, total } = deletions.data;
  return (
    <section aria-label={t("business_settings.retention.recent")}>
      <h3>{t("business_settings.retention.recent")}</h3>
      {total === 0 ? (
        <p className={styles.description}>{t("business_settings.retention.none_deleted")}</p>
      ) : (
        <>
          <p className={styles.description}>{t("business_settings.retention.deleted_total", { total })}</p>
          <ul className={styles.deletions}>
            {items.slice(0, DELETIONS_LISTED).map((item) => (
              <li key={item.requestId}>
                {t("business_settings.retention.deleted_item", {
                  title: item.title,
                  state: t(`business_settings.states.${orderedStates([item.status])[0] ?? "completed"}`),
                  deletedAt: formatDateTime(item.deletedAt, language),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
