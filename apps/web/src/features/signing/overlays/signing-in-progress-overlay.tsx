import { useTranslation } from "react-i18next";
import type { OverlayComponentProps } from "../../../shared/overlays/overlay-manager.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { OverlayFrame } from "../../../shared/overlays/overlay-frame.tsx";

/**
 * While POST /v3/sign runs, and afterwards while the signature state is polled (isConfirming):
 * then the signer may stop waiting ("abort").
 */
export default function SigningInProgressOverlay({ request, runAction, isLoading }: OverlayComponentProps) {
  const { t } = useTranslation();
  const isConfirming = request.props.isConfirming === true;
  return (
    <OverlayFrame
      overlayId={request.id}
      tone="busy"
      title={t("signing.overlays.in_progress.title")}
      actions={
        isConfirming ? (
          <Button kind="secondary" disabled={isLoading} onClick={() => void runAction("abort")}>
            {t("signing.overlays.in_progress.stop")}
          </Button>
        ) : null
      }
    >
      <p>{isConfirming ? t("signing.overlays.in_progress.confirming") : t("signing.overlays.in_progress.body")}</p>
    </OverlayFrame>
  );
}
