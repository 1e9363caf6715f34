import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isValidEmail, normalizeEmail } from "@paraph/contracts";

export type EmailInput = ReturnType<typeof useEmailInput>;

/** The e-mail address of a logged-out form; `validate` answers it normalized, or null after showing why not. */
export function useEmailInput(initial: string | (() => string) = "") {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const validate = (): string | null => {
    const normalized = normalizeEmail(email);
    if (!isValidEmail(normalized)) {
      setError(t("validation.email"));
      return null;
    }
    setError(null);
    return normalized;
  };
  return { email, setEmail, error, validate };
}
