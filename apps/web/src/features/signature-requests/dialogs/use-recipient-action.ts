import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useRecipientEmail } from "../components/form/email-field.tsx";

/**
 * What the dialogs that name a person by e-mail share (add signer, add observer, delegate): the
 * address field, its check before anything is sent, and the dialog's work with its failure.
 */
export function useRecipientAction(
  dialog: DialogComponentProps,
  action: string,
  send: (address: string) => Promise<unknown>,
  onFailure?: () => void,
) {
  const recipient = useRecipientEmail();
  const { failure, run } = useDialogWork(dialog.runAction);
  const confirm = () => {
    const address = recipient.validate();
    if (address === null) return;
    void run(
      action,
      async () => {
        await send(address);
      },
      onFailure,
    );
  };
  return { recipient, failure, confirm };
}
