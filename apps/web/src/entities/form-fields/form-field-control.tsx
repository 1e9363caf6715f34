import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { FormField, FormFieldValue } from "@paraph/contracts";
import { CheckboxField } from "../../shared/ui/field/checkbox-field.tsx";
import { DateField } from "../../shared/ui/field/date-field.tsx";
import { RadioGroup } from "../../shared/ui/field/radio-group.tsx";
import { SelectField } from "../../shared/ui/field/select-field.tsx";
import { TextField } from "../../shared/ui/field/text-field.tsx";
import fieldStyles from "../../shared/ui/field/field.module.css";
import { fieldLabel } from "./form-field-messages.ts";
import styles from "./form-fields.module.css";

export interface FormFieldControlProps {
  field: FormField;
  value: FormFieldValue | undefined;
  onChange: (value: FormFieldValue) => void;
  /** The signer left the control: its problem may show now. */
  onBlur?: () => void;
  /** What is wrong with the value, shown under the control and announced. */
  error?: string | null;
  /** Overrides the field's own label (the composer's prefill). */
  label?: string;
}

const AUTOCOMPLETE: Partial<Record<FormField["type"], string>> = { name: "name", email: "email" };

/** The input a field type asks for: date, checkbox, radio group, list, text (one or several lines, with a counter) or number. */
export function FormFieldControl({ field, value, onChange, onBlur, error = null, label = fieldLabel(field) }: FormFieldControlProps) {
  const { t } = useTranslation();
  const text = typeof value === "string" ? value : "";
  const optionalLabel = t("form_fields.fill.optional");
  switch (field.type) {
    case "checkbox":
      return (
        <CheckboxField
          label={field.required ? label : `${label} (${optionalLabel})`}
          checked={value === true}
          required={field.required}
          error={error}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
      );
    case "radio":
      return (
        <div onBlur={onBlur}>
          <RadioGroup
            legend={field.required ? label : `${label} (${optionalLabel})`}
            name={`form-field-${field.name}`}
            value={text}
            options={field.options.map((option) => ({ value: option, label: option }))}
            onChange={onChange}
            error={error}
            required={field.required}
          />
        </div>
      );
    case "dropdown":
      return (
        <SelectField
          label={field.required ? label : `${label} (${optionalLabel})`}
          value={text}
          required={field.required}
          error={error}
          options={[{ value: "", label: t("form_fields.fill.choose") }, ...field.options.map((option) => ({ value: option, label: option }))]}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      );
    case "date":
      return (
        <div onBlur={onBlur}>
          <DateField label={label} value={text} onChange={onChange} error={error} required={field.required} optionalLabel={optionalLabel} />
        </div>
      );
    case "text":
      return field.multiline ? (
        <TextArea label={label} value={text} max={field.max_length} required={field.required} optionalLabel={optionalLabel} error={error} onChange={onChange} onBlur={onBlur} />
      ) : (
        <TextField
          label={label}
          value={text}
          required={field.required}
          optionalLabel={optionalLabel}
          error={error}
          inputMode={field.pattern === "number" ? "decimal" : field.pattern === "email" ? "email" : undefined}
          hint={t("form_fields.fill.characters", { count: [...text].length, max: field.max_length })}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      );
    default:
      return (
        <TextField
          label={label}
          value={text}
          required={field.required}
          optionalLabel={optionalLabel}
          error={error}
          type={field.type === "email" ? "email" : "text"}
          inputMode={field.type === "number" ? "decimal" : undefined}
          autoComplete={AUTOCOMPLETE[field.type] ?? "off"}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      );
  }
}

interface TextAreaProps {
  label: string;
  value: string;
  max: number;
  required: boolean;
  optionalLabel: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
}

/** Several lines of text, with the characters used of the most allowed. */
function TextArea({ label, value, max, required, optionalLabel, error, onChange, onBlur }: TextAreaProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {required ? null : <span className={fieldStyles.optional}> ({optionalLabel})</span>}
      </label>
      <div className={`${fieldStyles.control} ${error ? fieldStyles.invalid : ""}`}>
        <textarea
          id={id}
          className={`${fieldStyles.input} ${styles.textarea}`}
          rows={4}
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : "", `${id}-count`].filter(Boolean).join(" ")}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
      <div id={`${id}-count`} className={fieldStyles.hint}>
        {t("form_fields.fill.characters", { count: [...value].length, max })}
      </div>
      {error ? (
        <div id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
