import { useTranslation } from "react-i18next";
import { Button } from "../ui/button/button.tsx";
import { DialogFrame } from "../ui/dialog/dialog-frame.tsx";
import type { DialogComponentProps } from "./dialog-manager.tsx";

/** Asked when a page with unsaved changes is about to be left; the opener acts on "leave" or "stay". */
export default function LeavePageDialog({ runAction, loadingAction }: DialogComponentProps) {
  const { t } = useTranslation();
  const stay = () => void runAction("stay");
  return (
    <DialogFrame
      title={t("dialogs.leave_page.title")}
      onDismiss={stay}
      closeLabel={t("common.close")}
      actions={
        <>
          <Button kind="secondary" onClick={stay} disabled={loadingAction !== null}>
            {t("dialogs.leave_page.stay")}
          </Button>
          <Button color="warning" loading={loadingAction === "leave"} onClick={() => void runAction("leave")}>
            {t("dialogs.leave_page.leave")}
          </Button>
        </>
      }
    >
      <p>{t("dialogs.leave_page.body")}</p>
    </DialogFrame>
  );
}
