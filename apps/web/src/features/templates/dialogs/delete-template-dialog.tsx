import { useTranslation } from "react-i18next";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { deleteTemplateCall } from "../api/templates-api.ts";

/** template/delete-template: the template goes for everyone who may use it; its requests stay. */
export default function DeleteTemplateDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const snackbar = useSnackbar();
  const props = dialog.request.props;
  const templateId = typeof props.templateId === "string" ? props.templateId : "";
  const title = typeof props.title === "string" ? props.title : "";
  const { failure, run } = useDialogWork(dialog.runAction);
  const confirm = () =>
    void run("deleted", async () => {
      await deleteTemplateCall(api, templateId);
      snackbar.show({ message: t("templates.delete.deleted"), color: "success" });
    });
  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("templates.delete.title")}
      body={t("templates.delete.body", { title })}
      action="deleted"
      confirmLabel={t("templates.delete.confirm")}
      confirmColor="error"
      onConfirm={confirm}
      failure={failure}
    />
  );
}
