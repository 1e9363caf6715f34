import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../shared/api/describe-error.ts";
import { businessSettingsQuery, useCurrentBusiness } from "../../../entities/businesses/current-business.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useSaveSettings } from "../api/settings-api.ts";
import { BrandingSection } from "../components/branding-section.tsx";
import styles from "../components/business-settings.module.css";
import { EmbedOriginsSection } from "../components/embed-origins-section.tsx";
import { FeaturesSection } from "../components/features-section.tsx";
import { MailAttachmentsSection } from "../components/mail-attachments-section.tsx";
import { Part11Section } from "../components/part11-section.tsx";
import { RetentionSection } from "../components/retention-section.tsx";
import { SignerGroupLimitsSection } from "../components/signer-group-limits-section.tsx";
import { SsoSection } from "../components/sso-section.tsx";
import { SupportContactSection } from "../components/support-contact-section.tsx";

/** /business/settings (admins): every setting of the business, each group saved on its own (docs/business-settings.md). */
export default function BusinessSettingsPage() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <>
      <h1>{t("titles.business_settings")}</h1>
      <p>{t("business_settings.intro")}</p>
      {business ? <SettingsSections key={business.id} businessId={business.id} businessName={business.name} /> : null}
    </>
  );
}

function SettingsSections({ businessId, businessName }: { businessId: string; businessName: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const settings = useQuery(businessSettingsQuery(api, businessId));
  const save = useSaveSettings(businessId);
  if (settings.isPending) return <Spinner />;
  if (settings.isError) return <Alert tone="error">{describeError(settings.error, t)}</Alert>;
  const props = { settings: settings.data, save };
  return (
    <div className={styles.sections}>
      <SupportContactSection {...props} />
      <Part11Section {...props} />
      <RetentionSection businessId={businessId} settings={settings.data} />
      <BrandingSection settings={settings.data} businessName={businessName} />
      <MailAttachmentsSection {...props} />
      <SignerGroupLimitsSection {...props} />
      <FeaturesSection {...props} />
      <EmbedOriginsSection {...props} />
      <SsoSection businessId={businessId} />
    </div>
  );
}
