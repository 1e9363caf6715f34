import { useEffect, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { isSupportedLanguage, requestConfirmation } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useApiMutation } from "../../../shared/api/use-api-mutation.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { storeReferralCode } from "../../../shared/session/referral-code.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";
import styles from "../../../shared/ui/auth-card/auth-card.module.css";
import { EmailAddressField } from "../../../shared/ui/auth-card/email-address-field.tsx";
import { useEmailInput } from "../../../shared/ui/auth-card/use-email-input.ts";
import { Button } from "../../../shared/ui/button/button.tsx";

/**
 * /business/signup: the address first; its confirmation link (flow "business") leads to
 * /business/signup/steps. A `ucc` query parameter is kept as the referral code (spec §2).
 */
export default function BusinessSignupPage() {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { localStorage } = useServices();
  const emailInput = useEmailInput();
  const mutation = useApiMutation(requestConfirmation);
  useEffect(() => storeReferralCode(localStorage, search), [localStorage, search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = emailInput.validate();
    if (email === null) return;
    const lang = isSupportedLanguage(i18n.language) ? i18n.language : undefined;
    mutation.mutate(
      { body: { email, flow: "business", lang } },
      { onSuccess: () => void navigate(`/business/signup/mail-sent?email=${encodeURIComponent(email)}`) },
    );
  };

  return (
    <AuthCard
      title={t("business_signup.signup.title")}
      lead={t("business_signup.signup.lead")}
      footer={
        <>
          <span>
            {t("business_signup.signup.have_account")} <Link to="/login">{t("business_signup.signup.login_link")}</Link>
          </span>
          <span>
            {t("business_signup.signup.personal_link")} <Link to="/signup">{t("titles.signup")}</Link>
          </span>
        </>
      }
    >
      {mutation.isError ? <Alert tone="error">{describeError(mutation.error, t)}</Alert> : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <EmailAddressField input={emailInput} autoComplete="email" />
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending}>
          {t("business_signup.signup.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
