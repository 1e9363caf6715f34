import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { readUploadHandoff } from "../../../entities/documents/document-upload/upload-handoff.ts";
import { useTranslation } from "react-i18next";
import { Card } from "../../../shared/ui/card/card.tsx";
import { uploadedDocumentsQueryOptions } from "../api/document-cache.ts";
import { DropZone } from "../../../shared/ui/drop-zone/drop-zone.tsx";
import { NextStepPanel } from "../components/next-step-panel.tsx";
import { UploadRow } from "../components/upload-row.tsx";
import { UploadedDocumentCard } from "../components/uploaded-document-card.tsx";
import { useUploadQueue } from "../components/use-upload-queue.ts";
import styles from "../components/upload.module.css";

/** A request holds at most this many documents (POST /v3/signature-requests); they go in the order they were uploaded. */
const MAX_REQUEST_DOCUMENTS = 20;

export default function UploadPage() {
  const { t } = useTranslation();
  const queue = useUploadQueue();
  const uploaded = (useQuery(uploadedDocumentsQueryOptions).data ?? []).map((entry) => entry.document);
  const location = useLocation();
  const navigate = useNavigate();
  const { addFiles } = queue;
  const consumed = useRef<unknown>(null);
  // Files dropped on the dashboard start uploading here; the state is cleared so that a reload does not send them again.
  useEffect(() => {
    const handedOver = readUploadHandoff(location.state);
    if (handedOver.length === 0 || consumed.current === location.state) return;
    consumed.current = location.state;
    void navigate(location.pathname, { replace: true, state: null });
    addFiles(handedOver);
  }, [location.state, location.pathname, navigate, addFiles]);
  // A finished upload moves to the documents below; the queue keeps what is running or refused.
  const pending = queue.items.filter((item) => item.status !== "done");
  return (
    <>
      <h1>{t("titles.upload")}</h1>
      <p className={styles.lead}>{t("documents.upload.lead")}</p>
      <Card>
        <DropZone onFiles={queue.addFiles} />
        {pending.length > 0 ? (
          <section className={styles.queue} aria-label={t("documents.upload.queue_title")}>
            <ul className={styles.rows}>
              {pending.map((item) => (
                <UploadRow
                  key={item.id}
                  item={item}
                  onRetry={() => queue.retry(item.id)}
                  onUploadCleanedCopy={() => queue.uploadCleanedCopy(item.id)}
                  onDismiss={() => queue.dismiss(item.id)}
                />
              ))}
            </ul>
          </section>
        ) : null}
      </Card>
      {uploaded.length > 0 ? <NextStepPanel documents={[...uploaded].reverse().slice(0, MAX_REQUEST_DOCUMENTS)} /> : null}
      <section className={styles.uploaded} aria-labelledby="uploaded-documents-title">
        <h2 id="uploaded-documents-title">{t("documents.upload.uploaded_title")}</h2>
        {uploaded.length === 0 ? (
          <p className={styles.empty}>{t("documents.upload.none_yet")}</p>
        ) : (
          <ul className={styles.documents}>
            {uploaded.map((document) => (
              <UploadedDocumentCard key={document.id} document={document} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
