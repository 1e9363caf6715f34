import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateInput, parseDateInput } from "../../i18n/date-input.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { TextField } from "./text-field.tsx";

export interface DateFieldProps {
  label: string;
  /** An ISO date (2026-12-31), or "" for none. */
  value: string;
  /** Told an ISO date once what is typed is a real day (not before `min`), or "" when emptied. */
  onChange: (iso: string) => void;
  /** The earliest ISO date allowed. */
  min?: string;
  /** What the form says about the value (a range whose end comes before its start), shown while what is typed is a real day. */
  error?: string | null;
  optionalLabel?: string;
  required?: boolean;
}

/**
 * A date typed as the interface language writes it (en-gb 31/12/2026, de-ch 31.12.2026), not as
 * the browser's locale would show a native date input (issue 18, item 15).
 */
export function DateField({ label, value, onChange, min, error: formError = null, optionalLabel, required }: DateFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [text, setText] = useState(() => formatDateInput(value, language));
  const [error, setError] = useState<string | null>(null);
  const example = formatDateInput("2026-12-31", language);

  // A value set from outside (or a change of language) shows in the language's form; what is typed stays while it says the same.
  const [shown, setShown] = useState({ value, language });
  if (shown.value !== value || shown.language !== language) {
    setShown({ value, language });
    if (parseDateInput(text, language) !== value || shown.language !== language) setText(formatDateInput(value, language));
  }

  const read = (typed: string) => {
    setText(typed);
    if (typed.trim() === "") {
      setError(null);
      onChange("");
      return;
    }
    const iso = parseDateInput(typed, language);
    if (!iso) return setError(t("common.date_invalid", { example }));
    if (min && iso < min) return setError(t("common.date_too_early", { earliest: formatDateInput(min, language) }));
    setError(null);
    onChange(iso);
  };

  return (
    <TextField
      label={label}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      placeholder={example}
      hint={t("common.date_hint", { example })}
      error={error ?? formError}
      optionalLabel={optionalLabel}
      required={required}
      onChange={(event) => read(event.target.value)}
    />
  );
}
