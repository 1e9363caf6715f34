import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { SignatureRequestView } from "@paraph/contracts";
import { isApiError } from "../../../../shared/api/api-error.ts";
import { businessKeys, businessSettingsQuery, useCurrentBusiness } from "../../../../entities/businesses/current-business.ts";
import { describeError } from "../../../../shared/api/describe-error.ts";
import { useDialogs } from "../../../../shared/dialogs/dialog-manager.tsx";
import { useLeavePageGuard } from "../../../../shared/dialogs/use-leave-page-guard.ts";
import { useServices } from "../../../../shared/services/services-context.tsx";
import { ProblemsAlert } from "../../../../shared/ui/alert/problems-alert.tsx";
import { Button } from "../../../../shared/ui/button/button.tsx";
import { useSnackbar } from "../../../../shared/ui/snackbar/snackbar-context.tsx";
import { ObserversPanel } from "../view/observers-panel.tsx";
import { customisableAttachments, sameSettings, settingsFrom, toDateInput, type ComposerSettings } from "./composer-settings.ts";
import { DocumentsSection } from "./documents-section.tsx";
import { FieldPlacement } from "../../../../entities/field-placement/field-placement.tsx";
import { MailAttachmentsFieldset } from "./mail-attachments-fieldset.tsx";
import { activeSigners } from "../../../../entities/signature-requests/active-signers.ts";
import { signerName } from "../../../../entities/signature-requests/signer-name.ts";
import { fieldDraftsFrom, formFieldDraftsFrom, planFieldSave, type FieldDrafts } from "./save-plan.ts";
import { formFieldProblems, type FormFieldDrafts } from "../../../../entities/field-placement/form-field-drafts.ts";
import { SettingsSection } from "./settings-section.tsx";
import { SignersSection } from "./signers-section.tsx";
import { missingForSend } from "./send-readiness.ts";
import { useSaveDraft } from "./use-save-draft.ts";
import { useComposerUploads } from "./use-composer-uploads.ts";
import { useFileDrop } from "../../../../shared/ui/drop-zone/use-file-drop.ts";
import styles from "./composer.module.css";

/** A draft's page: everything about the request before it is sent. */
export function Composer({ request }: { request: SignatureRequestView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const { api, serverClock } = useServices();
  const save = useSaveDraft();
  const queryClient = useQueryClient();
  const business = useCurrentBusiness();
  const businessSettings = useQuery({ ...businessSettingsQuery(api, business?.id ?? ""), enabled: business !== null }).data;
  const customisable = customisableAttachments(businessSettings);
  const [settings, setSettings] = useState<ComposerSettings>(() => settingsFrom(request));
  // Fields the user moved, by signer; every other signer shows the server's fields.
  const [edits, setEdits] = useState<FieldDrafts>({});
  const drafts = useMemo<FieldDrafts>(() => {
    const fromServer = fieldDraftsFrom(request);
    // A document taken out of the draft takes the fields placed on it along.
    const documentIds = new Set(request.documents.map((document) => document.id));
    return Object.fromEntries(
      Object.entries(fromServer).map(([id, fields]) => [id, (edits[id] ?? fields).filter((field) => documentIds.has(field.document_id))]),
    );
  }, [request, edits]);
  // The fields signers fill, the same way: edited signers' lists replace the server's.
  const [formEdits, setFormEdits] = useState<FormFieldDrafts>({});
  const formDrafts = useMemo<FormFieldDrafts>(() => {
    const documentIds = new Set(request.documents.map((document) => document.id));
    return Object.fromEntries(
      Object.entries(formFieldDraftsFrom(request)).map(([id, fields]) => [id, (formEdits[id] ?? fields).filter((field) => documentIds.has(field.document_id))]),
    );
  }, [request, formEdits]);
  const [problems, setProblems] = useState<string[]>([]);
  // The whole composer takes dropped PDFs, at any time, with a visible target while they hover.
  const uploads = useComposerUploads(request.id);
  const drop = useFileDrop(uploads.addFiles);

  const settingsChanged = !sameSettings(settings, settingsFrom(request));
  const fieldsChanged = planFieldSave(request, drafts, formDrafts).length > 0;
  const hasUnsavedChanges = (settingsChanged || fieldsChanged) && !save.isPending;
  useLeavePageGuard(hasUnsavedChanges);

  const run = (send: boolean) => {
    // Fields signers fill must be valid to be saved at all; sending needs more.
    const fieldProblems = formFieldProblems(formDrafts).map((problem) => t(`form_fields.editor.${problem.kind}`, { name: problem.name }));
    const missing = send ? missingForSend(request, drafts).map((problem) => t(`signature_requests.composer.missing.${problem.kind}`, { name: problem.name ?? "" })) : [];
    setProblems([...new Set([...missing, ...fieldProblems])]);
    if (missing.length > 0 || fieldProblems.length > 0) return;
    if (settings.title.trim() === "") {
      setProblems([t("signature_requests.composer.missing.title")]);
      return;
    }
    // Awaited rather than mutate's callbacks: sending turns this page into the request's view,
    // which unmounts the composer before those callbacks would run.
    save
      .mutateAsync({ request, settings: settingsChanged ? settings : null, drafts, formDrafts, customisable, send })
      .then((latest) => {
        setSettings(settingsFrom(latest));
        setEdits({});
        setFormEdits({});
        snackbar.show({ message: t(send ? "signature_requests.composer.sent" : "signature_requests.composer.saved"), color: "success" });
      })
      .catch((error: unknown) => {
        snackbar.show({ message: describeError(error, t), color: "error" });
        // An admin changed what senders may choose meanwhile: offer what the business allows now.
        if (business && isApiError(error) && error.code === "mail_attachment_not_customisable") void queryClient.invalidateQueries({ queryKey: businessKeys.settings(business.id) });
      });
  };

  const deleteDraft = () =>
    dialogs.open("general/delete-documents", { requestId: request.id, title: request.title }, async (action) => {
      if (action === "deleted") await navigate("/dashboard?tab=drafts&q=", { replace: true });
    });

  return (
    <div className={styles.composer}>
      <div className={styles.header}>
        <div>
          <p className={styles.eyebrow}>{t("signature_requests.composer.eyebrow")}</p>
          <h1>{request.title}</h1>
        </div>
        <div className={styles.headerActions}>
          {request.allowedActions.includes("delete") ? (
            <Button kind="text" color="error" onClick={deleteDraft} disabled={save.isPending}>
              {t("signature_requests.composer.delete")}
            </Button>
          ) : null}
          <Button kind="secondary" onClick={() => run(false)} loading={save.isPending && !save.variables?.send} disabled={!hasUnsavedChanges}>
            {t("signature_requests.composer.save")}
          </Button>
          <Button onClick={() => run(true)} loading={save.isPending && save.variables?.send === true} disabled={!request.allowedActions.includes("initiate")}>
            {t("signature_requests.composer.send")}
          </Button>
        </div>
      </div>
      <ProblemsAlert title={t("signature_requests.composer.missing.heading")} problems={problems} />
      <div className={`${styles.columns} ${styles.dropTarget}`} {...drop.handlers} data-testid="composer-drop-target">
        {drop.isDragging ? <div className={styles.dropOverlay}>
            <span>{t("signature_requests.composer.documents.drop_now")}</span>
          </div> : null}
        <div className={styles.side}>
          <DocumentsSection request={request} uploads={uploads} />
          <SignersSection request={request} />
          <ObserversPanel request={request} />
          <SettingsSection settings={settings} onChange={setSettings} today={toDateInput(serverClock.now())}>
            {businessSettings && customisable.length > 0 ? (
              <MailAttachmentsFieldset
                customisable={customisable}
                business={businessSettings.mailService.attachments}
                choice={settings.mailAttachments}
                onChange={(mailAttachments) => setSettings({ ...settings, mailAttachments })}
              />
            ) : null}
          </SettingsSection>
        </div>
        <div className={styles.main}>
          <FieldPlacement
            documents={request.documents}
            parties={activeSigners(request).map((signer) => ({ id: signer.id, name: signerName(signer) }))}
            noPartiesHint={t("signature_requests.composer.fields.needs_signer")}
            drafts={drafts} onChange={setEdits} formDrafts={formDrafts} onFormChange={setFormEdits} />
          {activeSigners(request).length > 0 && fieldsChanged ? <p className={styles.unsaved}>{t("signature_requests.composer.unsaved_fields")}</p> : null}
        </div>
      </div>
    </div>
  );
}
