import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { STANDARDS_PATH } from "../../../entities/identification/return-path.ts";
import { OverlayFrame } from "../../../shared/overlays/overlay-frame.tsx";
import type { OverlayComponentProps } from "../../../shared/overlays/overlay-manager.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";

/**
 * mobile-aes (spec §2 overlays): the mobile number is confirmed, the account signs with AES now;
 * leads back to the request that sent the user to confirm it, or to the standards table.
 */
export default function MobileAesOverlay({ request, runAction, isLoading }: OverlayComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mobile = typeof request.props.mobile === "string" ? request.props.mobile : "";
  const returnPath = typeof request.props.returnPath === "string" ? request.props.returnPath : null;
  const done = async () => {
    await runAction("complete");
    await navigate(returnPath ?? STANDARDS_PATH);
  };
  return (
    <OverlayFrame
      overlayId={request.id}
      tone="success"
      title={t("signature_standards.overlays.mobile_aes_title")}
      actions={
        <Button color="aes" loading={isLoading} onClick={() => void done()}>
          {returnPath ? t("signature_standards.overlays.continue_request") : t("signature_standards.overlays.continue_standards")}
        </Button>
      }
    >
      <p>{t("signature_standards.overlays.mobile_aes_body", { mobile })}</p>
    </OverlayFrame>
  );
}
