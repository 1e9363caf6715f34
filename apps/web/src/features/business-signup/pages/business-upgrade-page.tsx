import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentBusiness } from "../../../shared/api/current-business.ts";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";
import { CreateBusinessForm } from "../components/create-business-form.tsx";
import { BusinessLinks } from "../components/business-links.tsx";

/**
 * /business/upgrade (user or admin, strict). A user creates a business here. An admin's business
 * exists already, and plans and billing are another issue: the page says so and offers what exists.
 */
export default function BusinessUpgradePage() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  if (business?.isAdmin) {
    return (
      <AuthCard title={t("business_signup.upgrade.admin_title", { business: business.name })} lead={t("business_signup.upgrade.admin_body")}>
        <BusinessLinks />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("titles.business_upgrade")} lead={t("business_signup.upgrade.lead_user")}>
      <CreateBusinessForm />
      <p>
        <Link to="/dashboard">{t("titles.dashboard")}</Link>
      </p>
    </AuthCard>
  );
}
