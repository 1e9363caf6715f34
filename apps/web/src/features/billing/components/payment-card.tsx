import { useTranslation } from "react-i18next";
import type { BusinessBilling } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useTrackedWork } from "../../../shared/lib/use-tracked-work.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { useBillingChanges } from "../api/billing-api.ts";
import styles from "./billing.module.css";

/**
 * How the business pays: its payment state, and the provider's customer portal (spec §7
 * `stripe/cpsession`) where the card is changed and invoices are downloaded.
 */
export function PaymentCard({ businessId, billing }: { businessId: string; billing: BusinessBilling }) {
  const { t } = useTranslation();
  const changes = useBillingChanges(businessId);
  const { failure, isBusy: isOpening, run } = useTrackedWork();
  const openPortal = () => run(async () => window.location.assign(await changes.portalUrl()));
  const hasCard = billing.paymentMethod === "STRIPE" || billing.paymentMethod === "CHARGEBEE";
  return (
    <Card>
      <h2>{t("billing.payment_method.title")}</h2>
      <p>
        {billing.paymentMethod === "MANUAL"
          ? t("billing.payment_method.manual")
          : hasCard
            ? t(`billing.payment_methods.${billing.paymentMethod}`)
            : t("billing.payment_method.none")}
      </p>
      {billing.provider === "stripe" ? (
        <>
          <p className={styles.muted}>{t("billing.portal.body")}</p>
          <Button kind="secondary" loading={isOpening} onClick={() => void openPortal()}>
            {t("billing.portal.open")}
          </Button>
        </>
      ) : null}
      {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
    </Card>
  );
}
