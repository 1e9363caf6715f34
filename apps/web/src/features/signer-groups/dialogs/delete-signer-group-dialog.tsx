import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { deleteSignerGroup } from "@paraph/contracts";
import { SIGNER_GROUPS_KEY } from "../../../entities/signer-groups/signer-groups-api.ts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";

/** signer-group/delete-signer-group: deletes the group (props.groupId, props.name) once confirmed. */
export default function DeleteSignerGroupDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const { failure, run } = useDialogWork(dialog.runAction);
  const groupId = typeof dialog.request.props.groupId === "string" ? dialog.request.props.groupId : "";
  const name = typeof dialog.request.props.name === "string" ? dialog.request.props.name : "";

  const confirm = () =>
    void run("deleted", async () => {
      await api.request(deleteSignerGroup, { params: { id: groupId } });
      await queryClient.invalidateQueries({ queryKey: SIGNER_GROUPS_KEY });
      snackbar.show({ message: t("signer_groups.deleted", { name }), color: "success" });
    });

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("signer_groups.delete_dialog.title")}
      body={t("signer_groups.delete_dialog.body", { name })}
      action="deleted"
      confirmLabel={t("signer_groups.delete_dialog.confirm")}
      confirmColor="error"
      onConfirm={confirm}
      failure={failure}
    />
  );
}
