import { useEffect, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { isSupportedLanguage, requestConfirmation } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useApiMutation } from "../../../shared/api/use-api-mutation.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";
import styles from "../../../shared/ui/auth-card/auth-card.module.css";
import { EmailAddressField } from "../../../shared/ui/auth-card/email-address-field.tsx";
import { storeReferralCode } from "../../../shared/session/referral-code.ts";
import { useEmailInput } from "../../../shared/ui/auth-card/use-email-input.ts";

export default function SignupPage() {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { localStorage } = useServices();
  const emailInput = useEmailInput();
  const mutation = useApiMutation(requestConfirmation);
  useEffect(() => storeReferralCode(localStorage, search), [localStorage, search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = emailInput.validate();
    if (normalized === null) return;
    const lang = isSupportedLanguage(i18n.language) ? i18n.language : undefined;
    mutation.mutate(
      { body: { email: normalized, flow: "free", lang } },
      { onSuccess: () => void navigate(`/signup/mail-sent?email=${encodeURIComponent(normalized)}`) },
    );
  };

  return (
    <AuthCard
      title={t("signup.title")}
      lead={t("signup.lead")}
      footer={
        <span>
          {t("signup.have_account")} <Link to="/login">{t("signup.login_link")}</Link>
        </span>
      }
    >
      {mutation.isError ? <Alert tone="error">{describeError(mutation.error, t)}</Alert> : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <EmailAddressField input={emailInput} autoComplete="email" />
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending}>
          {t("signup.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
