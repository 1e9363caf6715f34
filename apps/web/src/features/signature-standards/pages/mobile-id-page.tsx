import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { confirmMobile, isValidPhone, sendMobileTan } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { readReturnPath } from "../../../entities/identification/return-path.ts";
import { useOverlays } from "../../../shared/overlays/overlay-manager.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession, useSetUser } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { useReloadQualities } from "../api/standards-api.ts";
import { BackLink } from "../components/back-link.tsx";
import styles from "../components/standards.module.css";

/**
 * Spec §2 /profile/signature-standards/mobile-id: confirm a mobile number by TAN, which gives AES;
 * the mobile AES overlay then says so and leads back (to the request, when one sent the user here).
 */
export default function MobileIdPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { api } = useServices();
  const { user } = useSession();
  const setUser = useSetUser();
  const reload = useReloadQualities();
  const overlays = useOverlays();
  const returnPath = readReturnPath(useLocation().search);
  const [mobile, setMobile] = useState(user?.attributes.mobile ?? "");
  const [tan, setTan] = useState("");
  const [numberError, setNumberError] = useState<string | null>(null);

  const send = useMutation({ mutationFn: () => api.request(sendMobileTan, { body: { mobile: mobile.trim() } }) });
  const confirm = useMutation({
    mutationFn: () => api.request(confirmMobile, { body: { tan: tan.trim() } }),
    onSuccess: async (updated) => {
      setUser(updated);
      await reload();
      overlays.open("mobile-aes", { mobile: updated.attributes.mobile ?? mobile, returnPath });
    },
  });

  const submitNumber = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidPhone(mobile.trim())) {
      setNumberError(t("validation.phone"));
      return;
    }
    setNumberError(null);
    confirm.reset();
    send.mutate();
  };
  const submitTan = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate();
  };

  return (
    <div className={styles.page}>
      <h1>{t("titles.mobile_id")}</h1>
      <p className={styles.lead}>{t("signature_standards.mobile.lead")}</p>
      {confirm.isSuccess ? <Alert tone="success">{t("signature_standards.mobile.confirmed", { mobile: confirm.data.attributes.mobile ?? mobile })}</Alert> : null}
      <form className={styles.form} onSubmit={submitNumber} noValidate>
        <TextField
          label={t("signature_standards.mobile.number")}
          hint={t("signature_standards.mobile.number_hint")}
          type="tel"
          autoComplete="tel"
          value={mobile}
          error={numberError}
          onChange={(event) => setMobile(event.target.value)}
          required
        />
        {send.isError ? <Alert tone="error">{describeError(send.error, t)}</Alert> : null}
        <div>
          <Button type="submit" kind={send.isSuccess ? "secondary" : "primary"} loading={send.isPending}>
            {send.isSuccess ? t("signature_standards.mobile.resend") : t("signature_standards.mobile.send")}
          </Button>
        </div>
      </form>
      {send.data ? (
        <form className={styles.form} onSubmit={submitTan} noValidate>
          <Alert tone="info">{t("signature_standards.mobile.sent", { mobile: send.data.maskedMobile, time: formatDateTime(send.data.expiresAt, language) })}</Alert>
          <TextField
            label={t("signature_standards.mobile.tan")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={tan}
            onChange={(event) => setTan(event.target.value)}
            required
          />
          {confirm.isError ? <Alert tone="error">{describeError(confirm.error, t)}</Alert> : null}
          <div>
            <Button type="submit" color="aes" loading={confirm.isPending} disabled={!/^\d{6}$/.test(tan.trim())}>
              {t("signature_standards.mobile.confirm")}
            </Button>
          </div>
        </form>
      ) : null}
      <BackLink returnPath={returnPath} />
    </div>
  );
}
