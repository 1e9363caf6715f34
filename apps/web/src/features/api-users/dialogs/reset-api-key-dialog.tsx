import { useTranslation } from "react-i18next";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import { useDialogs, type DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useApiUserChanges } from "../api/api-users-api.ts";
import { apiUserDialogProps } from "./api-user-props.ts";

/** business/reset-api-key: a new key, shown once afterwards; the old key and its sessions stop at once. */
export default function ResetApiKeyDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const { businessId, apiUser } = apiUserDialogProps(dialog);
  const changes = useApiUserChanges(businessId);
  const { failure, run } = useDialogWork(dialog.runAction);

  const confirm = () => {
    let apiKey: { username: string; apiKey: string } | null = null;
    void run("reset", async () => {
      if (apiUser) apiKey = await changes.resetKey(apiUser);
    }).then(() => {
      if (apiKey) dialogs.open("business/show-api-key", apiKey);
    });
  };

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("api_users.reset.title")}
      body={t("api_users.reset.body", { name: apiUser?.description ?? "" })}
      action="reset"
      confirmLabel={t("api_users.reset.confirm")}
      confirmColor="error"
      onConfirm={confirm}
      failure={failure}
    />
  );
}
