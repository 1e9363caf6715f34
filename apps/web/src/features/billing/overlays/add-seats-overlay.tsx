import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BILLING_LIMITS } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import type { OverlayComponentProps } from "../../../shared/overlays/overlay-manager.tsx";
import { useTrackedWork } from "../../../shared/lib/use-tracked-work.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useBillingChanges } from "../api/billing-api.ts";
import styles from "../components/billing.module.css";
import { readSeats } from "../../../entities/billing/seats-field.tsx";
import { SeatsChange, useSeatsPreview } from "../components/seats-change.tsx";
import overlayStyles from "../../../shared/overlays/overlay.module.css";

const numberProp = (value: unknown, fallback: number) => (typeof value === "number" && Number.isInteger(value) ? value : fallback);

/** add-seats: more seats for the business, with the prorated charge for the rest of the period shown first. */
export default function AddSeatsOverlay({ request, runAction, isLoading }: OverlayComponentProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const businessId = String(request.props.businessId ?? "");
  const current = numberProp(request.props.seats, 1);
  const max = numberProp(request.props.maxSeats, BILLING_LIMITS.seatsCeiling);
  const [seatsText, setSeatsText] = useState(String(current + 1));
  const seats = readSeats(seatsText, current + 1, max);
  const preview = useSeatsPreview(businessId, seats, current);
  const changes = useBillingChanges(businessId);
  const { failure, isBusy: isSaving, run } = useTrackedWork();

  // The overlay stays open with the reason when the change is refused; it completes once it is made.
  const confirm = async () => {
    if (seats === null || !(await run(() => changes.updateSeats(seats, preview?.timestamp)))) return;
    snackbar.show({ message: t("billing.overlays.add_seats.done", { seats: String(seats) }), color: "success" });
    await runAction("complete");
  };

  return (
    <div className={overlayStyles.formFrame}>
      <h2 id={`${request.id}-title`}>{t("billing.overlays.add_seats.title")}</h2>
      <p className={styles.muted}>{t("billing.overlays.add_seats.body")}</p>
      <Card>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <SeatsChange businessId={businessId} seatsText={seatsText} onSeatsText={setSeatsText} min={current + 1} max={max} current={current} />
          {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
          <div className={styles.actions}>
            <Button kind="secondary" type="button" disabled={isSaving || isLoading} onClick={() => void runAction("complete")}>
              {t("billing.overlays.add_seats.cancel")}
            </Button>
            <Button type="submit" loading={isSaving || isLoading} disabled={seats === null}>
              {t("billing.overlays.add_seats.confirm")}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
