import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { SIGNER_STATUSES, type Language } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import type { OverlayComponentProps } from "../../../shared/overlays/overlay-manager.tsx";
import type { OverlayName } from "../../../shared/overlays/overlay-names.ts";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { Button } from "../../../shared/ui/button/button.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { OverlayFrame, type OverlayTone } from "../../../shared/overlays/overlay-frame.tsx";

/** The overlays that end a signing attempt with a message; each shows one of the entries below. */
export type MessageOverlayName = Extract<
  OverlayName,
  "signing-success" | "signing-failure" | "signing-locked" | "tan-invalid" | "tan-expired" | "tan-locked" | "serial-number-mismatch"
>;

interface OverlayAction {
  /** "complete" closes the overlay; the others are the signing flow's (retry, resend). */
  action: string;
  label: string;
}

interface OverlayMessage {
  tone: Exclude<OverlayTone, "busy">;
  title: string;
  lines: string[];
  primary: OverlayAction;
  /** A second way out, always closing the overlay. */
  secondary?: OverlayAction;
}

type Props = Record<string, unknown>;
const text = (props: Props, key: string) => (typeof props[key] === "string" ? props[key] : "");
const number = (props: Props, key: string) => (typeof props[key] === "number" ? props[key] : null);
/** The signer's state a signing ended in when it is not "signed". */
const signerState = (props: Props) => SIGNER_STATUSES.find((status) => status === props.state) ?? null;

const MESSAGES: Record<MessageOverlayName, (t: TFunction, props: Props, language: Language) => OverlayMessage> = {
  // A direct-sign guest has no request page to return to, and a completed request no longer opens for them.
  "signing-success": (t, props) => ({
    tone: "success",
    title: t("signing.overlays.success.title"),
    lines: [
      props.isCompleted === true
        ? t(props.isGuest === true ? "signing.overlays.success.body_completed_guest" : "signing.overlays.success.body_completed", { title: text(props, "title") })
        : t("signing.overlays.success.body_open", { title: text(props, "title") }),
    ],
    primary: { action: "complete", label: props.isGuest === true ? t("signing.overlays.close") : t("signing.overlays.success.close") },
  }),
  "signing-failure": (t, props) => {
    const state = signerState(props);
    return {
      tone: "error",
      title: t("signing.overlays.failure.title"),
      lines: state
        ? [t("signing.overlays.failure.body_state", { state: t(`signature_requests.signer_statuses.${state}`) })]
        : [describeError(props.error, t), t("signing.overlays.failure.body")],
      // A signer who ended up declined or removed meanwhile has nothing to try again.
      ...(state
        ? { primary: { action: "complete", label: t("signing.overlays.close") } }
        : { primary: { action: "retry", label: t("signing.overlays.failure.retry") }, secondary: { action: "complete", label: t("signing.overlays.close") } }),
    };
  },
  "signing-locked": (t, props, language) => ({
    tone: "warning",
    title: t("signing.overlays.locked.title"),
    lines: [
      props.reason === "turn"
        ? t("signing.overlays.locked.body_turn")
        : text(props, "lockedUntil")
          ? t("signing.overlays.locked.body_until", { time: formatDateTime(text(props, "lockedUntil"), language) })
          : t("signing.overlays.locked.body_busy"),
    ],
    primary: { action: "complete", label: t("signing.overlays.close") },
  }),
  "tan-invalid": (t, props) => {
    const attemptsLeft = number(props, "attemptsLeft");
    return {
      tone: "error",
      title: t("signing.overlays.tan_invalid.title"),
      lines: [t("signing.overlays.tan_invalid.body"), ...(attemptsLeft !== null ? [t("signing.overlays.tan_invalid.attempts", { count: attemptsLeft })] : [])],
      primary: { action: "retry", label: t("signing.overlays.tan_invalid.retry") },
      secondary: { action: "complete", label: t("signing.overlays.cancel") },
    };
  },
  "tan-expired": (t) => ({
    tone: "warning",
    title: t("signing.overlays.tan_expired.title"),
    lines: [t("signing.overlays.tan_expired.body")],
    primary: { action: "resend", label: t("signing.overlays.tan_expired.resend") },
    secondary: { action: "complete", label: t("signing.overlays.cancel") },
  }),
  "tan-locked": (t) => ({
    tone: "error",
    title: t("signing.overlays.tan_locked.title"),
    lines: [t("signing.overlays.tan_locked.body")],
    primary: { action: "resend", label: t("signing.overlays.tan_locked.resend") },
    secondary: { action: "complete", label: t("signing.overlays.cancel") },
  }),
  "serial-number-mismatch": (t, props) => ({
    tone: "error",
    title: "identificationId" in props ? t("signing.overlays.serial_mismatch.title_identification") : t("signing.overlays.serial_mismatch.title"),
    // Raised by a TAN to another mobile number, or by an identification of another person than the account's.
    lines: [
      "identificationId" in props
        ? t("signing.overlays.serial_mismatch.body_identification", { name: text(props, "identityName") })
        : t("signing.overlays.serial_mismatch.body", { mobile: text(props, "maskedMobile") }),
    ],
    primary: { action: "complete", label: t("signing.overlays.close") },
  }),
};

/** Success, failure, lock, TAN problems and the rest: one message and what can be done next. */
export default function SigningMessageOverlay({ request, runAction, isLoading }: OverlayComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const message = MESSAGES[request.name as MessageOverlayName](t, request.props, language);
  const run = (action: string) => void runAction(action);
  return (
    <OverlayFrame
      overlayId={request.id}
      tone={message.tone}
      title={message.title}
      actions={
        <>
          {message.secondary ? (
            <Button kind="secondary" disabled={isLoading} onClick={() => run(message.secondary?.action ?? "complete")}>
              {message.secondary.label}
            </Button>
          ) : null}
          <Button color={message.tone === "success" ? "success" : "info"} loading={isLoading} onClick={() => run(message.primary.action)}>
            {message.primary.label}
          </Button>
        </>
      }
    >
      {message.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </OverlayFrame>
  );
}
