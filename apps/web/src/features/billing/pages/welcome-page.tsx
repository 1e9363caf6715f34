import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BILLED_QUALITIES } from "@paraph/contracts";
import { pricePlansQuery } from "../../../entities/billing/billing-api.ts";
import { ProviderNotice } from "../../../entities/billing/provider-notice.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { Card } from "../../../shared/ui/card/card.tsx";
import { planLabel } from "../components/plan-name.ts";
import styles from "../components/billing.module.css";

/** /welcome (user): what the individual's plan includes, right after an upgrade (or on the free plan, the way up). */
export default function WelcomePage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const user = useSession().user;
  const catalogue = useQuery(pricePlansQuery(api));
  const plan = user?.pricePlan ?? null;
  const isFree = !plan || plan.name.startsWith("free");
  const details = catalogue.data?.plans.find((entry) => entry.name === plan?.name);
  return (
    <Card narrow>
      <h1>{isFree ? t("titles.welcome") : t("billing.individual.welcome_title", { plan: planLabel(plan?.name, t) })}</h1>
      {catalogue.data ? <ProviderNotice provider={catalogue.data.provider} /> : null}
      <p>{isFree ? t("billing.individual.welcome_free") : t("billing.individual.welcome_lead")}</p>
      {details ? (
        <>
          <h2>{t("billing.chooser.included")}</h2>
          <ul>
            {BILLED_QUALITIES.filter((quality) => details.signatures[quality] !== 0).map((quality) => (
              <li key={quality}>
                {details.signatures[quality] === null
                  ? t("billing.chooser.unlimited_signatures", { quality: t(`billing.qualities.${quality}`) })
                  : t("billing.chooser.signatures", { count: String(details.signatures[quality]), quality: t(`billing.qualities.${quality}`) })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className={styles.actions}>
        {plan?.canUpload !== false ? <Link to="/upload">{t("billing.individual.start")}</Link> : null}
        {isFree ? <Link to="/upgrade">{t("billing.individual.upgrade")}</Link> : null}
      </p>
    </Card>
  );
}
