import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { ssoErrorReasonSchema } from "@paraph/contracts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";

/**
 * Where a failed single sign-on lands (docs/sso.md); the company variant means the company's
 * set-up is at fault. The `reason` the server gives says what happened.
 */
export default function SsoErrorPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const isCompany = pathname.endsWith("/company");
  const reason = ssoErrorReasonSchema.safeParse(new URLSearchParams(search).get("reason"));
  return (
    <AuthCard title={isCompany ? t("sso.error_company.title") : t("sso.error.title")}>
      <Alert tone="error">{isCompany ? t("sso.error_company.lead") : t("sso.error.lead")}</Alert>
      {reason.success ? <p data-reason={reason.data}>{t(`sso.reasons.${reason.data}`)}</p> : null}
      <Link to="/login">{t("reset.back_to_login")}</Link>
    </AuthCard>
  );
}
