import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useServices } from "../../../shared/services/services-context.tsx";
import { readDirectSignSession, updateDirectSignSession, type DirectSignatureState } from "../../../entities/direct-sign/direct-sign-session.ts";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useNamedPageTitle } from "../../../shared/page-title/page-title-context.tsx";
import { requestTabTitle } from "../../../entities/signature-requests/request-tab-title.ts";
import { signerName } from "../../../entities/signature-requests/signer-name.ts";
import { RedirectCountdown } from "../../../entities/signature-requests/redirect-countdown.tsx";
import type { RedirectSettings } from "../../../entities/signature-requests/redirect-rules.ts";
import { RequestSummary } from "../../../entities/signature-requests/request-summary.tsx";
import { SignersPanel } from "../../../entities/signature-requests/signers-panel.tsx";
import viewStyles from "../../../entities/signature-requests/view.module.css";
import { useDirectRequest, useDirectSenderBusiness, useDirectUser, type DirectSignResult } from "../../../entities/direct-sign/direct-sign-api.ts";
import { GuestActions } from "./guest-actions.tsx";
import { RequestDocuments } from "../../../entities/signing/request-documents.tsx";
import { DeclinedOutcome, FailedOutcome, SignedOutcome, UnavailableOutcome } from "../../../entities/direct-sign/guest-outcomes.tsx";
import { GuestSigningPanel } from "./guest-signing-panel.tsx";
import { SenderLogo } from "./sender-logo.tsx";
import { SenderSupport } from "./sender-support.tsx";
import styles from "./direct-sign.module.css";
import { chooseGuestRedirect, deriveGuestPhase, type GuestPhase } from "../hooks/guest-phase.ts";
import { useGuestLanguage } from "../hooks/use-guest-language.ts";
import { useGuestSigningFlow } from "../hooks/use-guest-signing-flow.ts";
import { FormFillProvider, useFormFill } from "../../../entities/form-fields/form-fill-context.tsx";
import { fieldsToFill, fillingSigner } from "../../../entities/form-fields/form-fill-state.ts";

const COUNTDOWN_TITLES: Partial<Record<GuestPhase["kind"], string>> = {
  signed: "signing.overlays.success.title",
  declined: "direct_sign.declined.title",
  unavailable: "direct_sign.unavailable.title",
  failed: "direct_sign.failed.title",
};

/** What the guest view shows now, for a page around it that reports it (the embedded view tells its host page). */
export interface GuestViewChange {
  kind: GuestPhase["kind"];
  /** The guest's own signature completed the request. */
  isCompleted: boolean;
  /** Why the request could not be read, when `kind` is failed. */
  error: unknown;
}

interface GuestSignViewProps {
  requestId: string;
  /** The link's secret: the invitation's guest id, or an opened embedded link's credential. */
  guestId: string;
  redirectSettings: RedirectSettings;
  onChange?: (change: GuestViewChange) => void;
}

/**
 * The guest's signing view (spec §2 /view/{id}/{userid}): the documents, their name and language,
 * signing with a code e-mailed to them or declining, then on to the redirect the settings name.
 * Every call authenticates with the direct-sign session the page around it started.
 */
export function GuestSignView(props: GuestSignViewProps) {
  return (
    <FormFillProvider>
      <GuestSignContent {...props} />
    </FormFillProvider>
  );
}

function GuestSignContent({ requestId: id, guestId: userid, redirectSettings: settings, onChange }: GuestSignViewProps) {
  const { t } = useTranslation();
  const fill = useFormFill();
  const { sessionStorage } = useServices();
  const [signatureState, setSignatureState] = useState<DirectSignatureState>(() => readDirectSignSession(sessionStorage)?.signatureState ?? "OPEN");
  const [isCompleted, setCompleted] = useState(false);
  const request = useDirectRequest(id, signatureState === "OPEN");
  // The tab names the request and its one document (entities/signature-requests/request-tab-title.ts).
  useNamedPageTitle(request.data ? requestTabTitle(request.data) : null);
  const user = useDirectUser(id);
  const senderBusiness = useDirectSenderBusiness(user.data?.senderBusinessId ?? null).data;
  useGuestLanguage(id, user.data);

  const record = useCallback(
    (state: DirectSignatureState) => {
      updateDirectSignSession(sessionStorage, { signatureState: state });
      setSignatureState(state);
    },
    [sessionStorage],
  );
  const onSigned = useCallback(
    (result: DirectSignResult | undefined) => {
      setCompleted(result?.status === "completed");
      record("SIGNED");
    },
    [record],
  );
  const guestSigner = request.data ? fillingSigner(request.data) : undefined;
  const reportSignError = useCallback((error: unknown) => fill?.reportSignError(error, fieldsToFill(guestSigner)), [fill, guestSigner]);
  const flow = useGuestSigningFlow(id, onSigned, reportSignError);

  const phase = deriveGuestPhase({ signatureState, isSigning: flow.isSigning, request: { status: request.status, data: request.data, error: request.error } });
  const failure = phase.kind === "failed" ? phase.error : null;
  useEffect(() => onChange?.({ kind: phase.kind, isCompleted, error: failure }), [onChange, phase.kind, isCompleted, failure]);
  const redirect = chooseGuestRedirect(settings, phase.kind);
  const countdownTitle = COUNTDOWN_TITLES[phase.kind];
  const countdown = redirect ? (
    <RedirectCountdown key={`${redirect.reason}:${redirect.url}`} redirect={redirect} seconds={settings.timeoutSeconds} title={countdownTitle ? t(countdownTitle as never) : undefined} />
  ) : null;

  switch (phase.kind) {
    case "loading":
      return <Spinner size="lg" label={t("common.loading")} />;
    case "unavailable":
      return (
        <>
          {countdown}
          <UnavailableOutcome />
        </>
      );
    case "failed":
      return (
        <>
          {countdown}
          <FailedOutcome error={phase.error} onRetry={() => void request.refetch()} />
        </>
      );
    case "declined":
      return (
        <>
          {countdown}
          <DeclinedOutcome />
        </>
      );
    case "signed":
      return (
        <>
          {countdown}
          <SignedOutcome request={phase.request} isCompleted={isCompleted} token={userid} />
        </>
      );
    default:
      break;
  }

  const view = phase.request;
  const owner = signerName(view.owner);
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        {senderBusiness ? <SenderLogo business={senderBusiness} /> : null}
        <p className={styles.eyebrow}>{t("direct_sign.page.from", { name: senderBusiness?.name ?? owner })}</p>
        <h1>{view.title}</h1>
        <p className={styles.lead}>{t("direct_sign.page.lead", { name: owner })}</p>
      </div>
      <div className={viewStyles.columns}>
        <div className={viewStyles.documents}>
          <RequestDocuments request={view} directSignToken={userid} />
        </div>
        <div className={`${viewStyles.side} ${viewStyles.sideLead}`}>
          {phase.kind === "waiting" ? (
            <section className={styles.panel} aria-labelledby="guest-waiting-heading">
              <h2 id="guest-waiting-heading">{t("signing.panel.title")}</h2>
              <p className={styles.muted}>{t("signing.panel.waiting_turn")}</p>
            </section>
          ) : user.data ? (
            <GuestSigningPanel key={user.data.signerId} request={view} user={user.data} guestId={userid} isStarting={flow.isStarting} onSign={(target) => void flow.start(target)} />
          ) : (
            <Spinner label={t("common.loading")} />
          )}
          <RequestSummary request={view} />
          <GuestActions request={view} token={userid} onDeclined={() => record("DECLINED")} />
          {senderBusiness ? <SenderSupport business={senderBusiness} /> : null}
          <SignersPanel request={view} />
        </div>
      </div>
    </div>
  );
}
