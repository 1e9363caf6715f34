import { useTranslation } from "react-i18next";
import type { SignatureRequestView } from "@paraph/contracts";
import { useDialogs, type DialogActionHandler } from "../../../shared/dialogs/dialog-manager.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { GuestDownload } from "../../../entities/direct-sign/guest-download.tsx";
import styles from "./direct-sign.module.css";

/** Declining (the shared decline dialog, through the link) and the download of the documents. */
export function GuestActions({ request, token, onDeclined }: { request: SignatureRequestView; token: string; onDeclined: () => void }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const onDeclineAction: DialogActionHandler = (action) => {
    if (action === "declined") onDeclined();
  };
  return (
    <section className={styles.panel} aria-labelledby="guest-actions-heading">
      <h2 id="guest-actions-heading">{t("direct_sign.actions.title")}</h2>
      <div className={styles.actionList}>
        {request.allowedActions.includes("decline") ? (
          <Button
            kind="secondary"
            color="error"
            fullWidth
            onClick={() => dialogs.open("general/decline-signing-request", { requestId: request.id, title: request.title, isDirectSign: true }, onDeclineAction)}
          >
            {t("signature_requests.view.actions.decline")}
          </Button>
        ) : null}
        <GuestDownload request={request} token={token} />
      </div>
    </section>
  );
}
