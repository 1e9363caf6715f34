import styles from "./spinner.module.css";

/** A decorative busy indicator; the control it sits in carries aria-busy or a label. */
export function Spinner({ size = "md", label }: { size?: "sm" | "md" | "lg"; label?: string }) {
  return (
    <span className={`${styles.spinner} ${styles[size]}`} role={label ? "status" : undefined} aria-hidden={label ? undefined : true}>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
