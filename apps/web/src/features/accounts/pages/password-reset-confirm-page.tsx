import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";

export default function PasswordResetConfirmPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("reset.confirm.title")} lead={t("reset.confirm.lead")}>
      <Link to="/login">{t("reset.confirm.login")}</Link>
    </AuthCard>
  );
}
