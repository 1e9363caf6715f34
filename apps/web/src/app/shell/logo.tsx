import { PRODUCT_NAME } from "@paraph/contracts";
import styles from "./app-header.module.css";

export function Logo() {
  return (
    <span className={styles.logo}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <rect width="28" height="28" rx="7" fill="#1c5fd6" />
        <path d="M7 19c3-1 4-9 7-9s1 7 3 7 2-3 4-3" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {PRODUCT_NAME}
    </span>
  );
}
