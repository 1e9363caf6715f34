import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addSigner } from "@paraph/contracts";
import { signerGroupQueryOptions, signerGroupsQueryOptions } from "../../../entities/signer-groups/signer-groups-api.ts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { RadioGroup } from "../../../shared/ui/field/radio-group.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useRequestMutation } from "../api/request-mutations.ts";
import { useSignatureRequest } from "../api/request-queries.ts";
import { readDialogProps } from "./dialog-props.ts";
import { signersFromGroup } from "./signers-from-group.ts";

/**
 * document/add-signer-group: every person of a chosen signer group becomes a signer of the
 * request, one after another through the same call as adding one signer, in the group's order.
 * Whoever signs already is skipped; if a call fails, those added before it stay.
 */
export default function AddSignerGroupDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const { requestId } = readDialogProps(dialog.request.props);
  const request = useSignatureRequest(requestId);
  const groups = useQuery(signerGroupsQueryOptions(api));
  const add = useRequestMutation(addSigner);
  const [chosen, setChosen] = useState("");
  const { failure, run } = useDialogWork(dialog.runAction);
  const list = groups.data?.groups ?? [];

  const confirm = () => {
    if (!request.data) return;
    let latest = request.data;
    void run("added", async () => {
      // The group as it is now, not as a list fetched earlier shows it.
      const group = await queryClient.fetchQuery({ ...signerGroupQueryOptions(api, chosen), staleTime: 0 });
      let added = 0;
      for (const signer of signersFromGroup(latest, group.members ?? [])) {
        latest = await add.mutateAsync({ params: { id: requestId }, body: { ...signer, document_signatures: [] } });
        added += 1;
      }
      snackbar.show({ message: t("signature_requests.dialogs.add_signer_group.added", { count: added, name: group.name }), color: "success" });
    });
  };

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("signature_requests.dialogs.add_signer_group.title")}
      body={t("signature_requests.dialogs.add_signer_group.body")}
      action="added"
      confirmLabel={t("signature_requests.dialogs.add_signer_group.confirm")}
      confirmDisabled={chosen === "" || !request.isSuccess}
      onConfirm={confirm}
      failure={failure ?? (groups.isError ? groups.error : null)}
    >
      {groups.isPending ? <Spinner label={t("common.loading")} /> : null}
      {groups.isSuccess && list.length === 0 ? <p>{t("signature_requests.dialogs.add_signer_group.none")}</p> : null}
      {list.length > 0 ? (
        <RadioGroup
          legend={t("signature_requests.dialogs.add_signer_group.choose")}
          name="signer-group"
          value={chosen}
          options={list.map((group) => ({ value: group.id, label: t("signature_requests.dialogs.add_signer_group.people", { name: group.name, count: group.participantCount }) }))}
          onChange={setChosen}
        />
      ) : null}
    </ConfirmDialogFrame>
  );
}
