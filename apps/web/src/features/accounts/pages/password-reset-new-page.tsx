import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { resetPassword } from "@paraph/contracts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useApiMutation } from "../../../shared/api/use-api-mutation.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";
import styles from "../../../shared/ui/auth-card/auth-card.module.css";
import { NewPasswordFields } from "../../../entities/accounts/password/password-fields.tsx";
import { useNewPassword } from "../../../entities/accounts/password/use-new-password.ts";

export default function PasswordResetNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = new URLSearchParams(useLocation().search).get("token") ?? "";
  const newPassword = useNewPassword(token || undefined);
  const { password, check: passwordCheck } = newPassword;
  const mutation = useApiMutation(resetPassword);

  if (!token) {
    return (
      <AuthCard title={t("reset.new.title")}>
        <Alert tone="error">{t("errors.api.token_invalid")}</Alert>
        <Link to="/password-reset">{t("reset.request_new_link")}</Link>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await newPassword.validate())) return;
    mutation.mutate({ body: { token, new: password } }, { onSuccess: () => void navigate("/password-reset/confirm", { replace: true }) });
  };

  const linkBroken = isApiError(mutation.error) && ["token_invalid", "token_expired", "token_used"].includes(mutation.error.code);

  return (
    <AuthCard title={t("reset.new.title")} lead={t("reset.new.lead")}>
      {mutation.isError ? (
        <Alert tone="error">
          {describeError(mutation.error, t)} {linkBroken ? <Link to="/password-reset">{t("reset.request_new_link")}</Link> : null}
        </Alert>
      ) : null}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <NewPasswordFields input={newPassword} />
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending || passwordCheck.status === "checking"} disabled={password === ""}>
          {t("reset.new.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
