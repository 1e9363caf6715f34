import { useTranslation } from "react-i18next";
import { removeSignatureRequestDocument, type SignatureRequestView } from "@paraph/contracts";
import { describeError } from "../../../../shared/api/describe-error.ts";
import { Button } from "../../../../shared/ui/button/button.tsx";
import { useSnackbar } from "../../../../shared/ui/snackbar/snackbar-context.tsx";
import { useRequestMutation } from "../../api/request-mutations.ts";
import { UploadProgressRow } from "../../../../entities/documents/document-upload/upload-progress-row.tsx";
import type { useComposerUploads } from "./use-composer-uploads.ts";
import styles from "./composer.module.css";

/** The draft's PDFs: upload more (several at once, each with its progress), remove one with the fields placed on it. */
export function DocumentsSection({ request, uploads }: { request: SignatureRequestView; uploads: ReturnType<typeof useComposerUploads> }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const detach = useRequestMutation(removeSignatureRequestDocument);
  const fail = (error: unknown) => snackbar.show({ message: describeError(error, t), color: "error" });

  return (
    <section className={styles.section} aria-labelledby="composer-documents">
      <h2 id="composer-documents">{t("signature_requests.composer.documents.title")}</h2>
      {request.documents.length === 0 ? <p className={styles.muted}>{t("signature_requests.composer.documents.none")}</p> : null}
      <ul className={styles.list}>
        {request.documents.map((document) => (
          <li key={document.id} className={styles.listRow}>
            <span>
              <strong>{document.title}</strong>
              <span className={styles.muted}> · {t("signature_requests.composer.documents.pages", { count: document.pageCount })}</span>
            </span>
            <Button
              kind="text"
              size="sm"
              color="error"
              aria-label={t("signature_requests.composer.documents.remove", { title: document.title })}
              disabled={detach.isPending}
              onClick={() => detach.mutate({ params: { id: request.id, docId: document.id } }, { onError: fail })}
            >
              {t("signature_requests.view.signers.remove")}
            </Button>
          </li>
        ))}
      </ul>
      {uploads.uploads.length > 0 ? (
        <ul className={styles.list} aria-label={t("signature_requests.composer.documents.uploads")}>
          {uploads.uploads.map((upload) => (
            <UploadProgressRow key={upload.id} upload={upload} onDismiss={() => uploads.dismiss(upload.id)} />
          ))}
        </ul>
      ) : null}
      <label className={styles.upload}>
        <input
          type="file"
          accept="application/pdf,.pdf"
          multiple
          className="visually-hidden"
          onChange={(event) => {
            uploads.addFiles(Array.from(event.target.files ?? []));
            // Cleared, so that choosing the same file again is noticed.
            event.target.value = "";
          }}
        />
        <span>{t("signature_requests.composer.documents.add")}</span>
      </label>
      <p className={styles.muted}>{t("signature_requests.composer.documents.drop_hint")}</p>
    </section>
  );
}
