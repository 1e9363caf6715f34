import { useTranslation } from "react-i18next";
import { TextField } from "../field/text-field.tsx";
import type { EmailInput } from "./use-email-input.ts";

/** The required e-mail field of a logged-out form; login fills it as the user name. */
export function EmailAddressField({ input, autoComplete }: { input: EmailInput; autoComplete: "email" | "username" }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("fields.email")}
      type="email"
      autoComplete={autoComplete}
      value={input.email}
      onChange={(event) => input.setEmail(event.target.value)}
      error={input.error}
      required
    />
  );
}
