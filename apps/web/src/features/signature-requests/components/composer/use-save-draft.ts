import { useMutation, useQueryClient } from "@tanstack/react-query";
import { initiateSignatureRequest, updateSignatureRequest, updateSigner, type SignatureRequestView } from "@paraph/contracts";
import { useServices } from "../../../../shared/services/services-context.tsx";
import { requestKeys } from "../../../../entities/signature-requests/request-keys.ts";
import { settingsBody, type ComposerSettings, type MailAttachmentKind } from "./composer-settings.ts";
import { planFieldSave, type FieldDrafts } from "./save-plan.ts";
import { formFieldsInput, type FormFieldDrafts } from "../../../../entities/field-placement/form-field-drafts.ts";

interface SaveInput {
  request: SignatureRequestView;
  settings: ComposerSettings | null;
  drafts: FieldDrafts;
  /** The fields signers fill, by signer. */
  formDrafts: FormFieldDrafts;
  /** The completion-mail attachments the sender's business lets them choose. */
  customisable: readonly MailAttachmentKind[];
  /** Send it once saved. */
  send: boolean;
}

/** Saves the composer's changes (settings, then signer fields) and, when asked, sends the draft. */
export function useSaveDraft() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, settings, drafts, formDrafts, customisable, send }: SaveInput) => {
      const id = request.id;
      let latest = request;
      if (settings) latest = await api.request(updateSignatureRequest, { params: { id }, body: settingsBody(settings, customisable) });
      for (const { signer, fields, formFields } of planFieldSave(request, drafts, formDrafts)) {
        const body = { document_signatures: [...fields], ...(formFields ? { form_fields: formFieldsInput(formFields) } : {}) };
        latest = await api.request(updateSigner, { params: { id, sigId: signer.id }, body });
      }
      if (send) latest = await api.request(initiateSignatureRequest, { params: { id } });
      return latest;
    },
    onSettled: async (latest, _error, input) => {
      if (latest) queryClient.setQueryData(requestKeys.detail(latest.id), latest);
      // Even a save that failed half-way changed something: show the server's state.
      await queryClient.invalidateQueries({ queryKey: requestKeys.all, predicate: (query) => !(latest && query.queryKey[1] === "detail") });
      if (!latest) await queryClient.invalidateQueries({ queryKey: requestKeys.detail(input.request.id) });
    },
  });
}
