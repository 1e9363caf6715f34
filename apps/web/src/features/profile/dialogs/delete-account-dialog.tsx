import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { deleteUser } from "@paraph/contracts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { markAccountDeleted } from "../../../entities/accounts/account-deleted-flag.ts";
import { CurrentPasswordField } from "../../../entities/accounts/password/password-fields.tsx";

/** Deleting the account needs the password; afterwards the visitor sees /bye, logged out. */
export default function DeleteAccountDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const { api, sessionStorage, tokenStore, queryClient } = useServices();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const { failure, run } = useDialogWork(dialog.runAction);
  const wrongPassword = isApiError(failure) && failure.code === "wrong_password";

  const confirm = () =>
    run("delete", async () => {
      await api.request(deleteUser, { body: { password } });
      markAccountDeleted(sessionStorage);
      // Leave the protected page first, so that dropping the session does not send us to /login.
      await navigate("/bye", { replace: true });
      tokenStore.clear();
      queryClient.clear();
    });

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("dialogs.delete_account.title")}
      body={t("dialogs.delete_account.body")}
      action="delete"
      confirmLabel={t("dialogs.delete_account.confirm")}
      confirmColor="error"
      confirmDisabled={password === ""}
      onConfirm={() => void confirm()}
      // The wrong password shows at its field instead.
      failure={wrongPassword ? null : failure}
      isForm
    >
      <CurrentPasswordField label={t("fields.password")} value={password} onChange={setPassword} error={wrongPassword ? t("errors.api.wrong_password") : null} />
    </ConfirmDialogFrame>
  );
}
