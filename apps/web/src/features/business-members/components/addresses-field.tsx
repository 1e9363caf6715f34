import { useId } from "react";
import fieldStyles from "../../../shared/ui/field/field.module.css";
import styles from "./addresses-field.module.css";

interface AddressesFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error: string | null;
}

/**
 * Several e-mail addresses at once. A text area rather than a line: a column of addresses pasted
 * from a spreadsheet keeps its line breaks, which a single-line input would drop and run together.
 */
export function AddressesField({ label, value, onChange, hint, error }: AddressesFieldProps) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${styles.textarea} ${error ? styles.invalid : ""}`}
        rows={4}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        autoComplete="off"
        required
      />
      <div id={`${id}-hint`} className={fieldStyles.hint}>
        {hint}
      </div>
      {error ? (
        <div id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
