import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";
import { SignupEmailForm } from "../../../entities/accounts/signup/signup-email-form.tsx";

/** Spec §2 /signup/flows/eidplus/new: sign up and verify one's identity in one flow, ending with QES; first the address. */
export default function EidplusNewPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t("signup.eidplus.title")}
      lead={t("signup.eidplus.lead")}
      footer={
        <span>
          {t("signup.have_account")} <Link to="/login">{t("signup.login_link")}</Link>
        </span>
      }
    >
      <SignupEmailForm flow="eidplus" mailSentPath="/signup/mail-sent" submitLabel={t("signup.submit")} />
    </AuthCard>
  );
}
