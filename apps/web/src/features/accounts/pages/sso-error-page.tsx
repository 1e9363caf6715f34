import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";

/** Where a failed single sign-on lands; the company variant means the company's set-up is at fault. */
export default function SsoErrorPage() {
  const { t } = useTranslation();
  const isCompany = useLocation().pathname.endsWith("/company");
  return (
    <AuthCard title={isCompany ? t("sso.error_company.title") : t("sso.error.title")}>
      <Alert tone="error">{isCompany ? t("sso.error_company.lead") : t("sso.error.lead")}</Alert>
      <Link to="/login">{t("reset.back_to_login")}</Link>
    </AuthCard>
  );
}
