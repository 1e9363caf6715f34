import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentBusiness } from "../../../entities/businesses/current-business.ts";
import { hasPaymentIssues } from "../../../entities/billing/billing-state.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import styles from "./business-deletion-notice.module.css";

/**
 * Spec §4 on every page of a business's people: an admin of a locked business, of one whose
 * trial ended, or of one whose cancelled plan ended (it is on the free plan now), is told why and
 * where to choose a plan; when the card subscription has payment
 * issues, admins are sent to the plan page and members are told their admins know.
 */
export function BusinessBillingNotice() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  if (!business) return null;
  if (business.isAdmin && (business.paymentMethod === "BLOCKED" || business.paymentMethod === "NEEDS_PAYMENT_METHOD")) {
    return (
      <div className={styles.notice}>
        <Alert tone="warning">
          <span>
            {business.paymentMethod === "BLOCKED"
              ? t("business.billing_notice.locked_admin")
              : business.planName?.startsWith("free")
                ? t("business.billing_notice.plan_ended_admin")
                : t("business.billing_notice.trial_expired_admin")}
          </span>{" "}
          <Link to="/business/upgrade">{t("business.billing_notice.choose_plan")}</Link>
        </Alert>
      </div>
    );
  }
  if (!hasPaymentIssues(business)) return null;
  return (
    <div className={styles.notice}>
      <Alert tone="warning">
        {business.isAdmin ? (
          <>
            <span>{t("business.billing_notice.payment_issue_admin")}</span> <Link to="/business/billing/plan">{t("business.billing_notice.check_payment")}</Link>
          </>
        ) : (
          t("business.billing_notice.payment_issue_member")
        )}
      </Alert>
    </div>
  );
}
