import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { addSignatureRequestDocuments, removeSignatureRequestDocument, type SignatureRequestView } from "@paraph/contracts";
import { describeError } from "../../../../shared/api/describe-error.ts";
import { Button } from "../../../../shared/ui/button/button.tsx";
import { useSnackbar } from "../../../../shared/ui/snackbar/snackbar-context.tsx";
import { useRequestMutation } from "../../api/request-mutations.ts";
import { useUploadDocuments } from "../../api/upload-documents.ts";
import styles from "./composer.module.css";

/** The draft's PDFs: upload more (several at once), remove one with the fields placed on it. */
export function DocumentsSection({ request }: { request: SignatureRequestView }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocuments();
  const attach = useRequestMutation(addSignatureRequestDocuments);
  const detach = useRequestMutation(removeSignatureRequestDocument);
  const fail = (error: unknown) => snackbar.show({ message: describeError(error, t), color: "error" });

  const addFiles = async (files: File[]) => {
    if (files.length === 0) return;
    try {
      const documents = await upload.mutateAsync(files);
      await attach.mutateAsync({ params: { id: request.id }, body: { documents: documents.map((document) => document.id) } });
    } catch (error) {
      fail(error);
    } finally {
      if (input.current) input.current.value = "";
    }
  };

  return (
    <section className={styles.section} aria-labelledby="composer-documents">
      <h2 id="composer-documents">{t("requests.composer.documents.title")}</h2>
      {request.documents.length === 0 ? <p className={styles.muted}>{t("requests.composer.documents.none")}</p> : null}
      <ul className={styles.list}>
        {request.documents.map((document) => (
          <li key={document.id} className={styles.listRow}>
            <span>
              <strong>{document.title}</strong>
              <span className={styles.muted}> · {t("requests.composer.documents.pages", { count: document.pageCount })}</span>
            </span>
            <Button
              kind="text"
              size="sm"
              color="error"
              aria-label={t("requests.composer.documents.remove", { title: document.title })}
              disabled={detach.isPending}
              onClick={() => detach.mutate({ params: { id: request.id, docId: document.id } }, { onError: fail })}
            >
              {t("requests.view.signers.remove")}
            </Button>
          </li>
        ))}
      </ul>
      <label className={styles.upload}>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          multiple
          className="visually-hidden"
          onChange={(event) => void addFiles(Array.from(event.target.files ?? []))}
          disabled={upload.isPending || attach.isPending}
        />
        <span>{upload.isPending || attach.isPending ? t("requests.composer.documents.uploading") : t("requests.composer.documents.add")}</span>
      </label>
    </section>
  );
}
