import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useBillingChanges } from "../api/billing-api.ts";
import { readSeats } from "../../../entities/billing/seats-field.tsx";
import { SeatsChange, useSeatsPreview } from "../components/seats-change.tsx";

const numberProp = (value: unknown, fallback: number) => (typeof value === "number" && Number.isInteger(value) ? value : fallback);

/** business/remove-seats: fewer seats, down to the members and invitations the business has; the credit is previewed. */
export default function RemoveSeatsDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const businessId = String(dialog.request.props.businessId ?? "");
  const current = numberProp(dialog.request.props.seats, 1);
  const used = Math.max(1, numberProp(dialog.request.props.used, 1));
  const [seatsText, setSeatsText] = useState(String(Math.max(used, current - 1)));
  const seats = readSeats(seatsText, used, current - 1);
  const preview = useSeatsPreview(businessId, seats, current);
  const changes = useBillingChanges(businessId);
  const { failure, run } = useDialogWork(dialog.runAction);

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("billing.dialogs.remove_seats.title")}
      body={t("billing.dialogs.remove_seats.body", { used: String(used) })}
      action="confirm"
      confirmLabel={t("billing.dialogs.remove_seats.confirm")}
      confirmDisabled={seats === null || current - 1 < used}
      isForm
      onConfirm={() =>
        void run("confirm", async () => {
          if (seats === null) return;
          await changes.updateSeats(seats, preview?.timestamp);
          snackbar.show({ message: t("billing.dialogs.remove_seats.done", { seats: String(seats) }), color: "success" });
        })
      }
      failure={failure}
    >
      <SeatsChange businessId={businessId} seatsText={seatsText} onSeatsText={setSeatsText} min={used} max={Math.max(used, current - 1)} current={current} />
    </ConfirmDialogFrame>
  );
}
