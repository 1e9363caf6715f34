import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { isValidEmail } from "@paraph/contracts";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";

/** After a sign-up's first step: the link is on its way (to the address in the query, if it is one). */
export function SignupMailSentCard({ retryPath }: { retryPath: string }) {
  const { t } = useTranslation();
  const email = new URLSearchParams(useLocation().search).get("email") ?? "";
  return (
    <AuthCard
      title={t("signup.mail_sent.title")}
      lead={isValidEmail(email) ? t("signup.mail_sent.lead_with_email", { email }) : t("signup.mail_sent.lead")}
      footer={<Link to={retryPath}>{t("signup.mail_sent.retry")}</Link>}
    >
      <p>{t("signup.mail_sent.spam_hint")}</p>
    </AuthCard>
  );
}
