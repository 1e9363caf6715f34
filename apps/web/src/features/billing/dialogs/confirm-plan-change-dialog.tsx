import { useTranslation } from "react-i18next";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useBillingChanges } from "../api/billing-api.ts";

type ChangeDialog = "business/cancel-subscription" | "business/cancel-trial" | "business/free-plan-downgrade";

/**
 * The three dialogs that confirm one change of the subscription: cancel it at the period's end
 * (the next base becomes CANCELED), end the trial now, or downgrade to free at the period's end.
 */
export default function ConfirmPlanChangeDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const snackbar = useSnackbar();
  const businessId = String(dialog.request.props.businessId ?? "");
  const periodEnd = typeof dialog.request.props.periodEnd === "string" ? formatDate(dialog.request.props.periodEnd, language) : "—";
  const changes = useBillingChanges(businessId);
  const { failure, run } = useDialogWork(dialog.runAction);

  const texts = {
    "business/cancel-subscription": {
      title: t("billing.dialogs.cancel_subscription.title"),
      body: t("billing.dialogs.cancel_subscription.body", { date: periodEnd }),
      confirm: t("billing.dialogs.cancel_subscription.confirm"),
      done: t("billing.dialogs.cancel_subscription.done"),
      work: () => changes.changeBase("CANCELED"),
    },
    "business/cancel-trial": {
      title: t("billing.dialogs.cancel_trial.title"),
      body: t("billing.dialogs.cancel_trial.body"),
      confirm: t("billing.dialogs.cancel_trial.confirm"),
      done: t("billing.dialogs.cancel_trial.done"),
      work: () => changes.cancelTrial(),
    },
    "business/free-plan-downgrade": {
      title: t("billing.dialogs.free_plan_downgrade.title"),
      body: t("billing.dialogs.free_plan_downgrade.body", { limits: t("billing.dialogs.free_plan_downgrade.limits") }),
      confirm: t("billing.dialogs.free_plan_downgrade.confirm"),
      done: t("billing.dialogs.free_plan_downgrade.done"),
      work: () => changes.changeBase("FREE"),
    },
  }[dialog.request.key as ChangeDialog];

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={texts.title}
      body={texts.body}
      action="confirm"
      confirmLabel={texts.confirm}
      confirmColor="error"
      onConfirm={() =>
        void run("confirm", async () => {
          await texts.work();
          snackbar.show({ message: texts.done, color: "success" });
        })
      }
      failure={failure}
    />
  );
}
