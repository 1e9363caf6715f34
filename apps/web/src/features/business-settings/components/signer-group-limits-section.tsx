import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SIGNER_GROUP_LIMITS, type BusinessSettings, type BusinessSettingsChanges } from "@paraph/contracts";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { SettingsSection } from "./settings-section.tsx";
import styles from "./business-settings.module.css";

type Save = (changes: BusinessSettingsChanges) => Promise<BusinessSettings>;
type Limit = "maxGroups" | "maxParticipants";

/** A whole number from 0 to Paraph's ceiling, or null. */
function parseLimit(input: string, ceiling: number): number | null {
  if (!/^\d+$/.test(input.trim())) return null;
  const value = Number(input.trim());
  return value <= ceiling ? value : null;
}

/** How many signer groups the business keeps and how many people each, within Paraph's ceiling. */
export function SignerGroupLimitsSection({ settings, save }: { settings: BusinessSettings; save: Save }) {
  const { t } = useTranslation();
  const [inputs, setInputs] = useState<Record<Limit, string>>({ maxGroups: String(settings.signerGroups.maxGroups), maxParticipants: String(settings.signerGroups.maxParticipants) });
  const [errors, setErrors] = useState<Partial<Record<Limit, string>>>({});
  const isChanged = inputs.maxGroups !== String(settings.signerGroups.maxGroups) || inputs.maxParticipants !== String(settings.signerGroups.maxParticipants);

  const onSave = async () => {
    const maxGroups = parseLimit(inputs.maxGroups, SIGNER_GROUP_LIMITS.ceiling.maxGroups);
    const maxParticipants = parseLimit(inputs.maxParticipants, SIGNER_GROUP_LIMITS.ceiling.maxParticipants);
    const found: Partial<Record<Limit, string>> = {};
    if (maxGroups === null) found.maxGroups = t("business_settings.groups.invalid", { max: SIGNER_GROUP_LIMITS.ceiling.maxGroups });
    if (maxParticipants === null) found.maxParticipants = t("business_settings.groups.invalid", { max: SIGNER_GROUP_LIMITS.ceiling.maxParticipants });
    setErrors(found);
    if (maxGroups === null || maxParticipants === null) return false;
    const saved = await save({ signerGroups: { maxGroups, maxParticipants } });
    setInputs({ maxGroups: String(saved.signerGroups.maxGroups), maxParticipants: String(saved.signerGroups.maxParticipants) });
    return true;
  };

  const field = (limit: Limit) => (
    <TextField
      className={styles.numberField}
      label={t(`business_settings.groups.${limit}`)}
      type="number"
      inputMode="numeric"
      min={0}
      max={SIGNER_GROUP_LIMITS.ceiling[limit]}
      value={inputs[limit]}
      onChange={(event) => setInputs((current) => ({ ...current, [limit]: event.target.value }))}
      error={errors[limit] ?? null}
      hint={t("business_settings.groups.hint", { max: SIGNER_GROUP_LIMITS.ceiling[limit], standard: SIGNER_GROUP_LIMITS.defaultLimits[limit] })}
      required
    />
  );

  return (
    <SettingsSection title={t("business_settings.groups.title")} description={t("business_settings.groups.description")} isChanged={isChanged} onSave={onSave}>
      {field("maxGroups")}
      {field("maxParticipants")}
    </SettingsSection>
  );
}
