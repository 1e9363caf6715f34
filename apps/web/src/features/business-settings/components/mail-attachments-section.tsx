import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BusinessSettings, BusinessSettingsChanges } from "@paraph/contracts";
import { CheckboxField } from "../../../shared/ui/field/checkbox-field.tsx";
import { SettingsSection } from "./settings-section.tsx";
import { SwitchField } from "./switch-field.tsx";
import styles from "./business-settings.module.css";

type Save = (changes: BusinessSettingsChanges) => Promise<BusinessSettings>;
type Attachments = BusinessSettings["mailService"]["attachments"];
const KINDS = ["signedDocument", "signatureProtocol"] as const;

/** What the mail sent when a request is completed carries, and whether a sender may change it per request. */
export function MailAttachmentsSection({ settings, save }: { settings: BusinessSettings; save: Save }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Attachments>(settings.mailService.attachments);
  const isChanged = JSON.stringify(draft) !== JSON.stringify(settings.mailService.attachments);
  const change = (kind: (typeof KINDS)[number], field: "enabled" | "customisable", value: boolean) =>
    setDraft((current) => ({ ...current, [kind]: { ...current[kind], [field]: value } }));

  return (
    <SettingsSection
      title={t("business_settings.attachments.title")}
      description={t("business_settings.attachments.description")}
      isChanged={isChanged}
      onSave={async () => {
        const saved = await save({ mailService: { attachments: draft } });
        setDraft(saved.mailService.attachments);
      }}
    >
      {KINDS.map((kind) => (
        <fieldset key={kind} className={styles.states}>
          <legend>{t(`business_settings.attachments.${kind}`)}</legend>
          <SwitchField label={t("business_settings.attachments.enabled")} checked={draft[kind].enabled} onChange={(value) => change(kind, "enabled", value)} />
          <CheckboxField label={t("business_settings.attachments.customisable")} checked={draft[kind].customisable} onChange={(event) => change(kind, "customisable", event.target.checked)} />
        </fieldset>
      ))}
    </SettingsSection>
  );
}
