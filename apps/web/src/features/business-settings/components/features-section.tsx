import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BusinessSettings, BusinessSettingsChanges } from "@paraph/contracts";
import { SettingsSection } from "./settings-section.tsx";
import { SwitchField } from "./switch-field.tsx";

type Save = (changes: BusinessSettingsChanges) => Promise<BusinessSettings>;

interface Features {
  mab: boolean;
  guidance: boolean;
  referral: boolean;
}

const featuresOf = (settings: BusinessSettings): Features => ({
  mab: settings.mabSettings.directSign.enabled,
  guidance: settings.userPilot.enabled,
  referral: settings.affiliate.enabled,
});

/** The on/off features: the mobile app for direct-sign guests, in-app guidance, the referral programme. */
export function FeaturesSection({ settings, save }: { settings: BusinessSettings; save: Save }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Features>(featuresOf(settings));
  const saved = featuresOf(settings);
  const isChanged = (Object.keys(draft) as (keyof Features)[]).some((key) => draft[key] !== saved[key]);
  const toggle = (key: keyof Features) => (value: boolean) => setDraft((current) => ({ ...current, [key]: value }));

  return (
    <SettingsSection
      title={t("business_settings.features.title")}
      isChanged={isChanged}
      onSave={async () => {
        setDraft(featuresOf(await save({ mabSettings: { directSign: { enabled: draft.mab } }, userPilot: { enabled: draft.guidance }, affiliate: { enabled: draft.referral } })));
      }}
    >
      <SwitchField label={t("business_settings.features.mab")} checked={draft.mab} onChange={toggle("mab")} />
      <SwitchField label={t("business_settings.features.guidance")} checked={draft.guidance} onChange={toggle("guidance")} />
      <SwitchField label={t("business_settings.features.referral")} checked={draft.referral} onChange={toggle("referral")} />
    </SettingsSection>
  );
}
