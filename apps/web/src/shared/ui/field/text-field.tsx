import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import styles from "./field.module.css";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** Shown under the field in red and announced; the field is marked invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Replaces the optional marker ("optional") that shows when the field is not required. */
  optionalLabel?: string;
  trailing?: ReactNode;
}

export function TextField({ label, error, hint, optionalLabel, trailing, className, required, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {!required && optionalLabel ? <span className={styles.optional}> ({optionalLabel})</span> : null}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ""}`}>
        <input {...input} id={id} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={styles.input} />
        {trailing}
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

export interface PasswordFieldProps extends Omit<TextFieldProps, "type" | "trailing"> {
  showLabel: string;
  hideLabel: string;
}

/** A password field whose content the person can reveal to check what they typed. */
export function PasswordField({ showLabel, hideLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        <button type="button" className={styles.reveal} onClick={() => setVisible((value) => !value)} aria-pressed={visible}>
          {visible ? hideLabel : showLabel}
        </button>
      }
    />
  );
}
