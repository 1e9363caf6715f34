import { useState } from "react";
import { useTranslation } from "react-i18next";
import { withdrawSignatureRequest } from "@paraph/contracts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useRequestMutation } from "../api/request-mutations.ts";
import { MessageField, messageBody } from "../components/form/message-field.tsx";
import { readDialogProps } from "./dialog-props.ts";

/** document/withdraw: the owner ends an open request; signers get the message by e-mail. */
export default function WithdrawDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const { requestId, title } = readDialogProps(dialog.request.props);
  const withdraw = useRequestMutation(withdrawSignatureRequest);
  const [message, setMessage] = useState("");
  const { failure, run } = useDialogWork(dialog.runAction);
  const confirm = () =>
    run("withdrawn", async () => {
      await withdraw.mutateAsync({ params: { id: requestId }, body: messageBody(message) });
    });

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("signature_requests.dialogs.withdraw.title")}
      body={t("signature_requests.dialogs.withdraw.body", { title })}
      action="withdrawn"
      confirmLabel={t("signature_requests.dialogs.withdraw.confirm")}
      confirmColor="warning"
      onConfirm={() => void confirm()}
      failure={failure}
    >
      <MessageField label={t("signature_requests.dialogs.message")} value={message} onChange={setMessage} optionalLabel={t("signature_requests.composer.optional")} hint={t("signature_requests.dialogs.withdraw.hint")} />
    </ConfirmDialogFrame>
  );
}
