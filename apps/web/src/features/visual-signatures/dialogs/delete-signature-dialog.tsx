import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { deleteVisualSignature } from "@paraph/contracts";
import { VISUAL_SIGNATURES_KEY } from "../../../entities/visual-signatures/visual-signature-api.ts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useServices } from "../../../shared/services/services-context.tsx";

/** signature/delete-signature: deleting a saved visual signature needs a second, deliberate click. */
export default function DeleteSignatureDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const { signatureId, alias } = dialog.request.props;
  const { failure, run } = useDialogWork(dialog.runAction);
  const confirm = () =>
    run("deleted", async () => {
      await api.request(deleteVisualSignature, { params: { id: String(signatureId) } });
      await queryClient.invalidateQueries({ queryKey: VISUAL_SIGNATURES_KEY });
    });

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("visual_signatures.delete_dialog.title")}
      body={t("visual_signatures.delete_dialog.body", { alias: String(alias) })}
      action="deleted"
      confirmLabel={t("visual_signatures.delete_dialog.confirm")}
      confirmColor="error"
      onConfirm={() => void confirm()}
      failure={failure}
    />
  );
}
