import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FORM_FIELD_LIMITS, formFieldNameSchema, TEXT_FIELD_PATTERNS, type TextFieldPattern } from "@paraph/contracts";
import { FormFieldControl } from "../form-fields/form-field-control.tsx";
import { problemMessage } from "../form-fields/form-field-messages.ts";
import { Button } from "../../shared/ui/button/button.tsx";
import { CheckboxField } from "../../shared/ui/field/checkbox-field.tsx";
import { SelectField } from "../../shared/ui/field/select-field.tsx";
import { TextField } from "../../shared/ui/field/text-field.tsx";
import fieldStyles from "../../shared/ui/field/field.module.css";
import { prefillProblem, type FormFieldDraft } from "./form-field-drafts.ts";
import { NumberSetting } from "./number-setting.tsx";
import styles from "./form-field-editor.module.css";

interface FormFieldSettingsProps {
  field: FormFieldDraft;
  signerName: string;
  /** The names of every other field of the request: a name must differ from them. */
  otherNames: ReadonlySet<string>;
  /** Offers the sender's prefill (not in a template: its fields are filled in when it is used). */
  allowPrefill: boolean;
  onChange: (field: FormFieldDraft) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** The selected field's settings: name, label, required, what its type adds, and an optional prefill. */
export function FormFieldSettings({ field, signerName, otherNames, allowPrefill, onChange, onRemove, onClose }: FormFieldSettingsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const optional = t("form_fields.editor.optional");
  const nameError = otherNames.has(field.name)
    ? t("form_fields.editor.name_taken")
    : formFieldNameSchema.safeParse(field.name).success
      ? null
      : t("form_fields.editor.name_invalid");
  const prefill = field.value !== undefined ? prefillProblem(field) : null;
  const { value: _value, ...withoutValue } = field;

  return (
    <section className={styles.settings} aria-labelledby={headingId}>
      <h4 id={headingId}>
        {t("form_fields.editor.settings")}: {t("form_fields.editor.settings_of", { type: t(`form_fields.types.${field.type}`), name: signerName })}
      </h4>
      <TextField
        label={t("form_fields.editor.name")}
        value={field.name}
        required
        maxLength={FORM_FIELD_LIMITS.nameLength}
        hint={t("form_fields.editor.name_hint")}
        error={nameError}
        onChange={(event) => onChange({ ...field, name: event.target.value })}
      />
      <TextField
        label={t("form_fields.editor.label")}
        value={field.label ?? ""}
        optionalLabel={optional}
        maxLength={FORM_FIELD_LIMITS.labelLength}
        onChange={(event) => {
          const { label: _label, ...rest } = field;
          onChange(event.target.value === "" ? (rest as FormFieldDraft) : { ...field, label: event.target.value });
        }}
      />
      <CheckboxField label={t("form_fields.editor.required")} checked={field.required} onChange={(event) => onChange({ ...field, required: event.target.checked })} />
      {field.type === "text" ? (
        <>
          <CheckboxField label={t("form_fields.editor.multiline")} checked={field.multiline} onChange={(event) => onChange({ ...field, multiline: event.target.checked })} />
          <div className={styles.row}>
            <NumberSetting
              label={t("form_fields.editor.max_length")}
              value={field.max_length}
              isInteger
              min={1}
              max={FORM_FIELD_LIMITS.textMaxLength}
              invalidMessage={t("form_fields.editor.max_length_invalid", { max: FORM_FIELD_LIMITS.textMaxLength })}
              onChange={(maxLength) => onChange({ ...field, max_length: maxLength ?? field.max_length })}
            />
            <SelectField
              label={t("form_fields.editor.pattern")}
              value={field.pattern ?? ""}
              options={[{ value: "", label: t("form_fields.editor.patterns.none") }, ...TEXT_FIELD_PATTERNS.map((pattern) => ({ value: pattern, label: t(`form_fields.editor.patterns.${pattern}`) }))]}
              onChange={(event) => {
                const { pattern: _pattern, ...rest } = field;
                onChange(event.target.value === "" ? rest : { ...field, pattern: event.target.value as TextFieldPattern });
              }}
            />
          </div>
        </>
      ) : null}
      {field.type === "number" ? (
        <div className={styles.row}>
          <NumberSetting
            label={t("form_fields.editor.min")}
            value={field.min}
            isOptional
            optionalLabel={optional}
            invalidMessage={t("form_fields.editor.number_invalid")}
            onChange={(min) => onChange(withBound(field, "min", min))}
          />
          <NumberSetting
            label={t("form_fields.editor.max")}
            value={field.max}
            isOptional
            optionalLabel={optional}
            invalidMessage={t("form_fields.editor.number_invalid")}
            error={field.min !== undefined && field.max !== undefined && field.min > field.max ? t("form_fields.editor.min_above_max") : null}
            onChange={(max) => onChange(withBound(field, "max", max))}
          />
        </div>
      ) : null}
      {field.type === "radio" || field.type === "dropdown" ? (
        <OptionsSetting key={field.name} options={field.options} minimum={field.type === "radio" ? 2 : 1} onChange={(options) => onChange({ ...field, options })} />
      ) : null}
      {allowPrefill ? (
      <CheckboxField
        label={t("form_fields.editor.prefill")}
        checked={field.value !== undefined}
        onChange={(event) => onChange(event.target.checked ? { ...field, value: field.type === "checkbox" ? true : "" } : (withoutValue as FormFieldDraft))}
      />
      ) : null}
      {allowPrefill && field.value !== undefined ? (
        <FormFieldControl
          field={{ ...withoutValue, required: true } as FormFieldDraft}
          label={t("form_fields.editor.prefill_value")}
          value={field.value}
          error={prefill ? problemMessage(t, field, prefill) : null}
          onChange={(value) => onChange({ ...field, value })}
        />
      ) : null}
      <div className={styles.actions}>
        <Button kind="text" color="error" size="sm" onClick={onRemove}>
          {t("form_fields.editor.remove")}
        </Button>
        <Button kind="secondary" size="sm" onClick={onClose}>
          {t("form_fields.editor.done")}
        </Button>
      </div>
    </section>
  );
}

function withBound(field: FormFieldDraft & { type: "number" }, bound: "min" | "max", value: number | undefined): FormFieldDraft {
  const { [bound]: _old, ...rest } = field;
  return value === undefined ? rest : { ...field, [bound]: value };
}

/** Options one per line, typed freely; the field keeps the lines that are not empty. */
function OptionsSetting({ options, minimum, onChange }: { options: readonly string[]; minimum: number; onChange: (options: string[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(options.join("\n"));
  const lines = text.split("\n").map((line) => line.trim()).filter(Boolean);
  const error = lines.length < minimum ? t("form_fields.editor.options_too_few", { count: minimum }) : new Set(lines).size !== lines.length ? t("form_fields.editor.options_repeated") : null;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t("form_fields.editor.options")}
      </label>
      <div className={`${fieldStyles.control} ${error ? fieldStyles.invalid : ""}`}>
        <textarea
          id={id}
          className={fieldStyles.input}
          rows={Math.min(8, Math.max(3, lines.length + 1))}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            onChange(event.target.value.split("\n").map((line) => line.trim()).filter(Boolean).slice(0, FORM_FIELD_LIMITS.options));
          }}
        />
      </div>
      {error ? (
        <div id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
