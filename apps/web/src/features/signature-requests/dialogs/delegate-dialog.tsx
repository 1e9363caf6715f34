import { useState } from "react";
import { useTranslation } from "react-i18next";
import { delegateSignature } from "@paraph/contracts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useRequestMutation } from "../api/request-mutations.ts";
import { RecipientEmailField } from "../components/form/email-field.tsx";
import { MessageField, messageBody } from "../components/form/message-field.tsx";
import { PersonNameFields, usePersonName } from "../components/form/person-name-fields.tsx";
import { readDialogProps } from "./dialog-props.ts";
import { useRecipientAction } from "./use-recipient-action.ts";

/** document/delegate: a signer hands their signature (place and fields) to someone else. */
export default function DelegateDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const { requestId } = readDialogProps(dialog.request.props);
  const delegate = useRequestMutation(delegateSignature);
  const name = usePersonName();
  const [message, setMessage] = useState("");
  const { recipient, failure, confirm } = useRecipientAction(dialog, "delegated", (address) =>
    delegate.mutateAsync({
      params: { id: requestId },
      body: { email: address, ...name.toBody(), ...messageBody(message) },
    }),
  );

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("signature_requests.dialogs.delegate.title")}
      body={t("signature_requests.dialogs.delegate.body")}
      action="delegated"
      confirmLabel={t("signature_requests.dialogs.delegate.confirm")}
      onConfirm={confirm}
      failure={failure}
    >
      <RecipientEmailField recipient={recipient} />
      <PersonNameFields name={name} />
      <MessageField label={t("signature_requests.dialogs.message")} value={message} onChange={setMessage} optionalLabel={t("signature_requests.composer.optional")} />
    </ConfirmDialogFrame>
  );
}
