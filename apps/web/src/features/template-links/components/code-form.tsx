import type { TFunction } from "i18next";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../shared/api/describe-error.ts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import styles from "./template-links.module.css";

const CODE_PATTERN = /^\d{6}$/;

/** The sentence for a refused code: wrong, locked after three tries, expired, or whatever else the server said. */
function codeErrorOf(error: unknown, t: TFunction): string | null {
  if (!error) return null;
  if (isApiError(error) && error.code === "tan_invalid") return t("template_links.code.wrong");
  if (isApiError(error) && error.code === "tan_locked") return t("template_links.code.locked");
  if (isApiError(error) && error.code === "tan_expired") return t("template_links.code.expired");
  return describeError(error, t);
}

interface CodeFormProps {
  maskedEmail: string;
  onConfirm: (code: string) => void;
  onResend: () => void;
  onChangeDetails: () => void;
  error: unknown;
  isConfirming: boolean;
  isResending: boolean;
  /** A new code was sent (after "Send a new code"). */
  wasResent: boolean;
}

/** The six digits mailed to the visitor; a new code on request; wrong, locked and expired codes said plainly. */
export function CodeForm({ maskedEmail, onConfirm, onResend, onChangeDetails, error, isConfirming, isResending, wasResent }: CodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [isFormatShown, setFormatShown] = useState(false);
  const isLocked = isApiError(error) && (error.code === "tan_locked" || error.code === "tan_expired");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s+/g, "");
    if (!CODE_PATTERN.test(digits)) return setFormatShown(true);
    onConfirm(digits);
  };
  const refusal = codeErrorOf(error, t);
  return (
    <form onSubmit={submit} noValidate aria-labelledby="template-link-code">
      <h2 id="template-link-code">{t("template_links.code.title")}</h2>
      <p>{t("template_links.code.sent", { email: maskedEmail })}</p>
      {wasResent ? <Alert tone="success">{t("template_links.code.resent")}</Alert> : null}
      <TextField
        label={t("template_links.code.label")}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setFormatShown(false);
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={9}
        required
        autoFocus
        hint={t("template_links.code.hint")}
        error={isFormatShown ? t("template_links.code.format") : null}
        disabled={isLocked}
      />
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={isConfirming} disabled={isLocked}>
          {t("template_links.code.submit")}
        </Button>
        <Button kind={isLocked ? "primary" : "secondary"} loading={isResending} onClick={onResend}>
          {t("template_links.code.resend")}
        </Button>
        <Button kind="text" onClick={onChangeDetails}>
          {t("template_links.code.change")}
        </Button>
      </div>
    </form>
  );
}
