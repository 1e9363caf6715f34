import { useTranslation } from "react-i18next";
import { PASSWORD_MIN_LENGTH } from "@paraph/contracts";
import { PasswordField } from "../../../shared/ui/field/text-field.tsx";
import type { PasswordCheck } from "./use-password-check.ts";
import styles from "./new-password-field.module.css";

interface NewPasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  check: PasswordCheck;
  /** Shown instead of the live feedback, e.g. after a failed submit. */
  error?: string | null;
}

/** A new password with the server's verdict shown as the person types. */
export function NewPasswordField({ label, value, onChange, check, error }: NewPasswordFieldProps) {
  const { t } = useTranslation();
  const feedback =
    check.status === "checking" ? (
      <span>{t("password.checking")}</span>
    ) : check.status === "valid" ? (
      <span className={styles.valid}>✓ {t("password.valid")}</span>
    ) : check.status === "invalid" && check.errorCode ? null : (
      <span>{t("password.hint", { min: String(PASSWORD_MIN_LENGTH) })}</span>
    );
  const invalidMessage = check.status === "invalid" ? t(`password.errors.${check.errorCode ?? "too_guessable"}`) : null;
  return (
    <PasswordField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="new-password"
      required
      showLabel={t("password.show")}
      hideLabel={t("password.hide")}
      hint={<span aria-live="polite">{feedback}</span>}
      error={error ?? invalidMessage}
    />
  );
}
