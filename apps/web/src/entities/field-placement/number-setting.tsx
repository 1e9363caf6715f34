import { useState } from "react";
import { parseDecimal } from "@paraph/contracts";
import { TextField } from "../../shared/ui/field/text-field.tsx";

interface NumberSettingProps {
  label: string;
  value: number | undefined;
  /** Told the number once what is typed is one (undefined when emptied, if the setting may be empty). */
  onChange: (value: number | undefined) => void;
  isOptional?: boolean;
  optionalLabel?: string;
  isInteger?: boolean;
  min?: number;
  max?: number;
  /** Shown when what is typed is a number that does not fit (the form's own rule). */
  error?: string | null;
  invalidMessage: string;
}

/** A number setting typed as text, so that it can be cleared and retyped; the setting changes only to a number that fits. */
export function NumberSetting({ label, value, onChange, isOptional = false, optionalLabel, isInteger = false, min, max, error = null, invalidMessage }: NumberSettingProps) {
  const [text, setText] = useState(value === undefined ? "" : String(value));
  const [isInvalid, setInvalid] = useState(false);
  const read = (typed: string) => {
    setText(typed);
    if (typed.trim() === "" && isOptional) {
      setInvalid(false);
      onChange(undefined);
      return;
    }
    const number = parseDecimal(typed);
    const fits = number !== null && (!isInteger || Number.isInteger(number)) && (min === undefined || number >= min) && (max === undefined || number <= max);
    setInvalid(!fits);
    if (fits) onChange(number);
  };
  return (
    <TextField
      label={label}
      value={text}
      inputMode={isInteger ? "numeric" : "decimal"}
      required={!isOptional}
      optionalLabel={optionalLabel}
      error={isInvalid ? invalidMessage : error}
      onChange={(event) => read(event.target.value)}
    />
  );
}
