import { useTranslation } from "react-i18next";
import { removeSigner } from "@paraph/contracts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useRequestMutation } from "../api/request-mutations.ts";
import { readDialogProps } from "./dialog-props.ts";

/** document/remove-signer: the owner takes a signer who has not signed off the request. */
export default function RemoveSignerDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const { requestId, signerId, name } = readDialogProps(dialog.request.props);
  const remove = useRequestMutation(removeSigner);
  const { failure, run } = useDialogWork(dialog.runAction);
  const confirm = () =>
    run("removed", async () => {
      await remove.mutateAsync({ params: { id: requestId, sigId: signerId } });
    });

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("signature_requests.dialogs.remove_signer.title")}
      body={t("signature_requests.dialogs.remove_signer.body", { name })}
      action="removed"
      confirmLabel={t("signature_requests.dialogs.remove_signer.confirm")}
      confirmColor="error"
      onConfirm={() => void confirm()}
      failure={failure}
    />
  );
}
