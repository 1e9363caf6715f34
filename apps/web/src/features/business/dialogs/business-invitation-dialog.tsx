import { useTranslation } from "react-i18next";
import { receivedBusinessInvitationSchema } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { DialogFrame } from "../../../shared/ui/dialog/dialog-frame.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useBusinessAnswers } from "../api/use-business-answers.ts";

/**
 * business/business-invitation (spec §6: answered before use): who invites the user to which
 * business; accepting joins it as a member, declining drops the invitation. Either way the user
 * is reloaded, which brings up the next invitation, if any.
 */
export default function BusinessInvitationDialog({ request, runAction, loadingAction }: DialogComponentProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const answers = useBusinessAnswers();
  const { failure, run } = useDialogWork(runAction);
  const invitation = receivedBusinessInvitationSchema.parse(request.props.invitation);
  const business = invitation.business.name;

  const accept = () =>
    run("accept", async () => {
      await answers.acceptInvitation(invitation.id);
      snackbar.show({ message: t("business.invitation.accepted", { business }), color: "success" });
    });
  const decline = () =>
    run("decline", async () => {
      await answers.declineInvitation(invitation.id);
      snackbar.show({ message: t("business.invitation.declined", { business }), color: "info" });
    });

  return (
    <DialogFrame
      title={t("business.invitation.title", { business })}
      dismissible={false}
      actions={
        <>
          <Button kind="secondary" loading={loadingAction === "decline"} disabled={loadingAction !== null} onClick={() => void decline()}>
            {t("business.invitation.decline")}
          </Button>
          <Button loading={loadingAction === "accept"} disabled={loadingAction !== null} onClick={() => void accept()}>
            {t("business.invitation.accept")}
          </Button>
        </>
      }
    >
      <p>
        {invitation.invitedBy
          ? t("business.invitation.body_from", { inviter: invitation.invitedBy, business })
          : t("business.invitation.body_anonymous", { business })}
      </p>
      <p>{t("business.invitation.explanation")}</p>
      {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
    </DialogFrame>
  );
}
