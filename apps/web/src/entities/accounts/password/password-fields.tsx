import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../shared/ui/field/text-field.tsx";
import { NewPasswordField } from "./new-password-field.tsx";
import type { NewPasswordInput } from "./use-new-password.ts";

interface CurrentPasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** The password the person has now (logging in, changing it, deleting the account). */
export function CurrentPasswordField({ label, value, onChange, error }: CurrentPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={label}
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required
      showLabel={t("password.show")}
      hideLabel={t("password.hide")}
    />
  );
}

/** A new password with the server's live verdict, and the same typed again. */
export function NewPasswordFields({ input }: { input: NewPasswordInput }) {
  const { t } = useTranslation();
  return (
    <>
      <NewPasswordField label={t("fields.new_password")} value={input.password} onChange={input.setPassword} check={input.check} />
      <PasswordField
        label={t("fields.repeat_password")}
        autoComplete="new-password"
        value={input.repeat}
        onChange={(event) => input.setRepeat(event.target.value)}
        error={input.repeatError}
        required
        showLabel={t("password.show")}
        hideLabel={t("password.hide")}
      />
    </>
  );
}
