import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { cancelEmailChange, EMAIL_CHANGE_LINK_HOURS, isValidEmail, normalizeEmail, requestEmailChange, type User } from "@paraph/contracts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useApiMutation } from "../../../shared/api/use-api-mutation.ts";
import { USER_QUERY_KEY } from "../../../shared/services/services.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { CurrentPasswordField } from "../../../entities/accounts/password/password-fields.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import styles from "./profile.module.css";

/**
 * "Change e-mail address" on the settings page (docs/account-email.md): the new address and the
 * password send a link to the new address; a pending change shows with its cancel button.
 */
export function EmailChangeCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const request = useApiMutation(requestEmailChange);
  const cancel = useApiMutation(cancelEmailChange);
  const reloadUser = () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  const wrongPassword = isApiError(request.error) && request.error.code === "wrong_password";

  if (user.hasSso) {
    return (
      <Card>
        <h2>{t("email_change.heading")}</h2>
        <p>{t("email_change.current", { email: user.email })}</p>
        <Alert tone="info">{t("email_change.sso")}</Alert>
      </Card>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = normalizeEmail(email);
    const invalid = wanted === "" ? t("validation.required") : isValidEmail(wanted) ? null : t("validation.email");
    setEmailError(invalid);
    if (invalid || password === "") return;
    request.mutate(
      { body: { email: wanted, password } },
      {
        onSuccess: async () => {
          setEmail("");
          setPassword("");
          await reloadUser();
          snackbar.show({ id: "email-change-sent", message: t("email_change.sent", { email: wanted }), color: "success" });
        },
      },
    );
  };

  const cancelPending = () =>
    cancel.mutate(
      {},
      {
        onSuccess: async () => {
          await reloadUser();
          snackbar.show({ id: "email-change-cancelled", message: t("email_change.cancelled"), color: "success" });
        },
      },
    );

  return (
    <Card>
      <h2>{t("email_change.heading")}</h2>
      <p>{t("email_change.current", { email: user.email })}</p>
      {user.pendingEmail ? (
        <Alert tone="info">
          <p>{t("email_change.pending", { email: user.pendingEmail })}</p>
          <Button kind="secondary" onClick={cancelPending} loading={cancel.isPending}>
            {t("email_change.cancel")}
          </Button>
        </Alert>
      ) : null}
      {cancel.isError ? <Alert tone="error">{describeError(cancel.error, t)}</Alert> : null}
      {request.isError && !wrongPassword ? <Alert tone="error">{describeError(request.error, t)}</Alert> : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <p>{t("email_change.explain", { count: EMAIL_CHANGE_LINK_HOURS })}</p>
        <TextField
          label={t("email_change.new_email")}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
          required
          maxLength={254}
        />
        <CurrentPasswordField
          label={t("fields.current_password")}
          value={password}
          onChange={setPassword}
          error={wrongPassword ? t("errors.api.wrong_password") : null}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={request.isPending} disabled={email.trim() === "" || password === ""}>
            {t("email_change.submit")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
