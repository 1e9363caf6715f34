import { useTranslation } from "react-i18next";
import type { DocumentView } from "@paraph/contracts";
import { UploadProgressRow } from "../../../entities/documents/document-upload/upload-progress-row.tsx";
import { useDocumentUploads } from "../../../entities/documents/document-upload/use-document-uploads.ts";
import type { PlacementDocument } from "../../../entities/field-placement/placement-types.ts";
import { Button } from "../../../shared/ui/button/button.tsx";
import { DropZone } from "../../../shared/ui/drop-zone/drop-zone.tsx";
import styles from "./templates.module.css";

interface TemplateDocumentsSectionProps {
  documents: readonly PlacementDocument[];
  onStored: (document: DocumentView) => Promise<unknown>;
  onRemove: (documentId: string) => void;
}

/** The template's PDFs: uploaded with the upload the composer uses (several at once, each with its progress); the template takes them over when saved. */
export function TemplateDocumentsSection({ documents, onStored, onRemove }: TemplateDocumentsSectionProps) {
  const { t } = useTranslation();
  const uploads = useDocumentUploads(onStored);
  return (
    <section className={styles.section} aria-labelledby="template-documents">
      <h2 id="template-documents">{t("templates.editor.documents.title")}</h2>
      {documents.length === 0 ? <p className={styles.muted}>{t("templates.editor.documents.none")}</p> : null}
      <ul className={styles.list}>
        {documents.map((document) => (
          <li key={document.id} className={styles.row}>
            <span>
              <strong>{document.title}</strong>
              <span className={styles.muted}> · {t("signature_requests.composer.documents.pages", { count: document.pageCount })}</span>
            </span>
            <Button kind="text" size="sm" color="error" aria-label={t("templates.editor.documents.remove", { title: document.title })} onClick={() => onRemove(document.id)}>
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
      <DropZone onFiles={uploads.addFiles} />
    </section>
  );
}
