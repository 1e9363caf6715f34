import { useCallback, useEffect, useRef, useState } from "react";
import { checkPassword, type PasswordErrorCode } from "@paraph/contracts";
import { useServices } from "../../../shared/services/services-context.tsx";

export type PasswordCheckStatus = "idle" | "checking" | "valid" | "invalid" | "unavailable";

export interface PasswordCheck {
  status: PasswordCheckStatus;
  errorCode: PasswordErrorCode | null;
  /** Checks now (for the submit button) and tells whether the password may be used. */
  checkNow: () => Promise<boolean>;
}

const DEBOUNCE_MS = 300;

/**
 * Spec §5: the server decides whether a password is good enough. The answer is asked for a moment
 * after typing stops, so the person sees it while typing; answers to older input are dropped.
 */
export function usePasswordCheck(password: string, token?: string): PasswordCheck {
  const { api } = useServices();
  const [result, setResult] = useState<{ password: string; status: PasswordCheckStatus; errorCode: PasswordErrorCode | null }>({
    password: "",
    status: "idle",
    errorCode: null,
  });
  const latest = useRef(password);
  useEffect(() => {
    latest.current = password;
  }, [password]);

  const run = useCallback(
    async (value: string): Promise<boolean> => {
      if (value === "") return false;
      setResult({ password: value, status: "checking", errorCode: null });
      try {
        const answer = await api.request(checkPassword, { body: token ? { password: value, token } : { password: value } });
        if (latest.current === value) {
          setResult({ password: value, status: answer.validPassword ? "valid" : "invalid", errorCode: answer.errorCode });
        }
        return answer.validPassword;
      } catch {
        // The submit call checks again on the server; a failed live check must not block it.
        if (latest.current === value) setResult({ password: value, status: "unavailable", errorCode: null });
        return true;
      }
    },
    [api, token],
  );

  useEffect(() => {
    if (password === "") return;
    const timer = setTimeout(() => void run(password), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [password, run]);

  const current = result.password === password ? result : { status: "idle" as const, errorCode: null };
  const checkNow = useCallback(async () => {
    if (result.password === password && (result.status === "valid" || result.status === "invalid")) return result.status === "valid";
    return run(password);
  }, [password, result, run]);

  return { status: password === "" ? "idle" : current.status, errorCode: current.errorCode, checkNow };
}
