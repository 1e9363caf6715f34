import { useTranslation } from "react-i18next";
import { addSigner } from "@paraph/contracts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useRequestMutation } from "../api/request-mutations.ts";
import { RecipientEmailField } from "../components/form/email-field.tsx";
import { PersonNameFields, usePersonName } from "../components/form/person-name-fields.tsx";
import { readDialogProps } from "./dialog-props.ts";
import { useRecipientAction } from "./use-recipient-action.ts";

/** document/add-signer: one more signer for a sent request; they are invited at once (or in turn). */
export default function AddSignerDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { requestId } = readDialogProps(dialog.request.props);
  const add = useRequestMutation(addSigner);
  const name = usePersonName();
  const { recipient, failure, confirm } = useRecipientAction(
    dialog,
    "added",
    (address) =>
      add.mutateAsync({
        params: { id: requestId },
        body: { account_email: address, ...name.toBody(), document_signatures: [] },
      }),
    // Spec §8.
    () => snackbar.show({ message: t("signature_requests.snackbars.invite_failed"), color: "error" }),
  );

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("signature_requests.dialogs.add_signer.title")}
      body={t("signature_requests.dialogs.add_signer.body")}
      action="added"
      confirmLabel={t("signature_requests.dialogs.add_signer.confirm")}
      onConfirm={confirm}
      failure={failure}
      isForm
    >
      <RecipientEmailField recipient={recipient} />
      <PersonNameFields name={name} />
    </ConfirmDialogFrame>
  );
}
