import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";
import { SignupEmailForm } from "../../../entities/accounts/signup/signup-email-form.tsx";

/**
 * /business/signup: the address first; its confirmation link (flow "business") leads to
 * /business/signup/steps. A `ucc` query parameter is kept as the referral code (spec §2).
 */
export default function BusinessSignupPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t("business_signup.signup.title")}
      lead={t("business_signup.signup.lead")}
      footer={
        <>
          <span>
            {t("business_signup.signup.have_account")} <Link to="/business/register">{t("business_signup.signup.login_link")}</Link>
          </span>
          <span>
            {t("business_signup.signup.personal_link")} <Link to="/signup">{t("titles.signup")}</Link>
          </span>
        </>
      }
    >
      <SignupEmailForm flow="business" mailSentPath="/business/signup/mail-sent" submitLabel={t("business_signup.signup.submit")} />
    </AuthCard>
  );
}
