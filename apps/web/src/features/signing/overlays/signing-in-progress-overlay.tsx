import { useTranslation } from "react-i18next";
import type { OverlayComponentProps } from "../../../shared/overlays/overlay-manager.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { OverlayFrame } from "../../../shared/overlays/overlay-frame.tsx";
import { useSigningProgress } from "../api/signing-progress-api.ts";
import { currentStepOf, SigningStages } from "./signing-stages.tsx";

/**
 * While POST /v3/sign runs: the steps of the signing act as the server reports them (polled
 * with the request and signer the overlay names, through the direct link for a guest
 * (`isGuest`); without them, preparing is shown). While other signers' signatures go onto the
 * document first, it says how many are ahead (the server serves signers of one document in
 * arrival order; docs/signing.md). Afterwards,
 * while the signature state is polled (isConfirming), the signer may stop waiting ("abort").
 */
export default function SigningInProgressOverlay({ request, runAction, isLoading }: OverlayComponentProps) {
  const { t } = useTranslation();
  const isConfirming = request.props.isConfirming === true;
  const requestId = typeof request.props.requestId === "string" ? request.props.requestId : null;
  const signerId = typeof request.props.signerId === "string" ? request.props.signerId : null;
  const { stage, ahead } = useSigningProgress(isConfirming ? null : requestId, signerId, request.id, request.props.isGuest === true);
  const step = currentStepOf(stage);
  return (
    <OverlayFrame
      overlayId={request.id}
      tone="busy"
      title={isConfirming ? t("signing.overlays.in_progress.title") : `${t(`signing.overlays.in_progress.stages.${step}`)}${step === "done" ? "" : "…"}`}
      actions={
        isConfirming ? (
          <Button kind="secondary" disabled={isLoading} onClick={() => void runAction("abort")}>
            {t("signing.overlays.in_progress.stop")}
          </Button>
        ) : null
      }
    >
      <p role="status">{isConfirming ? t("signing.overlays.in_progress.confirming") : ahead === null ? t("signing.overlays.in_progress.body") : t("signing.overlays.in_progress.waiting", { count: ahead })}</p>
      {isConfirming ? null : <SigningStages stage={stage} />}
    </OverlayFrame>
  );
}
