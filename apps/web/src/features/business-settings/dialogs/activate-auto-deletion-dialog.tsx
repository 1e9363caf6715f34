import { useTranslation } from "react-i18next";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useSaveSettings } from "../api/settings-api.ts";
import { retentionChoiceOf } from "../components/retention-terms.ts";

/**
 * general/activate-auto-deletion: says exactly what automatic deletion will delete and when,
 * then turns it on with the chosen ended states and days (or changes them while it is on).
 */
export default function ActivateAutoDeletionDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { businessId, terminalState, days } = retentionChoiceOf(dialog.request.props);
  const isChange = dialog.request.props.isChange === true;
  const save = useSaveSettings(businessId);
  const { failure, run } = useDialogWork(dialog.runAction);
  const states = terminalState.map((state) => t(`business_settings.states.${state}`));

  const confirm = () =>
    void run("activate", async () => {
      await save({ signatureRequests: { retention: { enabled: true, terminalState, days } } });
      snackbar.show({ message: t("business_settings.activate.done", { days }), color: "success" });
    });

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t(isChange ? "business_settings.activate.title_change" : "business_settings.activate.title")}
      body={t("business_settings.activate.body", { days })}
      action="activate"
      confirmLabel={t(isChange ? "business_settings.activate.confirm_change" : "business_settings.activate.confirm")}
      confirmColor="error"
      confirmDisabled={terminalState.length === 0}
      onConfirm={confirm}
      failure={failure}
    >
      <ul aria-label={t("business_settings.activate.states")}>
        {states.map((state) => (
          <li key={state}>{state}</li>
        ))}
      </ul>
      <p>{t("business_settings.activate.what")}</p>
      <p>{t("business_settings.activate.when")}</p>
      <p>
        <strong>{t("business_settings.activate.final")}</strong>
      </p>
    </ConfirmDialogFrame>
  );
}
