import { useEffect, useId, useRef, type ReactNode } from "react";
import styles from "./dialog-frame.module.css";

interface DialogFrameProps {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  /** Escape closes a dismissible dialog; required dialogs (terms) must be answered. */
  dismissible?: boolean;
  onDismiss?: () => void;
  closeLabel?: string;
}

/**
 * A modal dialog on the native <dialog> element: the browser keeps focus inside it, makes the
 * page behind inert and restores focus afterwards, with no injected styles (the CSP forbids them).
 */
export function DialogFrame({ title, children, actions, dismissible = true, onDismiss, closeLabel }: DialogFrameProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first control (often the close button); a form's first field asks for it with data-autofocus.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onDismiss?.();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {dismissible && closeLabel ? (
          <button type="button" className={styles.close} onClick={onDismiss} aria-label={closeLabel}>
            ×
          </button>
        ) : null}
      </div>
      <div className={styles.body}>{children}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </dialog>
  );
}
