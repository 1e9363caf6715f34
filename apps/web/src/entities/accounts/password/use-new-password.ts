import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePasswordCheck } from "./use-password-check.ts";

export type NewPasswordInput = ReturnType<typeof useNewPassword>;

/** A new password typed twice; `validate` says whether both match and the server accepts it. */
export function useNewPassword(token?: string) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [repeatError, setRepeatError] = useState<string | null>(null);
  const check = usePasswordCheck(password, token);
  const validate = async (): Promise<boolean> => {
    if (repeat !== password) {
      setRepeatError(t("validation.passwords_differ"));
      return false;
    }
    setRepeatError(null);
    return check.checkNow();
  };
  return { password, setPassword, repeat, setRepeat, repeatError, check, validate };
}
