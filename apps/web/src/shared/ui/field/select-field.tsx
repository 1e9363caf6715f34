import { useId, type SelectHTMLAttributes } from "react";
import styles from "./field.module.css";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  options: readonly SelectOption[];
  hint?: string;
  /** Shown under the field in red and announced; the field is marked invalid. */
  error?: string | null;
}

export function SelectField({ label, options, hint, error, className, ...select }: SelectFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ""}`}>
        <select {...select} id={id} className={styles.select} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {hint ? (
        <div id={`${id}-hint`} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
