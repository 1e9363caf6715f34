import { useTranslation } from "react-i18next";
import { removeObserver } from "@paraph/contracts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useRequestMutation } from "../api/request-mutations.ts";

/** general/stop-self-observe: the owner who also observes their own request stops doing so. */
export default function StopSelfObserveDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const { requestId, observerId } = dialog.request.props;
  const remove = useRequestMutation(removeObserver);
  const { failure, run } = useDialogWork(dialog.runAction);
  const confirm = () =>
    run("stopped", async () => {
      await remove.mutateAsync({ params: { id: String(requestId), observerId: String(observerId) } });
    });

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("signature_requests.dialogs.stop_self_observe.title")}
      body={t("signature_requests.dialogs.stop_self_observe.body")}
      action="stopped"
      confirmLabel={t("signature_requests.dialogs.stop_self_observe.confirm")}
      onConfirm={() => void confirm()}
      failure={failure}
    />
  );
}
