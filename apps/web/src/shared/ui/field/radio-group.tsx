import { useId } from "react";
import styles from "./field.module.css";

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
}

interface RadioGroupProps {
  legend: string;
  name: string;
  value: string;
  options: readonly RadioOption[];
  onChange: (value: string) => void;
  /** Shown under the choices and announced; the group is marked invalid. */
  error?: string | null;
  required?: boolean;
}

/** A labelled set of choices; arrow keys move between them as in any native radio group. */
export function RadioGroup({ legend, name, value, options, onChange, error, required }: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={`${styles.field} ${styles.fieldset}`}
      aria-invalid={error ? true : undefined}
      aria-required={required ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={styles.label}>{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className={styles.checkboxRow}>
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className={styles.checkbox}
            aria-describedby={option.description ? `${id}-${option.value}-description` : undefined}
          />
          <label htmlFor={`${id}-${option.value}`}>
            {option.label}
            {option.description ? (
              <span id={`${id}-${option.value}-description`} className={styles.hint}>
                {" "}
                — {option.description}
              </span>
            ) : null}
          </label>
        </div>
      ))}
      {error ? (
        <div id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
