import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";

export default function ByePage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("bye.title")} lead={t("bye.lead")}>
      <Link to="/signup">{t("bye.signup_again")}</Link>
    </AuthCard>
  );
}
