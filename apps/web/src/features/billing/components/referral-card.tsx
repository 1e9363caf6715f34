import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../shared/api/api-error.ts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { referralCodeQuery } from "../api/billing-api.ts";
import styles from "./billing.module.css";

/** The business's own referral code, to share; a newcomer who signs up with it gets a discount. */
export function ReferralCard({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const snackbar = useSnackbar();
  const referral = useQuery({ ...referralCodeQuery(api, businessId), retry: false });
  return (
    <Card>
      <h2>{t("billing.referral.title")}</h2>
      {referral.data ? (
        <>
          <p>{t("billing.referral.body", { percent: String(referral.data.percentOff) })}</p>
          <p>
            <span className={styles.code}>{referral.data.referralCode}</span>
            <Button
              kind="secondary"
              size="sm"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(referral.data.signupUrl)
                  .then(() => snackbar.show({ message: t("billing.referral.copied"), color: "success" }))
              }
            >
              {t("billing.referral.copy")}
            </Button>
          </p>
          <p className={styles.muted}>{referral.data.signupUrl}</p>
        </>
      ) : null}
      {referral.isError && isApiError(referral.error) && referral.error.status === 409 ? <p className={styles.muted}>{t("billing.referral.none")}</p> : null}
      {referral.isError && !(isApiError(referral.error) && referral.error.status === 409) ? <Alert tone="error">{describeError(referral.error, t)}</Alert> : null}
    </Card>
  );
}
