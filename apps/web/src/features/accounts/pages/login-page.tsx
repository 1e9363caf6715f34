import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useApiMutation } from "../../../shared/api/use-api-mutation.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";
import styles from "../../../shared/ui/auth-card/auth-card.module.css";
import { EmailAddressField } from "../../../shared/ui/auth-card/email-address-field.tsx";
import { CurrentPasswordField } from "../../../entities/accounts/password/password-fields.tsx";
import { loginEndpoints } from "../api/login-calls.ts";
import { storeLoginEmail } from "../components/login-email.ts";
import { SsoLoginOffer, useSsoReturn } from "../components/sso-login.tsx";
import { useEmailInput } from "../../../shared/ui/auth-card/use-email-input.ts";

export default function LoginPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { sessionStorage } = useServices();
  const session = useSession();
  const emailInput = useEmailInput(() => storeLoginEmail(sessionStorage, search) ?? "");
  const { email } = emailInput;
  const [password, setPassword] = useState("");
  const mutation = useApiMutation(loginEndpoints.login);
  const ssoFailure = useSsoReturn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = emailInput.validate();
    if (normalized === null) return;
    // The guard takes the new session to the remembered page or the dashboard.
    mutation.mutate({ body: { email: normalized, password } }, { onSuccess: ({ token }) => session.logIn(token) });
  };

  return (
    <AuthCard
      title={t("login.title")}
      lead={t("login.lead")}
      footer={
        <>
          <Link to={`/password-reset${email ? `?email=${encodeURIComponent(email)}` : ""}`}>{t("login.forgot_password")}</Link>
          <span>
            {t("login.no_account")} <Link to="/signup">{t("login.signup_link")}</Link>
          </span>
        </>
      }
    >
      {mutation.isError ? <Alert tone="error">{describeError(mutation.error, t)}</Alert> : null}
      {ssoFailure ? <Alert tone="error">{describeError(ssoFailure, t)}</Alert> : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <EmailAddressField input={emailInput} autoComplete="username" />
        <CurrentPasswordField label={t("fields.password")} value={password} onChange={setPassword} />
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending} disabled={password === ""}>
          {t("login.submit")}
        </Button>
      </form>
      <SsoLoginOffer email={email} />
    </AuthCard>
  );
}
