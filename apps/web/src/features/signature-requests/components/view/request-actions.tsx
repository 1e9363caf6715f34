import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  downloadDocument,
  downloadSignatureRequestEvidence,
  downloadSignatureRequestZip,
  getSignatureRequestReport,
  remindSigners,
  type SignatureRequestAction,
  type SignatureRequestView,
} from "@paraph/contracts";
import { describeError } from "../../../../shared/api/describe-error.ts";
import { useDialogs, type DialogActionHandler } from "../../../../shared/dialogs/dialog-manager.tsx";
import { useServices } from "../../../../shared/services/services-context.tsx";
import { Button } from "../../../../shared/ui/button/button.tsx";
import { useSnackbar } from "../../../../shared/ui/snackbar/snackbar-context.tsx";
import { downloadFile, safeFileName } from "../../../../shared/api/download-file.ts";
import { useRequestMutation } from "../../api/request-mutations.ts";
import styles from "../../../../entities/signature-requests/view.module.css";

/** The actions of this panel, in the order they show; each appears only when the server allows it. */
const PANEL_ACTIONS = ["remind", "delegate", "decline", "withdraw"] as const satisfies readonly SignatureRequestAction[];

export function shownActions(request: Pick<SignatureRequestView, "allowedActions">): Array<(typeof PANEL_ACTIONS)[number]> {
  return PANEL_ACTIONS.filter((action) => request.allowedActions.includes(action));
}

type DownloadKind = "documents" | "protocol" | "evidence";

interface RequestActionsProps {
  request: SignatureRequestView;
  /** Told when the visitor declined here, for the decline redirect of spec §2. */
  onDeclined: () => void;
}

/** What the caller may do with an open or ended request, and its downloads. */
export function RequestActions({ request, onDeclined }: RequestActionsProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const remind = useRequestMutation(remindSigners);
  const [downloading, setDownloading] = useState<DownloadKind | null>(null);
  const actions = shownActions(request);

  const sendReminder = () =>
    remind.mutate(
      { params: { id: request.id } },
      {
        onSuccess: ({ reminded, skipped }) =>
          snackbar.show({
            message: reminded.length > 0 ? t("signature_requests.view.actions.reminded", { count: reminded.length }) : t("signature_requests.view.actions.remind_skipped", { count: skipped.length }),
            color: reminded.length > 0 ? "success" : "info",
          }),
        // Spec §8.
        onError: () => snackbar.show({ message: t("signature_requests.snackbars.remind_failed"), color: "error" }),
      },
    );

  const onDeclineAction: DialogActionHandler = (action) => {
    if (action === "declined") onDeclined();
  };

  const signed = request.documents.some((document) => document.signed !== null);
  // One document downloads as the PDF itself; a ZIP only bundles several.
  const single = request.documents.length === 1 ? request.documents[0] : undefined;
  const download = async (kind: DownloadKind) => {
    setDownloading(kind);
    try {
      if (kind === "documents" && single) {
        await downloadFile(api, downloadDocument, { params: { id: single.id }, query: single.signed ? { signed: "true" } : {} }, safeFileName(single.title, "pdf"));
      } else if (kind === "documents") {
        await downloadFile(api, downloadSignatureRequestZip, { params: { id: request.id }, query: signed ? { signed: "true" } : {} }, safeFileName(request.title, "zip"));
      } else if (kind === "evidence") {
        // The server seals the audit trail and checks each signed document first: it may take a few seconds.
        await downloadFile(api, downloadSignatureRequestEvidence, { params: { id: request.id } }, safeFileName(`${request.title} - ${t("signature_requests.view.downloads.evidence_file")}`, "zip"));
      } else {
        await downloadFile(
          api,
          getSignatureRequestReport,
          { params: { id: request.id }, query: { type: "protocol" } },
          safeFileName(`${request.title} - ${t("signature_requests.view.downloads.protocol_file")}`, "pdf"),
        );
      }
    } catch (error) {
      snackbar.show({ message: describeError(error, t), color: "error" });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="actions-heading">
      <h2 id="actions-heading">{t("signature_requests.view.actions.title")}</h2>
      <div className={styles.actionList}>
        {actions.includes("remind") ? (
          <Button kind="secondary" fullWidth loading={remind.isPending} onClick={sendReminder}>
            {t("signature_requests.view.actions.remind")}
          </Button>
        ) : null}
        {actions.includes("delegate") ? (
          <Button kind="secondary" fullWidth onClick={() => dialogs.open("document/delegate", { requestId: request.id })}>
            {t("signature_requests.view.actions.delegate")}
          </Button>
        ) : null}
        {actions.includes("decline") ? (
          <Button kind="secondary" color="error" fullWidth onClick={() => dialogs.open("general/decline-signing-request", { requestId: request.id, title: request.title }, onDeclineAction)}>
            {t("signature_requests.view.actions.decline")}
          </Button>
        ) : null}
        {actions.includes("withdraw") ? (
          <Button kind="secondary" color="warning" fullWidth onClick={() => dialogs.open("document/withdraw", { requestId: request.id, title: request.title })}>
            {t("signature_requests.view.actions.withdraw")}
          </Button>
        ) : null}
        {actions.length === 0 ? <p className={styles.muted}>{t(`signature_requests.view.actions.nothing_${request.status === "open" ? "open" : "closed"}`)}</p> : null}
      </div>
      <h3 className={styles.subheading}>{t("signature_requests.view.downloads.title")}</h3>
      <div className={styles.actionList}>
        <Button kind="text" color="info" fullWidth loading={downloading === "documents"} onClick={() => void download("documents")}>
          {single ? t(single.signed ? "signature_requests.view.downloads.signed_pdf" : "signature_requests.view.downloads.pdf") : t("signature_requests.view.downloads.zip")}
        </Button>
        <Button kind="text" color="info" fullWidth loading={downloading === "protocol"} onClick={() => void download("protocol")}>
          {t("signature_requests.view.downloads.protocol")}
        </Button>
        <Button kind="text" color="info" fullWidth loading={downloading === "evidence"} onClick={() => void download("evidence")}>
          {t("signature_requests.view.downloads.evidence")}
        </Button>
        <p className={styles.muted}>{t("signature_requests.view.downloads.evidence_hint")}</p>
      </div>
    </section>
  );
}
