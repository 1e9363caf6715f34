import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BusinessSettings } from "@paraph/contracts";
import { SettingsSection } from "./settings-section.tsx";
import styles from "./business-settings.module.css";

/** The company logo, shown on the direct-sign pages and in the mails of the business's requests; it is changed on the profile page. */
export function BrandingSection({ settings, businessName }: { settings: BusinessSettings; businessName: string }) {
  const { t } = useTranslation();
  const logo = settings.companyBranding.logo;
  return (
    <SettingsSection title={t("business_settings.branding.title")} description={t("business_settings.branding.description")}>
      {logo ? (
        <img className={styles.logo} src={logo.url} width={logo.width} height={logo.height} alt={t("business_settings.branding.logo_alt", { business: businessName })} />
      ) : (
        <p>{t("business_settings.branding.no_logo")}</p>
      )}
      <p>
        <Link to="/business/profile">{t("business_settings.branding.change")}</Link>
      </p>
    </SettingsSection>
  );
}
