import { useId } from "react";
import fieldStyles from "../../../../shared/ui/field/field.module.css";
import styles from "./message-field.module.css";

interface MessageFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  optionalLabel?: string;
}

/** A short free-text message (decline reason, withdrawal note), as the API takes it: up to 2000 characters. */
export function MessageField({ label, value, onChange, hint, optionalLabel }: MessageFieldProps) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {optionalLabel ? <span className={fieldStyles.optional}> ({optionalLabel})</span> : null}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={4}
        maxLength={2000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <span id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

/** The optional message of a request body: left out when blank. */
export function messageBody(message: string): { message?: string } {
  return message.trim() ? { message: message.trim() } : {};
}
