import { useTranslation } from "react-i18next";
import styles from "./composer.module.css";

interface OptionalTextAreaProps {
  id: string;
  label: string;
  /** What the text is for, read out with the field. */
  hint?: string;
  rows: number;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
}

/** A multi-line text of the draft the sender may leave empty (the message, the terms of use). */
export function OptionalTextArea({ id, label, hint, rows, maxLength, value, onChange }: OptionalTextAreaProps) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.fieldBlock}>
      <label htmlFor={id} className={styles.label}>
        {label} <span className={styles.muted}>({t("signature_requests.composer.optional")})</span>
      </label>
      {hint ? (
        <p id={hintId} className={styles.muted}>
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        className={styles.textarea}
        rows={rows}
        maxLength={maxLength}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
