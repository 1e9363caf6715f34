import type { ReactNode } from "react";
import { Spinner } from "../ui/spinner/spinner.tsx";
import styles from "./overlay-frame.module.css";

/** `sign`: a step the signer takes (confirming who signs what), before anything happened. */
export type OverlayTone = "success" | "error" | "warning" | "busy" | "sign";

const MARKS: Record<Exclude<OverlayTone, "busy">, string> = { success: "✓", error: "✕", warning: "!", sign: "✍" };

interface OverlayFrameProps {
  /** The overlay request's id: the heading gets `${id}-title`, which names the overlay. */
  overlayId: string;
  tone: OverlayTone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The layout every signing overlay shares: a mark (or a spinner), the title, the text and its buttons. */
export function OverlayFrame({ overlayId, tone, title, children, actions }: OverlayFrameProps) {
  return (
    <div className={styles.frame} data-tone={tone}>
      <div className={`${styles.mark} ${styles[tone]}`} aria-hidden="true">
        {tone === "busy" ? <Spinner size="lg" /> : MARKS[tone]}
      </div>
      <h2 id={`${overlayId}-title`} className={styles.title}>
        {title}
      </h2>
      {children ? (
        <div className={styles.body} aria-live="polite">
          {children}
        </div>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
