import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import { useDialogs, type DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { standardPagePath, withReturnPath } from "../../../entities/identification/return-path.ts";

/**
 * document/upgrade-standards (spec §2): the signer's account lacks the quality the request asks
 * for. Confirming sends them to the profile page that gives it (a mobile number for AES,
 * identification under the request's legislation for QES), which brings them back to the request.
 * For QES it also offers the supply-eid-data dialog (in its place, telling the same opener), for
 * a signer identified before at the identity partner.
 */
export default function UpgradeStandardsDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const props = dialog.request.props;
  const quality = typeof props.quality === "string" ? props.quality : "qes";
  const legislation = props.legislation === "zertes" ? "zertes" : props.legislation === "eidas" ? "eidas" : null;
  const returnPath = typeof props.returnPath === "string" ? props.returnPath : null;
  const isAes = quality === "aes";
  const go = () => void dialog.runAction("upgrade", async () => {
    await navigate(withReturnPath(standardPagePath(quality, legislation), returnPath));
  });

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("signing.upgrade.title")}
      body={isAes ? t("signing.upgrade.body_aes") : t("signing.upgrade.body_qes", { legislation: t(`signing.upgrade.${legislation ?? "eidas"}`) })}
      action="upgrade"
      confirmLabel={isAes ? t("signing.upgrade.confirm_aes") : t("signing.upgrade.confirm_qes")}
      confirmColor={isAes ? "aes" : "qes"}
      onConfirm={go}
    >
      {isAes ? null : (
        <>
          <p>{t("signing.upgrade.eid_data_lead")}</p>
          <Button kind="secondary" color="qes" disabled={dialog.loadingAction !== null} onClick={() => dialogs.open("document/supply-eid-data", { legislation }, dialog.request.onAction)}>
            {t("signing.upgrade.eid_data")}
          </Button>
        </>
      )}
    </ConfirmDialogFrame>
  );
}
