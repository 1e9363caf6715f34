import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { DirectUser, SignatureRequestView } from "@paraph/contracts";
import { Link } from "react-router";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { directIdentificationCalls, useIsIdentified } from "../../../entities/identification/identification-api.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { CheckboxField } from "../../../shared/ui/field/checkbox-field.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { MobileAppSignButton } from "../../../entities/mab/mobile-app-sign-button.tsx";
import { signAfterTermsOfUse } from "../../../entities/signing/terms-of-use-gate.ts";
import { useDialogs } from "../../../shared/dialogs/dialog-manager.tsx";
import { useUpdateDirectUser } from "../../../entities/direct-sign/direct-sign-api.ts";
import type { GuestSigningTarget } from "../hooks/direct-signing-run.ts";
import { useFormFill } from "../../../entities/form-fields/form-fill-context.tsx";
import { fieldsToFill } from "../../../entities/form-fields/form-fill-state.ts";
import { LazyFormFillPanel } from "../../../entities/form-fields/lazy-form-fill-panel.tsx";
import styles from "./direct-sign.module.css";

interface GuestSigningPanelProps {
  request: SignatureRequestView;
  user: DirectUser;
  /** The guest id of the link, which the mobile signing keeps for the way back. */
  guestId: string;
  isStarting: boolean;
  onSign: (target: GuestSigningTarget) => void;
}

/**
 * The guest's own part: the name their signature carries (theirs to set until they sign), the
 * confirmation and Sign. A name typed but not saved is saved on Sign, so what the confirmation
 * shows is what gets signed.
 */
export function GuestSigningPanel({ request, user, guestId, isStarting, onSign }: GuestSigningPanelProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const dialogs = useDialogs();
  const update = useUpdateDirectUser(request.id);
  const [firstName, setFirstName] = useState(user.firstName ?? "");
  const [lastName, setLastName] = useState(user.lastName ?? "");
  const [isConfirmed, setConfirmed] = useState(false);
  const [isNameMissing, setNameMissing] = useState(false);
  const me = request.signers.find((signer) => signer.isMe);
  const fill = useFormFill();
  // A qualified request: the guest signs once an identification of theirs under its legislation succeeded.
  const { api } = useServices();
  const identificationCalls = useMemo(() => directIdentificationCalls(api), [api]);
  const legislation = request.quality === "qes" ? (request.legislation ?? "eidas") : null;
  const identified = useIsIdentified(identificationCalls, `guest:${request.id}`, legislation);
  const needsIdentification = legislation !== null && identified.data !== true;
  const isDirty = firstName.trim() !== (user.firstName ?? "") || lastName.trim() !== (user.lastName ?? "");

  /** Saves the name when it changed; false when it is incomplete or could not be saved. */
  const saveName = async (): Promise<boolean> => {
    if (!firstName.trim() || !lastName.trim()) {
      setNameMissing(true);
      return false;
    }
    if (!isDirty) return true;
    try {
      await update.mutateAsync({ firstName: firstName.trim(), lastName: lastName.trim() });
      return true;
    } catch {
      return false;
    }
  };

  const submitName = async (event: FormEvent) => {
    event.preventDefault();
    if (await saveName()) snackbar.show({ id: "direct-sign-name", message: t("direct_sign.name.saved"), color: "success" });
  };

  const sign = async () => {
    // Required form fields first: the focus goes to the first one to fill in.
    const formFieldValues = fill ? fill.readyToSign(fieldsToFill(me)) : {};
    if (formFieldValues === null || !(await saveName())) return;
    const target = {
      requestId: request.id,
      signerId: user.signerId,
      title: request.title,
      name: `${firstName.trim()} ${lastName.trim()}`,
      email: user.email,
      quality: request.quality,
      formFieldValues,
    };
    signAfterTermsOfUse(dialogs.open, request.termsOfUse, (acceptedTermsOfUse) => onSign({ ...target, acceptedTermsOfUse }));
  };

  return (
    <section className={`${styles.panel} ${styles.signing}`} aria-labelledby="guest-signing-heading">
      <h2 id="guest-signing-heading">{t("signing.panel.title")}</h2>
      <p className={styles.quality}>
        {legislation
          ? t("direct_sign.panel.quality_qes", { email: user.email, legislation: legislation === "zertes" ? "ZertES" : "eIDAS" })
          : t("direct_sign.panel.quality", { email: user.email })}
      </p>
      {needsIdentification && !identified.isPending ? (
        <Alert tone="warning">
          <p className={styles.alertText}>{t("direct_sign.panel.needs_identification")}</p>
          <Link to={`/direct-sign/identification/${legislation}`}>{t("direct_sign.panel.identify")}</Link>
        </Alert>
      ) : null}
      <form onSubmit={(event) => void submitName(event)} noValidate aria-labelledby="guest-name-heading">
        <h3 id="guest-name-heading" className="visually-hidden">
          {t("direct_sign.name.title")}
        </h3>
        <div className={styles.names}>
          <TextField
            label={t("signature_requests.composer.signers.first_name")}
            value={firstName}
            autoComplete="given-name"
            required
            maxLength={100}
            onChange={(event) => {
              setFirstName(event.target.value);
              setNameMissing(false);
            }}
          />
          <TextField
            label={t("signature_requests.composer.signers.last_name")}
            value={lastName}
            autoComplete="family-name"
            required
            maxLength={100}
            onChange={(event) => {
              setLastName(event.target.value);
              setNameMissing(false);
            }}
          />
        </div>
        <p className={styles.muted}>{t("direct_sign.name.hint")}</p>
        {isNameMissing ? <Alert tone="error">{t("direct_sign.name.required")}</Alert> : null}
        {update.isError ? <Alert tone="error">{describeError(update.error, t)}</Alert> : null}
        {isDirty ? (
          <Button type="submit" kind="secondary" size="sm" loading={update.isPending}>
            {t("direct_sign.name.save")}
          </Button>
        ) : null}
      </form>
      {me && me.fields.length > 0 ? (
        <p className={styles.muted}>{t("signing.panel.field_count", { count: me.fields.length })}</p>
      ) : (
        <p className={styles.muted}>{t("signing.panel.invisible")}</p>
      )}
      <LazyFormFillPanel request={request} />
      {request.termsOfUse === null ? null : <p className={styles.muted}>{t("signing.terms_of_use.panel_note")}</p>}
      <CheckboxField label={t("signing.panel.confirm")} checked={isConfirmed} onChange={(event) => setConfirmed(event.target.checked)} />
      <Button color={legislation ? "qes" : "ses"} fullWidth loading={isStarting || update.isPending} disabled={!isConfirmed || needsIdentification} onClick={() => void sign()}>
        {t("signing.panel.sign")}
      </Button>
      <MobileAppSignButton
        target={{ requestId: request.id, signerId: user.signerId, userId: guestId, isGuest: true }}
        termsOfUse={request.termsOfUse}
        disabled={!isConfirmed || needsIdentification || isStarting || update.isPending}
        beforeStart={saveName}
      />
    </section>
  );
}
