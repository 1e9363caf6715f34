import { useTranslation } from "react-i18next";
import { describeError } from "../../../shared/api/describe-error.ts";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { DialogFrame } from "../../../shared/ui/dialog/dialog-frame.tsx";
import { useBusinessAnswers } from "../api/use-business-answers.ts";
import type { DowngradeReason } from "./required-business-dialog.ts";

const NOTICE = {
  "business-deleted": { attribute: "businessDeleted", title: "business.downgraded.deleted_title", body: "business.downgraded.deleted_body" },
  "removed-from-business": { attribute: "removedFromBusiness", title: "business.downgraded.removed_title", body: "business.downgraded.removed_body" },
} as const;

/**
 * business/business-downgraded (spec §6: answered before use): the account is a personal one again
 * because its business was deleted or an admin removed the user. Confirming clears the notice on
 * the server, so it is shown once.
 */
export default function BusinessDowngradedDialog({ request, runAction, loadingAction }: DialogComponentProps) {
  const { t } = useTranslation();
  const answers = useBusinessAnswers();
  const { failure, run } = useDialogWork(runAction);
  const reason: DowngradeReason = request.props.reason === "removed-from-business" ? "removed-from-business" : "business-deleted";
  const notice = NOTICE[reason];

  return (
    <DialogFrame
      title={t(notice.title)}
      dismissible={false}
      actions={
        <Button loading={loadingAction === "confirm"} onClick={() => void run("confirm", () => answers.acknowledgeNotice(notice.attribute))}>
          {t("business.downgraded.confirm")}
        </Button>
      }
    >
      <p>{t(notice.body)}</p>
      {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
    </DialogFrame>
  );
}
