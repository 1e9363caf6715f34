import { useTranslation } from "react-i18next";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useBusinessAnswers } from "../api/use-business-answers.ts";

/**
 * profile/leave-business: the user leaves their business and keeps a personal account. The last
 * admin is refused (`last_business_admin`), and the dialog says so.
 */
export default function LeaveBusinessDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const answers = useBusinessAnswers();
  const { failure, run } = useDialogWork(dialog.runAction);
  // Given by the opener: once the user has left, the session no longer names the business.
  const business = String(dialog.request.props.businessName ?? "");

  const confirm = () =>
    run("leave", async () => {
      await answers.leaveBusiness();
      snackbar.show({ message: t("business.leave.done", { business }), color: "success" });
    });

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("business.leave.title")}
      body={t("business.leave.body", { business })}
      action="leave"
      confirmLabel={t("business.leave.confirm")}
      confirmColor="error"
      onConfirm={() => void confirm()}
      failure={failure}
    />
  );
}
