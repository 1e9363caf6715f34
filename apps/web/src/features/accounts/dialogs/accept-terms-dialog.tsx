import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { acceptTerms } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSetUser } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { DialogFrame } from "../../../shared/ui/dialog/dialog-frame.tsx";
import { LegalLinksText } from "../../../shared/ui/legal/legal-links-text.tsx";

/** Spec §6: the general terms must be accepted before use; the only other way out is to log out. */
export default function AcceptTermsDialog({ runAction, loadingAction, close }: DialogComponentProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const setUser = useSetUser();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);

  const accept = () =>
    runAction("accept", async () => {
      setFailure(null);
      setUser(await api.request(acceptTerms, { body: { type: "gtc" } }));
    }).catch(setFailure);

  return (
    <DialogFrame
      title={t("dialogs.accept_terms.title")}
      dismissible={false}
      actions={
        <>
          <Button
            kind="secondary"
            disabled={loadingAction !== null}
            onClick={() => {
              close();
              void navigate("/logout");
            }}
          >
            {t("shell.logout")}
          </Button>
          <Button loading={loadingAction === "accept"} onClick={() => void accept()}>
            {t("dialogs.accept_terms.accept")}
          </Button>
        </>
      }
    >
      {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
      <p>
        <LegalLinksText i18nKey="dialogs.accept_terms.body" />
      </p>
    </DialogFrame>
  );
}
