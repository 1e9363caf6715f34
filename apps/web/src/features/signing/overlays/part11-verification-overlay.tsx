import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { PART11_MEANINGS, type Part11Meaning } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import type { OverlayComponentProps } from "../../../shared/overlays/overlay-manager.tsx";
import { OverlayFrame } from "../../../shared/overlays/overlay-frame.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { RadioGroup } from "../../../shared/ui/field/radio-group.tsx";
import { CurrentPasswordField } from "../../../entities/accounts/password/password-fields.tsx";
import { isPart11Meaning, type Part11Confirmation } from "../hooks/part11.ts";
import styles from "../components/signing.module.css";

/**
 * Part 11 verification (spec §2): before each signature of a member of a Part 11 business, the
 * password (the second identification component, 21 CFR 11.200) and the signature's meaning
 * (11.50), a required choice. "confirm" hands both to the signing flow (payload), which signs
 * while the button shows progress; a refused password comes back here as `error`. "complete"
 * (Cancel) closes it without signing.
 */
export default function Part11VerificationOverlay({ request, runAction, isLoading }: OverlayComponentProps) {
  const { t } = useTranslation();
  const formId = useId();
  const { props } = request;
  const title = typeof props.title === "string" ? props.title : "";
  const printedName = typeof props.printedName === "string" ? props.printedName : "";
  const [meaning, setMeaning] = useState<Part11Meaning | "">(isPart11Meaning(props.meaning) ? props.meaning : "");
  const [password, setPassword] = useState("");
  const [isChecked, setChecked] = useState(false);
  const serverError = props.error ? describeError(props.error, t) : null;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setChecked(true);
    if (!meaning || !password) return;
    const confirmation: Part11Confirmation = { password, meaning };
    // The flow reports what follows in overlays of its own.
    void runAction("confirm", confirmation).catch(() => undefined);
  };

  return (
    <OverlayFrame
      overlayId={request.id}
      tone="sign"
      title={t("signing.part11.title")}
      actions={
        <>
          <Button kind="secondary" disabled={isLoading} onClick={() => void runAction("complete")}>
            {t("signing.overlays.cancel")}
          </Button>
          <Button type="submit" form={formId} color="part11" loading={isLoading} disabled={isLoading}>
            {t("signing.part11.sign")}
          </Button>
        </>
      }
    >
      <p>{t("signing.part11.body", { title })}</p>
      <p>{t("signing.part11.signing_as", { name: printedName })}</p>
      {serverError ? (
        <p className={styles.overlayError} role="alert">
          {serverError}
        </p>
      ) : null}
      <form id={formId} className={styles.part11Form} onSubmit={submit} noValidate>
        <RadioGroup
          legend={t("signing.part11.meaning_legend")}
          name={`${formId}-meaning`}
          value={meaning}
          onChange={(value) => setMeaning(isPart11Meaning(value) ? value : "")}
          options={PART11_MEANINGS.map((value) => ({ value, label: t(`signing.part11.${value}`), description: t(`signing.part11.${value}_hint`) }))}
        />
        {isChecked && !meaning ? (
          <p className={styles.overlayError} role="alert">
            {t("signing.part11.meaning_missing")}
          </p>
        ) : null}
        <CurrentPasswordField
          label={t("signing.part11.password")}
          value={password}
          onChange={setPassword}
          error={isChecked && !password ? t("signing.part11.password_missing") : null}
        />
      </form>
    </OverlayFrame>
  );
}
