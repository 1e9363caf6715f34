import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";
import { SignupEmailForm } from "../../../entities/accounts/signup/signup-email-form.tsx";

export default function SignupPage() {
  const { t } = useTranslation();
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
      <SignupEmailForm flow="free" mailSentPath="/signup/mail-sent" submitLabel={t("signup.submit")} />
    </AuthCard>
  );
}
