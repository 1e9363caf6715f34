import type { ReactNode } from "react";
import styles from "./alert.module.css";

/** A message inside the page: errors are announced at once, the rest politely. */
export function Alert({ tone = "info", title, children }: { tone?: "info" | "success" | "warning" | "error"; title?: string; children?: ReactNode }) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === "error" ? "alert" : "status"}>
      {title ? <strong className={styles.title}>{title}</strong> : null}
      {children ? <div>{children}</div> : null}
    </div>
  );
}
