import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { DialogFrame } from "../../../shared/ui/dialog/dialog-frame.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import styles from "../components/api-users.module.css";

/**
 * business/show-api-key: the key of a new or reset API user, the one time Paraph can show it
 * (it keeps only its hash). Copying puts it on the clipboard; the warning says it will not come back.
 */
export default function ShowApiKeyDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const username = String(dialog.request.props.username ?? "");
  const apiKey = String(dialog.request.props.apiKey ?? "");
  const [copy, setCopy] = useState<"copied" | "failed" | null>(null);

  const copyKey = () =>
    void navigator.clipboard.writeText(apiKey).then(
      () => setCopy("copied"),
      () => setCopy("failed"),
    );

  return (
    <DialogFrame
      title={t("api_users.key.title")}
      onDismiss={dialog.close}
      dismissible
      closeLabel={t("common.close")}
      actions={<Button onClick={dialog.close}>{t("api_users.key.done")}</Button>}
    >
      <Alert tone="warning">{t("api_users.key.warning")}</Alert>
      <TextField label={t("api_users.key.username")} value={username} optionalLabel="" readOnly />
      <TextField label={t("api_users.key.key")} value={apiKey} optionalLabel="" readOnly className={styles.key} />
      <Button kind="secondary" onClick={copyKey}>
        {t("api_users.key.copy")}
      </Button>
      <p role="status">{copy ? t(copy === "copied" ? "api_users.key.copied" : "api_users.key.copy_failed") : null}</p>
    </DialogFrame>
  );
}
