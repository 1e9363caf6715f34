import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { isSupportedLanguage, requestReset } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useApiMutation } from "../../../shared/api/use-api-mutation.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";
import styles from "../../../shared/ui/auth-card/auth-card.module.css";
import { EmailAddressField } from "../../../shared/ui/auth-card/email-address-field.tsx";
import { loginEmailFromQuery } from "../components/login-email.ts";
import { useEmailInput } from "../../../shared/ui/auth-card/use-email-input.ts";

export default function PasswordResetPage() {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const emailInput = useEmailInput(() => loginEmailFromQuery(search) ?? "");
  const mutation = useApiMutation(requestReset);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = emailInput.validate();
    if (normalized === null) return;
    const lang = isSupportedLanguage(i18n.language) ? i18n.language : undefined;
    mutation.mutate(
      { body: { email: normalized, lang } },
      { onSuccess: () => void navigate(`/password-reset/mail-sent?email=${encodeURIComponent(normalized)}`) },
    );
  };

  return (
    <AuthCard title={t("reset.title")} lead={t("reset.lead")} footer={<Link to="/login">{t("reset.back_to_login")}</Link>}>
      {mutation.isError ? <Alert tone="error">{describeError(mutation.error, t)}</Alert> : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <EmailAddressField input={emailInput} autoComplete="email" />
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending}>
          {t("reset.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
