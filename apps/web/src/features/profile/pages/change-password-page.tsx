import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { changePassword } from "@paraph/contracts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useApiMutation } from "../../../shared/api/use-api-mutation.ts";
import { USER_QUERY_KEY } from "../../../shared/services/services.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { CurrentPasswordField, NewPasswordFields } from "../../../entities/accounts/password/password-fields.tsx";
import { useNewPassword } from "../../../entities/accounts/password/use-new-password.ts";
import styles from "../components/profile.module.css";

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const session = useSession();
  const [oldPassword, setOldPassword] = useState("");
  const newPasswordInput = useNewPassword();
  const { password: newPassword, check: passwordCheck } = newPasswordInput;
  const mutation = useApiMutation(changePassword);
  const isWeak = session.user?.attributes.weakPassword === true;
  const wrongOld = isApiError(mutation.error) && mutation.error.code === "wrong_password";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await newPasswordInput.validate())) return;
    mutation.mutate(
      { body: { old: oldPassword, new: newPassword } },
      {
        onSuccess: async ({ token }) => {
          // Every other session ended; this one continues with the new token.
          session.logIn(token);
          await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
          snackbar.show({ id: "password-changed", message: t("change_password.done"), color: "success" });
          void navigate("/profile");
        },
      },
    );
  };

  return (
    <>
      <h1>{t("titles.change_password")}</h1>
      <Card>
        {isWeak ? <Alert tone="warning" title={t("change_password.weak_title")}>{t("change_password.weak_body")}</Alert> : null}
        {mutation.isError && !wrongOld ? <Alert tone="error">{describeError(mutation.error, t)}</Alert> : null}
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <CurrentPasswordField
            label={t("fields.current_password")}
            value={oldPassword}
            onChange={setOldPassword}
            error={wrongOld ? t("errors.api.wrong_password") : null}
          />
          <NewPasswordFields input={newPasswordInput} />
          <div className={styles.actions}>
            <Button type="submit" loading={mutation.isPending || passwordCheck.status === "checking"} disabled={oldPassword === "" || newPassword === ""}>
              {t("change_password.submit")}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
