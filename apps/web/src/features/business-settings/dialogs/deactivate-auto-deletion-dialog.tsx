import { useTranslation } from "react-i18next";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useSaveSettings } from "../api/settings-api.ts";

/** general/deactivate-auto-deletion: automatic deletion stops; what it already deleted stays deleted. */
export default function DeactivateAutoDeletionDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const save = useSaveSettings(String(dialog.request.props.businessId ?? ""));
  const { failure, run } = useDialogWork(dialog.runAction);

  const confirm = () =>
    void run("deactivate", async () => {
      await save({ signatureRequests: { retention: { enabled: false } } });
      snackbar.show({ message: t("business_settings.deactivate.done"), color: "success" });
    });

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("business_settings.deactivate.title")}
      body={t("business_settings.deactivate.body")}
      action="deactivate"
      confirmLabel={t("business_settings.deactivate.confirm")}
      onConfirm={confirm}
      failure={failure}
    >
      <p>{t("business_settings.deactivate.kept")}</p>
    </ConfirmDialogFrame>
  );
}
