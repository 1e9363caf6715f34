import { useTranslation } from "react-i18next";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import styles from "./terms-of-use-dialog.module.css";

/**
 * document/terms-of-use (spec §2): the sender's own terms of use of the request, shown before
 * signing. Accept answers the opener with the action "accept" (which then signs with
 * `acceptedTermsOfUse: true`); Cancel signs nothing.
 */
export default function TermsOfUseDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const text = typeof dialog.request.props.text === "string" ? dialog.request.props.text : "";
  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("signing.terms_of_use.title")}
      body={t("signing.terms_of_use.body")}
      action="accept"
      confirmLabel={t("signing.terms_of_use.accept")}
      onConfirm={() => void dialog.runAction("accept")}
    >
      {/* Focusable, so that a keyboard can scroll long terms. */}
      <div className={styles.text} role="region" aria-label={t("signing.terms_of_use.text_label")} tabIndex={0}>
        {text}
      </div>
    </ConfirmDialogFrame>
  );
}
