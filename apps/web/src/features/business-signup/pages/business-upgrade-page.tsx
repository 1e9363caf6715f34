import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { describeError } from "../../../shared/api/describe-error.ts";
import { businessKeys, businessQuery, useCurrentBusiness } from "../../../entities/businesses/current-business.ts";
import { PlanChooser } from "../../../entities/billing/plan-chooser.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { USER_QUERY_KEY } from "../../../shared/services/services.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { CreateBusinessForm } from "../components/create-business-form.tsx";

/**
 * /business/upgrade (user or admin, strict). A user creates a business here (it starts on a
 * trial). An admin chooses the business's paid plan: the upgrade preview with its promo code, the
 * card form and the upgrade (spec §7), then goes back to the plan page. It stays open while the
 * business is locked or its trial has ended, so an admin can always pay (spec §4).
 */
export default function BusinessUpgradePage() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  if (business?.isAdmin) return <ChoosePlan businessId={business.id} businessName={business.name} />;
  return (
    <AuthCard title={t("titles.business_upgrade")} lead={t("business_signup.upgrade.lead_user")}>
      <CreateBusinessForm />
      <p>
        <Link to="/dashboard">{t("titles.dashboard")}</Link>
      </p>
    </AuthCard>
  );
}

function ChoosePlan({ businessId, businessName }: { businessId: string; businessName: string }) {
  const { t } = useTranslation();
  const { api, queryClient } = useServices();
  const navigate = useNavigate();
  const business = useQuery(businessQuery(api, businessId));
  return (
    <>
      <h1>{t("billing.business_upgrade.title", { business: businessName })}</h1>
      <p>{t("billing.business_upgrade.lead")}</p>
      {business.isPending ? <Spinner label={t("common.loading")} /> : null}
      {business.isError ? <Alert tone="error">{describeError(business.error, t)}</Alert> : null}
      {business.data?.billing ? (
        <Card>
          <PlanChooser
            target={{ kind: "business", businessId }}
            currency={business.data.billing.currency}
            currentPlan={business.data.pricePlan?.name ?? null}
            minimumSeats={Math.max(1, business.data.members.length + business.data.invitedMembers.length)}
            hasPaymentMethod={business.data.billing.paymentMethod === "STRIPE" || business.data.billing.paymentMethod === "MANUAL"}
            onUpgraded={async () => {
              await queryClient.invalidateQueries({ queryKey: businessKeys.all(businessId) });
              await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
              void navigate("/business/billing/plan");
            }}
          />
        </Card>
      ) : null}
      <p>
        <Link to="/business/billing/plan">{t("titles.business_plan")}</Link>
      </p>
    </>
  );
}
