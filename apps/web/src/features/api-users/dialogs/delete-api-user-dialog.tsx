import { useTranslation } from "react-i18next";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useApiUserChanges } from "../api/api-users-api.ts";
import { apiUserDialogProps } from "./api-user-props.ts";

/** business/delete-api-user: the API user goes with its key and sessions; its requests go with it. */
export default function DeleteApiUserDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { businessId, apiUser } = apiUserDialogProps(dialog);
  const changes = useApiUserChanges(businessId);
  const { failure, run } = useDialogWork(dialog.runAction);

  const confirm = () =>
    void run("delete", async () => {
      if (!apiUser) return;
      await changes.remove(apiUser);
      snackbar.show({ message: t("api_users.delete.deleted", { name: apiUser.description }), color: "success" });
    });

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("api_users.delete.title")}
      body={t("api_users.delete.body", { name: apiUser?.description ?? "" })}
      action="delete"
      confirmLabel={t("api_users.delete.confirm")}
      confirmColor="error"
      onConfirm={confirm}
      failure={failure}
    />
  );
}
