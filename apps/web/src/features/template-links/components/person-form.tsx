import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { describeError, hasFieldError } from "../../../shared/api/describe-error.ts";
import { EmailAddressField } from "../../../shared/ui/auth-card/email-address-field.tsx";
import { useEmailInput } from "../../../shared/ui/auth-card/use-email-input.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import type { TemplateLinkPerson } from "../api/template-link-api.ts";
import styles from "./template-links.module.css";

/** The visitor's names and address (the contracts' e-mail rule); the code goes to that address. */
export function PersonForm({ initial, onSubmit, error, isSending }: { initial: Omit<TemplateLinkPerson, "lang"> | null; onSubmit: (person: Omit<TemplateLinkPerson, "lang">) => void; error: unknown; isSending: boolean }) {
  const { t } = useTranslation();
  const email = useEmailInput(initial?.email ?? "");
  const [firstName, setFirstName] = useState(initial?.firstName ?? "");
  const [lastName, setLastName] = useState(initial?.lastName ?? "");
  const [missing, setMissing] = useState<Record<string, boolean>>({});
  const fieldError = (field: "firstName" | "lastName") => (missing[field] ? t("validation.required") : hasFieldError(error, field) ? t("validation.invalid") : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { firstName: firstName.trim() === "", lastName: lastName.trim() === "" };
    setMissing(found);
    const address = email.validate();
    if (!address || found.firstName || found.lastName) return;
    onSubmit({ email: address, firstName: firstName.trim(), lastName: lastName.trim() });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="template-link-person">
      <h2 id="template-link-person">{t("template_links.person.title")}</h2>
      <div className={styles.row}>
        <TextField label={t("fields.first_name")} autoComplete="given-name" value={firstName} onChange={(event) => setFirstName(event.target.value)} error={fieldError("firstName")} required maxLength={100} />
        <TextField label={t("fields.last_name")} autoComplete="family-name" value={lastName} onChange={(event) => setLastName(event.target.value)} error={fieldError("lastName")} required maxLength={100} />
      </div>
      <EmailAddressField input={email} autoComplete="email" />
      {error && !hasFieldError(error, "firstName") && !hasFieldError(error, "lastName") ? <Alert tone="error">{describeError(error, t)}</Alert> : null}
      <Button type="submit" loading={isSending} fullWidth>
        {t("template_links.person.submit")}
      </Button>
    </form>
  );
}
