import { useTranslation } from "react-i18next";
import { describeError } from "../../../shared/api/describe-error.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { DialogFrame } from "../../../shared/ui/dialog/dialog-frame.tsx";

interface DeleteSignatureDialogProps {
  alias: string;
  isDeleting: boolean;
  failure: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec §2's "delete signature" dialog: deleting needs a second, deliberate click. */
export function DeleteSignatureDialog({ alias, isDeleting, failure, onConfirm, onCancel }: DeleteSignatureDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      title={t("visual_signatures.delete_dialog.title")}
      onDismiss={onCancel}
      dismissible={!isDeleting}
      closeLabel={t("common.close")}
      actions={
        <>
          <Button kind="secondary" onClick={onCancel} disabled={isDeleting}>
            {t("common.cancel")}
          </Button>
          <Button color="error" loading={isDeleting} onClick={onConfirm}>
            {t("visual_signatures.delete_dialog.confirm")}
          </Button>
        </>
      }
    >
      {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
      <p>{t("visual_signatures.delete_dialog.body", { alias })}</p>
    </DialogFrame>
  );
}
