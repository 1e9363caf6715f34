import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { updateVisualSignature, VISUAL_SIGNATURE_LIMITS } from "@paraph/contracts";
import { VISUAL_SIGNATURES_KEY } from "../../../entities/visual-signatures/visual-signature-api.ts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { useDialogWork } from "../../../shared/dialogs/use-dialog-work.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * document/visual-signature-data: the name, job title and company the stamp of the chosen visual signature
 * shows, changed without leaving the request. An empty title or company removes that line.
 */
export default function VisualSignatureDataDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const props = dialog.request.props;
  const [name, setName] = useState(text(props.name));
  const [title, setTitle] = useState(text(props.title));
  const [company, setCompany] = useState(text(props.company));
  const { failure, run } = useDialogWork(dialog.runAction);

  const confirm = () =>
    run("saved", async () => {
      await api.request(updateVisualSignature, { params: { id: text(props.signatureId) }, body: { name: name.trim(), title: title.trim(), optionalLine: company.trim() } });
      await queryClient.invalidateQueries({ queryKey: VISUAL_SIGNATURES_KEY });
    });

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("signing.visual_data.title")}
      body={t("signing.visual_data.body", { alias: text(props.alias) })}
      action="saved"
      confirmLabel={t("signing.visual_data.confirm")}
      confirmDisabled={name.trim() === ""}
      onConfirm={() => void confirm()}
      failure={failure}
      isForm
    >
      <TextField
        label={t("signing.visual_data.name")}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={VISUAL_SIGNATURE_LIMITS.name}
        required
        autoComplete="name"
      />
      <TextField
        label={t("signing.visual_data.job_title")}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={VISUAL_SIGNATURE_LIMITS.title}
        optionalLabel={t("fields.optional")}
        autoComplete="organization-title"
      />
      <TextField
        label={t("signing.visual_data.company")}
        value={company}
        onChange={(event) => setCompany(event.target.value)}
        maxLength={VISUAL_SIGNATURE_LIMITS.optionalLine}
        optionalLabel={t("fields.optional")}
        autoComplete="organization"
      />
    </ConfirmDialogFrame>
  );
}
