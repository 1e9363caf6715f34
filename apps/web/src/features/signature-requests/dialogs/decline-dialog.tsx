import { useState } from "react";
import { useTranslation } from "react-i18next";
import { declineDirectSignatureRequest, declineSignatureRequest } from "@paraph/contracts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useRequestMutation } from "../api/request-mutations.ts";
import { MessageField, messageBody } from "../components/form/message-field.tsx";
import { readDialogProps } from "./dialog-props.ts";

/**
 * general/decline-signing-request: a signer refuses; the request ends for everyone. A direct-sign
 * guest's dialog is opened with `isDirectSign` and declines through the guest's link.
 */
export default function DeclineDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const { requestId, title } = readDialogProps(dialog.request.props);
  const decline = useRequestMutation(dialog.request.props.isDirectSign === true ? declineDirectSignatureRequest : declineSignatureRequest);
  const [message, setMessage] = useState("");
  const { failure, run } = useDialogWork(dialog.runAction);
  const confirm = () =>
    run("declined", async () => {
      await decline.mutateAsync({ params: { id: requestId }, body: messageBody(message) });
    });

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("signature_requests.dialogs.decline.title")}
      body={t("signature_requests.dialogs.decline.body", { title })}
      action="declined"
      confirmLabel={t("signature_requests.dialogs.decline.confirm")}
      confirmColor="error"
      onConfirm={() => void confirm()}
      failure={failure}
    >
      <MessageField label={t("signature_requests.dialogs.decline.reason")} value={message} onChange={setMessage} optionalLabel={t("signature_requests.composer.optional")} hint={t("signature_requests.dialogs.decline.hint")} />
    </ConfirmDialogFrame>
  );
}
