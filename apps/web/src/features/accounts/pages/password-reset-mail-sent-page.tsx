import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { isValidEmail } from "@paraph/contracts";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";

export default function PasswordResetMailSentPage() {
  const { t } = useTranslation();
  const email = new URLSearchParams(useLocation().search).get("email") ?? "";
  return (
    <AuthCard
      title={t("reset.mail_sent.title")}
      lead={isValidEmail(email) ? t("reset.mail_sent.lead_with_email", { email }) : t("reset.mail_sent.lead")}
      footer={<Link to="/login">{t("reset.back_to_login")}</Link>}
    >
      <p>{t("signup.mail_sent.spam_hint")}</p>
    </AuthCard>
  );
}
