import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../shared/api/describe-error.ts";
import { businessQuery, useCurrentBusiness } from "../../../entities/businesses/current-business.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { DeleteBusinessCard } from "../components/delete-business-card.tsx";
import { DetailsCard } from "../components/details-card.tsx";
import { LogoCard } from "../components/logo-card.tsx";
import { ProfileNav } from "../components/profile-nav.tsx";
import styles from "../components/business-profile.module.css";

/** /business/profile (admins): the business's details and support contact, its logo, and deleting it. */
export default function BusinessProfilePage() {
  const { t } = useTranslation();
  const current = useCurrentBusiness();
  const { api } = useServices();
  const business = useQuery({ ...businessQuery(api, current?.id ?? ""), enabled: current !== null });
  return (
    <>
      <h1>{t("titles.business_profile")}</h1>
      <ProfileNav />
      {business.isPending ? <Spinner label={t("common.loading")} /> : null}
      {business.isError ? <Alert tone="error">{describeError(business.error, t)}</Alert> : null}
      {business.data ? (
        <div className={styles.stack}>
          {/* Keyed by the business: the form starts from what the server holds for it. */}
          <DetailsCard key={business.data.id} business={business.data} />
          <LogoCard business={business.data} />
          <DeleteBusinessCard business={business.data} />
        </div>
      ) : null}
    </>
  );
}
