import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { Button } from "../../../shared/ui/button/button.tsx";
import { DialogFrame } from "../../../shared/ui/dialog/dialog-frame.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";

/** The TAN as typed, without the spaces people put between groups of digits. */
export function normaliseTan(value: string): string {
  return value.replace(/\s+/g, "");
}

const TAN_PATTERN = /^\d{6}$/;
/** A trust service's one-time password: its own format, digits or letters. */
const OTP_PATTERN = /^[0-9A-Za-z]{4,16}$/;

/**
 * document/tan-entry: the six digits texted to the signer (or e-mailed to a direct-sign guest, whose
 * dialog gets `maskedEmail`), or with `isRemoteOtp` the one-time password a remote trust service
 * sent for a qualified signature. "confirm" hands it to the signing flow (payload), "resend" asks
 * for a new one; what follows (overlays) is the flow's business.
 */
export default function TanEntryDialog({ request, runAction, loadingAction, close }: DialogComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const maskedMobile = typeof request.props.maskedMobile === "string" ? request.props.maskedMobile : "";
  // A direct-sign guest's code comes by e-mail, not by text message.
  const maskedEmail = typeof request.props.maskedEmail === "string" ? request.props.maskedEmail : null;
  const expiresAt = typeof request.props.expiresAt === "string" ? request.props.expiresAt : null;
  const isRemoteOtp = request.props.isRemoteOtp === true;
  const time = expiresAt ? formatDateTime(expiresAt, language) : "—";
  const [tan, setTan] = useState("");
  const [isFormatShown, setFormatShown] = useState(false);
  const isBusy = loadingAction !== null;

  const confirm = (event?: FormEvent) => {
    event?.preventDefault();
    const digits = normaliseTan(tan);
    if (!(isRemoteOtp ? OTP_PATTERN : TAN_PATTERN).test(digits)) {
      setFormatShown(true);
      return;
    }
    // The flow reports its own failures in overlays; nothing is left for the dialog to show.
    void runAction("confirm", undefined, digits).catch(() => undefined);
  };

  return (
    <DialogFrame
      title={isRemoteOtp ? t("signing.tan.title_otp") : t("signing.tan.title")}
      onDismiss={close}
      dismissible={!isBusy}
      closeLabel={t("common.close")}
      actions={
        <>
          <Button kind="secondary" onClick={close} disabled={isBusy}>
            {t("common.cancel")}
          </Button>
          <Button kind="text" color="info" loading={loadingAction === "resend"} disabled={isBusy} onClick={() => void runAction("resend").catch(() => undefined)}>
            {isRemoteOtp ? t("signing.tan.resend_otp") : t("signing.tan.resend")}
          </Button>
          <Button loading={loadingAction === "confirm"} disabled={isBusy} onClick={() => confirm()}>
            {t("signing.tan.confirm")}
          </Button>
        </>
      }
    >
      <p>
        {isRemoteOtp
          ? t("signing.tan.body_otp", { time })
          : maskedEmail !== null
            ? t("signing.tan.body_email", { email: maskedEmail, time })
            : t("signing.tan.body", { mobile: maskedMobile, time })}
      </p>
      <form onSubmit={confirm} noValidate>
        <TextField
          label={isRemoteOtp ? t("signing.tan.label_otp") : t("signing.tan.label")}
          value={tan}
          onChange={(event) => {
            setTan(event.target.value);
            setFormatShown(false);
          }}
          inputMode={isRemoteOtp ? "text" : "numeric"}
          autoComplete="one-time-code"
          maxLength={isRemoteOtp ? 24 : 9}
          required
          autoFocus
          hint={isRemoteOtp ? t("signing.tan.hint_otp") : maskedEmail !== null ? t("signing.tan.hint_email") : t("signing.tan.hint")}
          error={isFormatShown ? (isRemoteOtp ? t("signing.tan.format_otp") : t("signing.tan.format")) : null}
        />
      </form>
    </DialogFrame>
  );
}
