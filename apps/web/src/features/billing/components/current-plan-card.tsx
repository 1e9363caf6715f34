import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Business, SubscriptionUsage } from "@paraph/contracts";
import { useDialogs } from "../../../shared/dialogs/dialog-manager.tsx";
import { formatDate } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useOverlays } from "../../../shared/overlays/overlay-manager.tsx";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useTrackedWork } from "../../../shared/lib/use-tracked-work.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useBillingChanges } from "../api/billing-api.ts";
import { Card } from "../../../shared/ui/card/card.tsx";
import styles from "./billing.module.css";
import { planLabel } from "./plan-name.ts";

type Subscription = Required<Pick<Business, "billing" | "pricePlan">>;

/** What the business is on now, what comes next, and the changes an admin can make from here. */
export function CurrentPlanCard({ business, subscription, usage }: { business: Business; subscription: Subscription; usage: SubscriptionUsage | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dialogs = useDialogs();
  const overlays = useOverlays();
  const { billing, pricePlan } = subscription;
  const current = pricePlan.current.base;
  const next = pricePlan.next?.base ?? null;
  const isTrial = billing.paymentMethod === "TRIALING";
  const isPaid = (billing.paymentMethod === "STRIPE" || billing.paymentMethod === "CHARGEBEE") && !current.type.startsWith("FREE") && current.type !== "CANCELED";
  const canChange = billing.provider !== "none" && billing.paymentMethod !== "MANUAL";
  const props = { businessId: business.id, businessName: business.name };
  const periodEnd = current.endAt ?? usage?.periodEnd ?? null;
  const changes = useBillingChanges(business.id);
  const snackbar = useSnackbar();
  const { failure, isBusy: isRevoking, run } = useTrackedWork();
  // Spec §4: revoking reloads the business, which clears a next plan whose base is CANCELED.
  const revoke = async () => {
    if (await run(() => changes.changeBase("REVOKE"))) snackbar.show({ message: t("billing.plan_page.revoked"), color: "success" });
  };

  return (
    <Card>
      <h2>{t("billing.plan_page.current_title")}</h2>
      <dl className={styles.facts}>
        <dt>{t("billing.plan_page.plan")}</dt>
        <dd>{isTrial ? `${planLabel(pricePlan.name, t)} (${t("billing.plans.trial")})` : planLabel(pricePlan.name, t)}</dd>
        <dt>{t("billing.plan_page.payment")}</dt>
        <dd>{t(`billing.payment_methods.${billing.paymentMethod}`)}</dd>
        {pricePlan.cycle ? (
          <>
            <dt>{t("billing.plan_page.cycle")}</dt>
            <dd>{t(`billing.cycles.${pricePlan.cycle}`)}</dd>
          </>
        ) : null}
        <dt>{t("billing.plan_page.seats")}</dt>
        <dd>{usage ? t("billing.plan_page.seats_used", { used: String(usage.seats.used), seats: String(pricePlan.seats) }) : String(pricePlan.seats)}</dd>
      </dl>
      {isTrial && pricePlan.trialEndsAt ? <p>{t("billing.plan_page.trial_ends", { date: formatDate(pricePlan.trialEndsAt, language) })}</p> : null}
      {isPaid && periodEnd ? <p>{t("billing.plan_page.period_ends", { date: formatDate(periodEnd, language) })}</p> : null}

      <h3>{t("billing.plan_page.next_title")}</h3>
      {next === null ? (
        <p>{t("billing.plan_page.next_none")}</p>
      ) : next.type === "CANCELED" ? (
        <p>{t("billing.plan_page.next_canceled", { date: formatDate(next.startAt, language) })}</p>
      ) : (
        <p>
          {t("billing.plan_page.next_change", { date: formatDate(next.startAt, language), plan: planLabel(next.name, t) })}{" "}
          {next.name && next.name !== pricePlan.name && !next.name.startsWith("free") ? (
            <Button kind="text" size="sm" onClick={() => dialogs.open("general/fair-flat-migration", { plan: next.name, startAt: next.startAt })}>
              {t("billing.plan_page.what_changes")}
            </Button>
          ) : null}
        </p>
      )}

      {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
      {canChange ? (
        <div className={styles.actions}>
          <Link to="/business/upgrade">{isPaid ? t("billing.plan_page.change_plan") : t("billing.banner.choose_plan")}</Link>
          {isPaid ? (
            <>
              <Button kind="secondary" onClick={() => overlays.open("add-seats", { ...props, seats: pricePlan.seats })}>
                {t("billing.plan_page.add_seats")}
              </Button>
              <Button kind="secondary" onClick={() => dialogs.open("business/remove-seats", { ...props, seats: pricePlan.seats, used: usage?.seats.used ?? 1 })}>
                {t("billing.plan_page.remove_seats")}
              </Button>
            </>
          ) : null}
          {isPaid && next !== null ? (
            <Button kind="secondary" loading={isRevoking} onClick={() => void revoke()}>
              {t("billing.plan_page.revoke_cancellation")}
            </Button>
          ) : null}
          {isPaid && next === null ? (
            <>
              <Button kind="secondary" color="error" onClick={() => dialogs.open("business/cancel-subscription", { ...props, periodEnd })}>
                {t("billing.plan_page.cancel_subscription")}
              </Button>
              <Button kind="text" onClick={() => dialogs.open("business/free-plan-downgrade", props)}>
                {t("billing.plan_page.downgrade_free")}
              </Button>
            </>
          ) : null}
          {isTrial ? (
            <Button kind="secondary" color="error" onClick={() => dialogs.open("business/cancel-trial", props)}>
              {t("billing.plan_page.cancel_trial")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
