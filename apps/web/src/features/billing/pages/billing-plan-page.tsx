import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { describeError } from "../../../shared/api/describe-error.ts";
import { businessQuery, useCurrentBusiness } from "../../../entities/businesses/current-business.ts";
import { usageQuery } from "../../../entities/billing/billing-api.ts";
import { ProviderNotice } from "../../../entities/billing/provider-notice.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { BillingAddressForm } from "../components/billing-address-form.tsx";
import styles from "../components/billing.module.css";
import { CurrentPlanCard } from "../components/current-plan-card.tsx";
import { InvoicesCard } from "../components/invoices-card.tsx";
import { PaymentCard } from "../components/payment-card.tsx";
import { ReferralCard } from "../components/referral-card.tsx";
import { UsageCard } from "../components/usage-card.tsx";

/** /business/billing/plan (admins): plan, seats, usage, invoices, payment and billing address (docs/billing.md). */
export default function BillingPlanPage() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <>
      <h1>{t("titles.business_plan")}</h1>
      <p>{t("billing.plan_page.intro")}</p>
      {business ? <PlanSections key={business.id} businessId={business.id} /> : null}
    </>
  );
}

function PlanSections({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const business = useQuery(businessQuery(api, businessId));
  const usage = useQuery(usageQuery(api, businessId));
  if (business.isPending) return <Spinner label={t("common.loading")} />;
  if (business.isError) return <Alert tone="error">{describeError(business.error, t)}</Alert>;
  const { billing, pricePlan } = business.data;
  if (!billing || !pricePlan) return <Alert tone="error">{t("errors.api.generic")}</Alert>;
  const hasProvider = billing.provider !== "none";
  return (
    <div className={styles.sections}>
      <ProviderNotice provider={billing.provider} />
      <CurrentPlanCard business={business.data} subscription={{ billing, pricePlan }} usage={usage.data} />
      {usage.isError ? <Alert tone="error">{describeError(usage.error, t)}</Alert> : null}
      {usage.data ? <UsageCard usage={usage.data} /> : null}
      {hasProvider ? <PaymentCard businessId={businessId} billing={billing} /> : null}
      {hasProvider ? <InvoicesCard businessId={businessId} /> : null}
      {hasProvider ? <BillingAddressForm businessId={businessId} billing={billing} /> : null}
      {hasProvider ? <ReferralCard businessId={businessId} /> : null}
      <p>
        <Link to="/business/extras">{t("billing.plan_page.extras")}</Link>
      </p>
    </div>
  );
}
