import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TERMS_OF_USE_MAX_LENGTH } from "@paraph/contracts";
import { SelectField } from "../../../../shared/ui/field/select-field.tsx";
import { RadioGroup } from "../../../../shared/ui/field/radio-group.tsx";
import { DateField } from "../../../../shared/ui/field/date-field.tsx";
import { TextField } from "../../../../shared/ui/field/text-field.tsx";
import type { ComposerSettings } from "./composer-settings.ts";
import { OptionalTextArea } from "./optional-text-area.tsx";
import { QualityFieldset } from "./quality-fieldset.tsx";
import styles from "./composer.module.css";

const REMINDER_CHOICES = ["", "1", "2", "3", "7", "14"] as const;

interface SettingsSectionProps {
  settings: ComposerSettings;
  onChange: (next: ComposerSettings) => void;
  /** Today as yyyy-mm-dd: an expiry cannot lie in the past. */
  today: string;
  /** The completion-mail choice, where the sender's business offers one. */
  children?: ReactNode;
}

/** Title, signing order, quality and legislation, message, terms of use, expiry, reminders (and the completion mail): sent with the next save. */
export function SettingsSection({ settings, onChange, today, children }: SettingsSectionProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<ComposerSettings>) => onChange({ ...settings, ...patch });
  return (
    <section className={styles.section} aria-labelledby="composer-settings">
      <h2 id="composer-settings">{t("signature_requests.composer.settings.title")}</h2>
      <TextField label={t("signature_requests.composer.settings.request_title")} value={settings.title} maxLength={200} onChange={(event) => set({ title: event.target.value })} required />
      <RadioGroup
        legend={t("signature_requests.composer.settings.order")}
        name="signing-order"
        value={settings.signingOrder}
        onChange={(value) => set({ signingOrder: value as ComposerSettings["signingOrder"] })}
        options={[
          { value: "parallel", label: t("signature_requests.composer.settings.parallel"), description: t("signature_requests.composer.settings.parallel_hint") },
          { value: "sequential", label: t("signature_requests.composer.settings.sequential"), description: t("signature_requests.composer.settings.sequential_hint") },
        ]}
      />
      <QualityFieldset quality={settings.quality} legislation={settings.legislation} onChange={set} />
      <OptionalTextArea id="composer-message" label={t("signature_requests.composer.settings.message")} rows={3} maxLength={2000} value={settings.message} onChange={(message) => set({ message })} />
      <OptionalTextArea
        id="composer-terms-of-use"
        label={t("signature_requests.composer.settings.terms_of_use")}
        hint={t("signature_requests.composer.settings.terms_of_use_hint")}
        rows={5}
        maxLength={TERMS_OF_USE_MAX_LENGTH}
        value={settings.termsOfUse}
        onChange={(termsOfUse) => set({ termsOfUse })}
      />
      <div className={styles.twoColumns}>
        <DateField
          label={t("signature_requests.composer.settings.expiry")}
          min={today}
          value={settings.expiryDate}
          optionalLabel={t("signature_requests.composer.optional")}
          onChange={(expiryDate) => set({ expiryDate })}
        />
        <SelectField
          label={t("signature_requests.composer.settings.reminders")}
          value={settings.reminderDays}
          onChange={(event) => set({ reminderDays: event.target.value })}
          options={REMINDER_CHOICES.map((days) => ({
            value: days,
            label: days === "" ? t("signature_requests.composer.settings.no_reminders") : t("signature_requests.composer.settings.every_days", { count: Number(days) }),
          }))}
        />
      </div>
      {children}
    </section>
  );
}
