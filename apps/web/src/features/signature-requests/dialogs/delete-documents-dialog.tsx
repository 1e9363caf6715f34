import { useTranslation } from "react-i18next";
import { deleteSignatureRequest } from "@paraph/contracts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { readDialogProps } from "./dialog-props.ts";

/** general/delete-documents: a draft is deleted with its documents; nothing else can be. */
export default function DeleteDocumentsDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const { requestId, title } = readDialogProps(dialog.request.props);
  const { api } = useServices();
  const { failure, run } = useDialogWork(dialog.runAction);
  const confirm = () =>
    run("deleted", async () => {
      // No cache refresh here: the opener leaves the page, and the lists load afresh when shown.
      await api.request(deleteSignatureRequest, { params: { id: requestId } });
    });

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("signature_requests.dialogs.delete_documents.title")}
      body={t("signature_requests.dialogs.delete_documents.body", { title })}
      action="deleted"
      confirmLabel={t("signature_requests.dialogs.delete_documents.confirm")}
      confirmColor="error"
      onConfirm={() => void confirm()}
      failure={failure}
    />
  );
}
