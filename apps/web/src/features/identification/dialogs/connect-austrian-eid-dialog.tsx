import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { accountIdentificationCalls, directIdentificationCalls } from "../../../entities/identification/identification-api.ts";
import { ID_AUSTRIA_WAY } from "../../../entities/identification/identification-methods.ts";
import { readConnectAustrianEidProps } from "../../../entities/identification/connect-austrian-eid.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";

const SHARED_FIELDS = ["name", "date_of_birth", "document_number"] as const;

/**
 * Spec §2 general dialog "connect an Austrian eID": what ID Austria is, what it passes on to
 * Paraph and what follows (QES under eIDAS, the name fixed), then the identification starts and
 * the browser goes to the provider's ID Austria page (docs/signature-standards.md). Without an
 * address there yet (a payment is open) the person goes to the id-austria-success page instead.
 */
export default function ConnectAustrianEidDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const { api, queryClient } = useServices();
  const navigate = useNavigate();
  const { audience, returnPath, requestId } = readConnectAustrianEidProps(dialog.request.props);
  const { failure, run } = useDialogWork(dialog.runAction);

  const connect = () =>
    run("connect", async () => {
      const calls = audience === "guest" ? directIdentificationCalls(api) : accountIdentificationCalls(api);
      const started = await calls.start(ID_AUSTRIA_WAY, { returnPath, ...(requestId ? { signatureRequestId: requestId } : {}) });
      await queryClient.invalidateQueries({ queryKey: ["identification"] });
      if (started.identUrl) window.location.assign(started.identUrl);
      else await navigate(returnPath);
    });

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("identification.connect_austrian_eid.title")}
      body={t("identification.connect_austrian_eid.what")}
      action="connect"
      confirmLabel={t("identification.connect_austrian_eid.confirm")}
      confirmColor="qes"
      onConfirm={() => void connect()}
      failure={failure}
    >
      <p>{t("identification.connect_austrian_eid.shared_lead")}</p>
      <ul>
        {SHARED_FIELDS.map((field) => (
          <li key={field}>{t(`identification.connect_austrian_eid.shared.${field}`)}</li>
        ))}
      </ul>
      <p>{t("identification.connect_austrian_eid.after")}</p>
    </ConfirmDialogFrame>
  );
}
