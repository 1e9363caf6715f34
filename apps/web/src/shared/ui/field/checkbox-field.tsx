import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import styles from "./field.module.css";

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  label: ReactNode;
  error?: string | null;
}

export function CheckboxField({ label, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <div className={styles.checkboxRow}>
        <input
          {...input}
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <div id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
