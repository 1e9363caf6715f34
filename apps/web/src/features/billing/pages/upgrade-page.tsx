import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PlanChooser } from "../../../entities/billing/plan-chooser.tsx";
import { currencyFor } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useDialogs } from "../../../shared/dialogs/dialog-manager.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { USER_QUERY_KEY } from "../../../shared/services/services.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { Card } from "../../../shared/ui/card/card.tsx";
import { planLabel } from "../components/plan-name.ts";
import styles from "../components/billing.module.css";

const FREE_MIGRATION_SEEN = "paraph-free-migration-seen";

/**
 * /upgrade (user): an individual upgrades their own account directly (spec §7 direct_upgrade
 * preview, setup intent and confirm) and lands on /welcome. A member of a business signs under its
 * plan, so the page says so instead.
 */
export default function UpgradePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSession().user;
  const dialogs = useDialogs();
  const { sessionStorage } = useServices();
  const isMigratedFree = user?.business === null && user.pricePlan?.name === "free_migrated";
  // Someone moved from the retired free plan learns what changed, once per tab, where they choose a plan.
  useEffect(() => {
    if (!isMigratedFree || sessionStorage.get(FREE_MIGRATION_SEEN) === "1") return;
    sessionStorage.set(FREE_MIGRATION_SEEN, "1");
    dialogs.open("general/free-migration");
  }, [isMigratedFree, sessionStorage, dialogs]);
  if (!user) return null;
  if (user.business) {
    return (
      <Card narrow>
        <h1>{t("billing.individual.member_title")}</h1>
        <p>{t("billing.individual.member_body", { business: user.business.name })}</p>
        {user.business.isAdmin ? <Link to="/business/billing/plan">{t("titles.business_plan")}</Link> : null}
      </Card>
    );
  }
  const plan = user.pricePlan ?? null;
  const hasPaymentMethod = plan?.paymentMethod === "STRIPE" || plan?.paymentMethod === "MANUAL";
  return (
    <>
      <h1>{t("billing.individual.upgrade_title")}</h1>
      <p>{t("billing.individual.upgrade_lead")}</p>
      <p className={styles.muted}>{t("billing.individual.current", { plan: planLabel(plan?.name, t) })}</p>
      <Card>
        <PlanChooser
          target={{ kind: "individual" }}
          currency={currencyFor(language)}
          currentPlan={plan?.name ?? null}
          hasPaymentMethod={hasPaymentMethod}
          referralCode={user.attributes.celloUcc}
          onUpgraded={async () => {
            await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
            void navigate("/welcome");
          }}
        />
      </Card>
      <p>
        {t("billing.individual.business_hint")} <Link to="/business/upgrade">{t("billing.individual.create_business")}</Link>
      </p>
    </>
  );
}
