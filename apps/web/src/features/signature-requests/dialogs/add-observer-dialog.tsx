import { useTranslation } from "react-i18next";
import { addObserver } from "@paraph/contracts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useRequestMutation } from "../api/request-mutations.ts";
import { RecipientEmailField } from "../components/form/email-field.tsx";
import { readDialogProps } from "./dialog-props.ts";
import { useRecipientAction } from "./use-recipient-action.ts";

/** document/add-observer: someone who may read the request and hear of its progress. */
export default function AddObserverDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { requestId } = readDialogProps(dialog.request.props);
  const add = useRequestMutation(addObserver);
  const { recipient, failure, confirm } = useRecipientAction(
    dialog,
    "added",
    (address) => add.mutateAsync({ params: { id: requestId }, body: { email: address } }),
    // Spec §8.
    () => snackbar.show({ message: t("signature_requests.snackbars.observer_failed"), color: "error" }),
  );

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("signature_requests.dialogs.add_observer.title")}
      body={t("signature_requests.dialogs.add_observer.body")}
      action="added"
      confirmLabel={t("signature_requests.dialogs.add_observer.confirm")}
      onConfirm={confirm}
      failure={failure}
      isForm
    >
      <RecipientEmailField recipient={recipient} />
    </ConfirmDialogFrame>
  );
}
