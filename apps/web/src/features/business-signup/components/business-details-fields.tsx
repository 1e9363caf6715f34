import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BUSINESS_LIMITS, isValidEmail, isValidPhone, normalizeEmail, type CreateBusinessBody } from "@paraph/contracts";
import { hasFieldError } from "../../../shared/api/describe-error.ts";
import { CheckboxField } from "../../../shared/ui/field/checkbox-field.tsx";
import { LegalLinksText } from "../../../shared/ui/legal/legal-links-text.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import styles from "./business-details.module.css";

export type BusinessDetailsInput = ReturnType<typeof useBusinessDetailsInput>;

/** The business's details as POST /v2/businesses takes them: name, e-mail, optional phone and both agreements. */
export function useBusinessDetailsInput() {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [gtc, setGtc] = useState(false);
  const [dpa, setDpa] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** Shows what is missing or breaks spec §5; true when the details may be sent. */
  const validate = (): boolean => {
    const found: Record<string, string> = {};
    if (name.trim() === "") found.name = t("validation.required");
    if (!isValidEmail(normalizeEmail(email))) found.email = t("validation.email");
    if (phone.trim() !== "" && !isValidPhone(phone.trim())) found.phone = t("validation.phone");
    if (!gtc) found.gtc = t("business_signup.details.gtc_required");
    if (!dpa) found.dpa = t("business_signup.details.dpa_required");
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const body = (): CreateBusinessBody => ({
    name: name.trim(),
    email: normalizeEmail(email),
    phone: phone.trim() || undefined,
    gtc_accepted: gtc,
    dpa_accepted: dpa,
  });

  return { name, setName, email, setEmail, phone, setPhone, gtc, setGtc, dpa, setDpa, errors, validate, body };
}

/** The business's fields; `fieldPrefix` names them in the server's field errors ("business." in the sign-up). */
export function BusinessDetailsFields({ input, serverError, fieldPrefix = "" }: { input: BusinessDetailsInput; serverError: unknown; fieldPrefix?: string }) {
  const { t } = useTranslation();
  const fieldError = (field: string) => input.errors[field] ?? (hasFieldError(serverError, `${fieldPrefix}${field}`) ? t("validation.invalid") : null);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t("business_signup.details.legend")}</legend>
      <TextField
        label={t("business_signup.details.name")}
        autoComplete="organization"
        value={input.name}
        onChange={(event) => input.setName(event.target.value)}
        error={fieldError("name")}
        required
        maxLength={BUSINESS_LIMITS.name}
      />
      <TextField
        label={t("business_signup.details.email")}
        type="email"
        autoComplete="email"
        value={input.email}
        onChange={(event) => input.setEmail(event.target.value)}
        error={fieldError("email")}
        hint={t("business_signup.details.email_hint")}
        required
      />
      <TextField
        label={t("business_signup.details.phone")}
        type="tel"
        autoComplete="tel"
        value={input.phone}
        onChange={(event) => input.setPhone(event.target.value)}
        error={fieldError("phone")}
        optionalLabel={t("fields.optional")}
      />
      <CheckboxField label={<LegalLinksText i18nKey="legal_links.accept" />} checked={input.gtc} onChange={(event) => input.setGtc(event.target.checked)} error={input.errors.gtc} />
      <CheckboxField label={t("business_signup.details.dpa")} checked={input.dpa} onChange={(event) => input.setDpa(event.target.checked)} error={input.errors.dpa} />
    </fieldset>
  );
}
