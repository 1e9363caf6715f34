import { useTranslation } from "react-i18next";
import type { OverlayComponentProps } from "../../../shared/overlays/overlay-manager.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { OverlayFrame } from "../../../shared/overlays/overlay-frame.tsx";

/**
 * Spec §2 "direct sign": the guest confirms who signs what before the code goes out by e-mail.
 * "send-code" is the signing run's (the code is sent, then the TAN dialog replaces this overlay);
 * "complete" cancels.
 */
export default function DirectSignOverlay({ request, runAction, isLoading }: OverlayComponentProps) {
  const { t } = useTranslation();
  const text = (key: string) => (typeof request.props[key] === "string" ? request.props[key] : "");
  return (
    <OverlayFrame
      overlayId={request.id}
      tone="sign"
      title={t("direct_sign.overlay.title")}
      actions={
        <>
          <Button kind="secondary" disabled={isLoading} onClick={() => void runAction("complete")}>
            {t("common.cancel")}
          </Button>
          <Button color="ses" loading={isLoading} onClick={() => void runAction("send-code")}>
            {t("direct_sign.overlay.send_code")}
          </Button>
        </>
      }
    >
      <p>{t("direct_sign.overlay.what", { title: text("title"), name: text("name") })}</p>
      <p>{t("direct_sign.overlay.code", { email: text("email") })}</p>
      <p>{request.props.quality === "qes" ? t("direct_sign.overlay.quality_qes") : t("direct_sign.overlay.quality")}</p>
    </OverlayFrame>
  );
}
