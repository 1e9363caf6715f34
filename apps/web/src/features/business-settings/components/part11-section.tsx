import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BusinessSettings, BusinessSettingsChanges } from "@paraph/contracts";
import { useDialogs } from "../../../shared/dialogs/dialog-manager.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { SettingsSection } from "./settings-section.tsx";
import { SwitchField } from "./switch-field.tsx";

type Save = (changes: BusinessSettingsChanges) => Promise<BusinessSettings>;

/** 21 CFR Part 11 mode for the business's members; the info dialog says what it changes. */
export function Part11Section({ settings, save }: { settings: BusinessSettings; save: Save }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [isEnabled, setEnabled] = useState(settings.signatureRequests.part11.enabled);
  return (
    <SettingsSection
      title={t("business_settings.part11.title")}
      description={t("business_settings.part11.description")}
      isChanged={isEnabled !== settings.signatureRequests.part11.enabled}
      onSave={async () => {
        await save({ signatureRequests: { part11: { enabled: isEnabled } } });
      }}
    >
      <SwitchField label={t("business_settings.part11.switch")} checked={isEnabled} onChange={setEnabled} />
      <div>
        <Button kind="text" onClick={() => dialogs.open("general/part11-info")}>
          {t("business_settings.part11.more")}
        </Button>
      </div>
    </SettingsSection>
  );
}
