import { createPortal } from "react-dom";
import { SnackbarItem } from "./snackbar-item.tsx";
import type { SnackbarMessage } from "./snackbar-types.ts";
import styles from "./snackbar.module.css";

interface SnackbarAreaProps {
  messages: readonly SnackbarMessage[];
  onDismiss: (id: string) => void;
  closeLabel: string;
}

/** The global snackbar area; messages with `attach` show inside the element of that id instead. */
export function SnackbarArea({ messages, onDismiss, closeLabel }: SnackbarAreaProps) {
  const render = (message: SnackbarMessage) => (
    <SnackbarItem key={message.id} message={message} onDismiss={() => onDismiss(message.id)} closeLabel={closeLabel} />
  );
  const attached = messages.filter((message) => message.attach && document.getElementById(message.attach));
  const global = messages.filter((message) => !attached.includes(message));
  return (
    <>
      <div className={styles.area} aria-live="polite" aria-relevant="additions">
        {global.map(render)}
      </div>
      {attached.map((message) => createPortal(render(message), document.getElementById(message.attach ?? "") as HTMLElement))}
    </>
  );
}
