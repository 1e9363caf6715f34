import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, type WebhookEventType } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { CheckboxField } from "../../../shared/ui/field/checkbox-field.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import styles from "./webhooks.module.css";

export interface WebhookFormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
}

/** URL, description and the events to receive: the create form and an endpoint's edit form. */
export function WebhookForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: WebhookFormValues;
  submitLabel: string;
  onSubmit: (values: WebhookFormValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [isSaving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const toggle = (event: WebhookEventType, isChecked: boolean) =>
    setValues((current) => ({ ...current, events: isChecked ? [...current.events, event] : current.events.filter((entry) => entry !== event) }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <TextField
        label={t("webhooks.form.url")}
        hint={t("webhooks.form.url_hint")}
        type="url"
        required
        maxLength={WEBHOOK_LIMITS.urlLength}
        value={values.url}
        onChange={(event) => setValues({ ...values, url: event.target.value })}
      />
      <TextField
        label={t("webhooks.form.description")}
        optionalLabel={t("webhooks.form.optional")}
        maxLength={WEBHOOK_LIMITS.description}
        value={values.description}
        onChange={(event) => setValues({ ...values, description: event.target.value })}
      />
      <fieldset className={styles.events}>
        <legend>{t("webhooks.form.events")}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <CheckboxField key={type} label={type} checked={values.events.includes(type)} onChange={(event) => toggle(type, event.target.checked)} />
        ))}
      </fieldset>
      {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
      <div className={styles.rowActions}>
        <Button type="submit" loading={isSaving} disabled={values.url.trim() === "" || values.events.length === 0}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button kind="secondary" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
