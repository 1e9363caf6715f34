import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isValidPhone } from "@paraph/contracts";
import { hasFieldError } from "../../../shared/api/describe-error.ts";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { NewPasswordField } from "../password/new-password-field.tsx";
import { usePasswordCheck } from "../password/use-password-check.ts";
import styles from "../../../shared/ui/auth-card/auth-card.module.css";

export type PersonInput = ReturnType<typeof usePersonInput>;

/**
 * The newcomer's part of a registration (spec §3 registration payload): names, password (checked
 * by the server against the sign-up token's address) and an optional mobile number.
 */
export function usePersonInput(token: string) {
  const { t } = useTranslation();
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [password, setPassword] = useState("");
  const [mobile, setMobile] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const passwordCheck = usePasswordCheck(password, token);

  /** Shows what is missing or malformed; true when the fields may be sent. */
  const validate = async (): Promise<boolean> => {
    const found: Record<string, string> = {};
    if (firstName.trim() === "") found.firstName = t("validation.required");
    if (lastName.trim() === "") found.lastName = t("validation.required");
    if (mobile.trim() !== "" && !isValidPhone(mobile.trim())) found.mobile = t("validation.phone");
    if (password === "") found.password = t("validation.required");
    setErrors(found);
    return Object.keys(found).length === 0 && (await passwordCheck.checkNow());
  };
  const body = () => ({ firstName: firstName.trim(), lastName: lastName.trim(), password, mobile: mobile.trim() || undefined });

  return { firstName, setFirstName, lastName, setLastName, password, setPassword, mobile, setMobile, errors, passwordCheck, validate, body };
}

export function PersonFields({ input, serverError }: { input: PersonInput; serverError: unknown }) {
  const { t } = useTranslation();
  const fieldError = (field: string) => input.errors[field] ?? (hasFieldError(serverError, field) ? t("validation.invalid") : null);
  return (
    <>
      <div className={styles.row}>
        <TextField
          label={t("fields.first_name")}
          autoComplete="given-name"
          value={input.firstName}
          onChange={(event) => input.setFirstName(event.target.value)}
          error={fieldError("firstName")}
          required
          maxLength={100}
        />
        <TextField
          label={t("fields.last_name")}
          autoComplete="family-name"
          value={input.lastName}
          onChange={(event) => input.setLastName(event.target.value)}
          error={fieldError("lastName")}
          required
          maxLength={100}
        />
      </div>
      <NewPasswordField label={t("fields.password")} value={input.password} onChange={input.setPassword} check={input.passwordCheck} error={input.errors.password} />
      <TextField
        label={t("fields.mobile")}
        type="tel"
        autoComplete="tel"
        value={input.mobile}
        onChange={(event) => input.setMobile(event.target.value)}
        error={fieldError("mobile")}
        hint={t("fields.mobile_hint")}
        optionalLabel={t("fields.optional")}
      />
    </>
  );
}
