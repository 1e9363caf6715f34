import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../shared/api/describe-error.ts";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { OverlayComponentProps } from "../../../shared/overlays/overlay-manager.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { OverlayFrame } from "../../../shared/overlays/overlay-frame.tsx";

/** Answers that say more than "it failed"; anything else is described by its error code. */
const REASONS: Record<string, string> = {
  mab_signing_rejected: "mab.failure.rejected",
  mab_state_expired: "mab.failure.expired",
  mab_state_used: "mab.failure.used",
};

function reasonOf(props: Record<string, unknown>, t: TFunction): string[] {
  if (props.reason === "missing") return [t("mab.failure.missing")];
  const code = isApiError(props.error) ? props.error.code : "";
  const reason = REASONS[code];
  return reason ? [t(reason as never)] : [describeError(props.error, t), t("mab.failure.nothing_signed")];
}

/**
 * Spec §2 "mobile-signature (MAB) signing failure": starting or confirming a signing in the mobile
 * app did not sign. Its one action is "complete": closing it, and for the way back from the
 * provider, returning to the signing page (the opener navigates).
 */
export default function MabSigningFailureOverlay({ request, runAction, isLoading }: OverlayComponentProps) {
  const { t } = useTranslation();
  const label = request.props.isStart === true ? t("signing.overlays.close") : request.props.hasWayBack === true ? t("mab.failure.back") : t("mab.failure.home");
  return (
    <OverlayFrame
      overlayId={request.id}
      tone="error"
      title={t("mab.failure.title")}
      actions={
        <Button color="info" loading={isLoading} onClick={() => void runAction("complete")}>
          {label}
        </Button>
      }
    >
      {reasonOf(request.props, t).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </OverlayFrame>
  );
}
