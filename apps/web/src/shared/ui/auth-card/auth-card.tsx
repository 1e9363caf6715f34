import type { ReactNode } from "react";
import styles from "./auth-card.module.css";

/** The frame of the logged-out pages: one narrow card with a heading and an optional lead. */
export function AuthCard({ title, lead, children, footer }: { title: string; lead?: ReactNode; children?: ReactNode; footer?: ReactNode }) {
  return (
    <section className={styles.card}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}
