import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation } from "react-router";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";

/** Confirmation links of older e-mails land here; the sign-up continues on /signup/steps. */
export default function SignupConfirmPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useLocation().search).get("token");
  if (token) return <Navigate to={`/signup/steps?token=${encodeURIComponent(token)}`} replace />;
  return (
    <AuthCard title={t("signup.confirm.title")}>
      <Alert tone="warning">{t("signup.confirm.missing_token")}</Alert>
      <Link to="/signup">{t("signup.mail_sent.retry")}</Link>
    </AuthCard>
  );
}
