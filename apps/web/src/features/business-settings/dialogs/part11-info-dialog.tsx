import { useTranslation } from "react-i18next";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { DialogFrame } from "../../../shared/ui/dialog/dialog-frame.tsx";

const POINTS = ["reauthenticate", "meaning", "manifestation", "audit"] as const;

/** general/part11-info: what Part 11 mode changes for the business's members when they sign (docs/part-11.md). */
export default function Part11InfoDialog({ close }: DialogComponentProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      title={t("business_settings.part11_info.title")}
      onDismiss={close}
      closeLabel={t("common.close")}
      actions={<Button onClick={close}>{t("business_settings.part11_info.ok")}</Button>}
    >
      <p>{t("business_settings.part11_info.intro")}</p>
      <ul>
        {POINTS.map((point) => (
          <li key={point}>{t(`business_settings.part11_info.${point}`)}</li>
        ))}
      </ul>
      <p>{t("business_settings.part11_info.scope")}</p>
    </DialogFrame>
  );
}
