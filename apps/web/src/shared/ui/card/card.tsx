import type { ReactNode } from "react";
import styles from "./card.module.css";

export function Card({ children, narrow = false, as: Tag = "section" }: { children: ReactNode; narrow?: boolean; as?: "section" | "div" | "article" }) {
  return <Tag className={`${styles.card} ${narrow ? styles.narrow : ""}`}>{children}</Tag>;
}
