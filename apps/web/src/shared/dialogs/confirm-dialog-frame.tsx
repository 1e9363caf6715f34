import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../api/describe-error.ts";
import { Alert } from "../ui/alert/alert.tsx";
import { Button, type ButtonColor } from "../ui/button/button.tsx";
import { DialogFrame } from "../ui/dialog/dialog-frame.tsx";
import type { DialogComponentProps } from "./dialog-manager.tsx";

interface ConfirmDialogFrameProps {
  /** The dialog manager's props: while any action runs, the dialog cannot be dismissed or cancelled. */
  dialog: Pick<DialogComponentProps, "loadingAction" | "close">;
  title: string;
  /** The paragraph that says what confirming does. */
  body: string;
  /** The action the confirm button runs; the button shows it loading. */
  action: string;
  confirmLabel: string;
  confirmColor?: ButtonColor;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  /** The last attempt's failure, shown under the body; nothing when null. */
  failure?: unknown;
  /** The fields are a form: Enter in one of them confirms, as the button would (unless it is disabled). */
  isForm?: boolean;
  children?: ReactNode;
}

/** A dialog that asks to confirm one action, with Cancel beside it and the failure of the last try. */
export function ConfirmDialogFrame({
  dialog: { loadingAction, close },
  title,
  body,
  action,
  confirmLabel,
  confirmColor,
  confirmDisabled,
  onConfirm,
  failure,
  isForm = false,
  children,
}: ConfirmDialogFrameProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      title={title}
      onDismiss={close}
      dismissible={loadingAction === null}
      closeLabel={t("common.close")}
      actions={
        <>
          <Button kind="secondary" onClick={close} disabled={loadingAction !== null}>
            {t("common.cancel")}
          </Button>
          <Button color={confirmColor} loading={loadingAction === action} disabled={confirmDisabled} onClick={() => onConfirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{body}</p>
      {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
      {isForm ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!confirmDisabled) onConfirm();
          }}
        >
          {children}
        </form>
      ) : (
        children
      )}
    </DialogFrame>
  );
}
