import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { API_USER_DESCRIPTION_MAX } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import { useDialogs, type DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { SelectField } from "../../../shared/ui/field/select-field.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { businessSealsQuery, useApiUserChanges } from "../api/api-users-api.ts";
import { apiUserDialogProps } from "./api-user-props.ts";

/**
 * business/create-api-user and business/edit-api-user: the description and the seal the API
 * user may sign with. A new API user's key comes only in the create answer, so the dialog hands
 * it on to business/show-api-key, which shows it the one time. The seals are the business's as
 * they load, not as the page had them when the dialog opened (a quick click found none).
 */
export default function ApiUserFormDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const { api } = useServices();
  const { businessId, apiUser } = apiUserDialogProps(dialog);
  const seals = useQuery(businessSealsQuery(api, businessId));
  const sealNames = (seals.data ?? []).map((entry) => entry.accountName);
  const changes = useApiUserChanges(businessId);
  const { failure, run } = useDialogWork(dialog.runAction);
  const [description, setDescription] = useState(apiUser?.description ?? "");
  const [seal, setSeal] = useState(apiUser?.sealAccountName ?? "");
  const [fieldError, setFieldError] = useState<string | null>(null);

  const confirm = () => {
    const trimmed = description.trim();
    if (trimmed === "") return setFieldError(t("validation.required"));
    setFieldError(null);
    if (apiUser) {
      void run("save", async () => {
        await changes.update(apiUser, { description: trimmed, sealAccountName: seal === "" ? null : seal });
        snackbar.show({ message: t("api_users.edit.saved"), color: "success" });
      });
      return;
    }
    let apiKey: { username: string; apiKey: string } | null = null;
    void run("save", async () => {
      apiKey = await changes.create({ description: trimmed, ...(seal === "" ? {} : { sealAccountName: seal }) });
    }).then(() => {
      if (apiKey) dialogs.open("business/show-api-key", apiKey);
    });
  };

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t(apiUser ? "api_users.edit.title" : "api_users.create.title")}
      body={t(apiUser ? "api_users.edit.body" : "api_users.create.body")}
      action="save"
      confirmLabel={t(apiUser ? "api_users.edit.confirm" : "api_users.create.confirm")}
      onConfirm={confirm}
      isForm
    >
      <TextField
        label={t("api_users.form.description")}
        hint={t("api_users.form.description_hint", { max: API_USER_DESCRIPTION_MAX })}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={fieldError}
        maxLength={API_USER_DESCRIPTION_MAX}
        required
      />
      <SelectField
        label={t("api_users.form.seal")}
        hint={t("api_users.form.seal_hint")}
        value={seal}
        onChange={(event) => setSeal(event.target.value)}
        options={[{ value: "", label: t("api_users.form.no_seal") }, ...sealNames.map((name) => ({ value: name, label: name }))]}
      />
      {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
    </ConfirmDialogFrame>
  );
}
