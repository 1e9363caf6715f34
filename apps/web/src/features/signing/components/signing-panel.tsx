import { useCallback, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { SignatureRequestView } from "@paraph/contracts";
import { useDialogs } from "../../../shared/dialogs/dialog-manager.tsx";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button, type ButtonColor } from "../../../shared/ui/button/button.tsx";
import { CheckboxField } from "../../../shared/ui/field/checkbox-field.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { MobileAppSignButton } from "../../../entities/mab/mobile-app-sign-button.tsx";
import { useOfferSignFromField } from "../../../entities/signing/sign-from-field.tsx";
import { signAfterTermsOfUse } from "../../../entities/signing/terms-of-use-gate.ts";
import { useIdentMethod } from "../api/signing-api.ts";
import { useSigningFlow } from "../hooks/use-signing-flow.ts";
import { useFormFill } from "../../../entities/form-fields/form-fill-context.tsx";
import { fieldsToFill } from "../../../entities/form-fields/form-fill-state.ts";
import { LazyFormFillPanel } from "../../../entities/form-fields/lazy-form-fill-panel.tsx";
import { findMySigner, qualityLevel } from "./my-signer.ts";
import { VisualSignatureChoice } from "./visual-signature-choice.tsx";
import styles from "./signing.module.css";

const LEVEL_COLOR: Record<ReturnType<typeof qualityLevel>, ButtonColor> = { ses: "ses", aes: "aes", qes: "qes" };

/**
 * The signer's part of /view/{srid}: choose or edit the visual signature, confirm, sign. It stays
 * mounted for as long as the page shows the request, so the signing flow outlives the Sign button.
 */
export function SigningPanel({ request }: { request: SignatureRequestView }) {
  const fill = useFormFill();
  const signer = findMySigner(request);
  const flow = useSigningFlow({ onSignError: (error) => fill?.reportSignError(error, fieldsToFill(signer)) });
  const dialogs = useDialogs();
  if (!signer) return null;
  if (signer.status === "signed") return <SignedNote signedAt={signer.signedAt} />;
  if (request.status !== "open") return null;
  if (signer.status === "pending") return <WaitingNote />;
  if (signer.status !== "open" || !request.allowedActions.includes("sign")) return null;
  return (
    <SigningControls
      key={signer.id}
      request={request}
      signer={signer}
      isStarting={flow.isStarting}
      onSign={() => {
        // Required fields first: the focus goes to the first one to fill in.
        const formFieldValues = fill ? fill.readyToSign(fieldsToFill(signer)) : {};
        if (formFieldValues === null) return;
        signAfterTermsOfUse(dialogs.open, request.termsOfUse, (acceptedTermsOfUse) =>
          void flow.start({ requestId: request.id, signerId: signer.id, title: request.title, quality: request.quality, acceptedTermsOfUse, formFieldValues }),
        );
      }}
    />
  );
}

function PanelFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="signing-heading">
      <h2 id="signing-heading">{t("signing.panel.title")}</h2>
      {children}
    </section>
  );
}

function SignedNote({ signedAt }: { signedAt: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <PanelFrame>
      <p className={styles.signed}>{t("signing.panel.signed", { date: signedAt ? formatDateTime(signedAt, language) : "—" })}</p>
    </PanelFrame>
  );
}

/** In sequential order, a signer whose turn has not come. */
function WaitingNote() {
  const { t } = useTranslation();
  return (
    <PanelFrame>
      <p className={styles.muted}>{t("signing.panel.waiting_turn")}</p>
    </PanelFrame>
  );
}

interface SigningControlsProps {
  request: SignatureRequestView;
  signer: SignatureRequestView["signers"][number];
  isStarting: boolean;
  onSign: () => void;
}

function SigningControls({ request, signer, isStarting, onSign }: SigningControlsProps) {
  const { t } = useTranslation();
  const [isConfirmed, setConfirmed] = useState(false);
  const { user } = useSession();
  const method = useIdentMethod(request.id, signer.id);
  const level = qualityLevel(request.quality);
  // The server decides in the end; until it answered, nothing says the account lacks the quality.
  const isMissing = method.data?.isSatisfied === false;
  // Set when supplied eID data gave the account the request's quality (the dialog tells this panel).
  const [grantedLegislation, setGrantedLegislation] = useState<string | null>(null);
  const dialogs = useDialogs();
  const location = useLocation();
  // Clicking one's own field on the page is the confirmation and the Sign button at once.
  const signFromField = useCallback(() => {
    setConfirmed(true);
    onSign();
  }, [onSign]);
  useOfferSignFromField(isMissing || isStarting ? null : signFromField);

  return (
    <PanelFrame>
      <p className={styles.quality} data-level={level}>
        {t(`signing.panel.quality_${level}`)}
      </p>
      {isMissing ? (
        <Alert tone="warning">
          <p className={styles.alertText}>{level === "aes" ? t("signing.panel.needs_mobile") : t("signing.panel.needs_identification")}</p>
          <Button
            kind="secondary"
            color={LEVEL_COLOR[level]}
            onClick={() =>
              dialogs.open("document/upgrade-standards", { quality: method.data?.quality, legislation: method.data?.legislation, returnPath: `${location.pathname}${location.search}` }, (action, payload) => {
                const legislation = (payload as { legislation?: unknown } | undefined)?.legislation;
                if (action === "supply" && typeof legislation === "string") setGrantedLegislation(legislation);
              })
            }
          >
            {t("signing.panel.upgrade")}
          </Button>
        </Alert>
      ) : null}
      {grantedLegislation && !isMissing ? (
        <Alert tone="success">
          <p className={styles.alertText}>{t("signing.panel.eid_data_granted", { legislation: t(`signing.upgrade.${grantedLegislation === "zertes" ? "zertes" : "eidas"}`) })}</p>
        </Alert>
      ) : null}
      {signer.fields.length > 0 ? (
        <>
          <p className={styles.muted}>{t("signing.panel.field_count", { count: signer.fields.length })}</p>
          <VisualSignatureChoice />
        </>
      ) : (
        <p className={styles.muted}>{t("signing.panel.invisible")}</p>
      )}
      <LazyFormFillPanel request={request} />
      {request.termsOfUse === null ? null : <p className={styles.muted}>{t("signing.terms_of_use.panel_note")}</p>}
      <CheckboxField label={t("signing.panel.confirm")} checked={isConfirmed} onChange={(event) => setConfirmed(event.target.checked)} />
      <Button color={LEVEL_COLOR[level]} fullWidth loading={isStarting} disabled={!isConfirmed || isMissing} onClick={onSign}>
        {t("signing.panel.sign")}
      </Button>
      {/* The mobile app does not carry the Part 11 verification: such members sign here only. */}
      {user?.business?.part11 ? null : (
        <MobileAppSignButton
          target={{ requestId: request.id, signerId: signer.id, userId: user?.id ?? "", isGuest: false }}
          termsOfUse={request.termsOfUse}
          disabled={!isConfirmed || isMissing || isStarting}
        />
      )}
    </PanelFrame>
  );
}
