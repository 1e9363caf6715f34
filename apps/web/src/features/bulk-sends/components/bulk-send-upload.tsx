import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { TemplateView } from "@paraph/contracts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { DropZone } from "../../../shared/ui/drop-zone/drop-zone.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { CSV_MAX_MB, isCsvTooLarge, previewCsv, sendCsv } from "../api/bulk-sends-api.ts";
import { bulkSendPath } from "../bulk-send-paths.ts";
import { ColumnMapping, UnknownColumns } from "./column-mapping.tsx";
import { PreviewRows } from "./preview-rows.tsx";
import { UploadError } from "./upload-error.tsx";
import styles from "./bulk-sends.module.css";

/** The header a file for this template may have: every role's person columns, then its form fields. */
function columnsOf(template: TemplateView): string[] {
  const people = template.roles.flatMap((role) => [`${role.name}.email`, `${role.name}.firstName`, `${role.name}.lastName`]);
  return [...people, ...template.roles.flatMap((role) => role.formFields.map((field) => field.name))];
}

/** Spreadsheet programs report a CSV as text/csv, text/plain, an Excel type or nothing; the name decides then. */
function looksLikeCsv(file: File): boolean {
  return /\.(csv|txt)$/i.test(file.name) || file.type === "text/csv" || file.type === "text/plain";
}

/** Choose a CSV, see how the API reads it (dry run), then send it: one request per row. */
export function BulkSendUpload({ template }: { template: TemplateView }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const preview = useMutation({ mutationFn: (chosen: File) => previewCsv(api, template.id, chosen) });
  const send = useMutation({
    mutationFn: (chosen: File) => sendCsv(api, template.id, chosen),
    onSuccess: (created) => void navigate(bulkSendPath(created.id)),
  });

  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    send.reset();
    preview.reset();
    setFile(null);
    if (!looksLikeCsv(chosen)) return setFileProblem(t("bulk_sends.upload.not_csv"));
    if (isCsvTooLarge(chosen)) return setFileProblem(t("bulk_sends.upload.too_large", { mb: CSV_MAX_MB }));
    setFileProblem(null);
    setFile(chosen);
    preview.mutate(chosen);
  };

  const result = preview.data;
  const isOverQuota = result ? result.allowed !== null && result.rows > result.allowed : false;
  const unknownColumns = isApiError(preview.error) && preview.error.code === "bulk_send_columns_unknown" && Array.isArray(preview.error.details.columns) ? preview.error.details.columns.map(String) : [];

  return (
    <>
      <Card>
        <h2>{t("bulk_sends.upload.title")}</h2>
        <p className={styles.muted}>{t("bulk_sends.upload.columns_needed", { columns: columnsOf(template).join(", ") })}</p>
        <DropZone
          multiple={false}
          accept=".csv,text/csv,text/plain"
          onFiles={choose}
          texts={{ dropHere: t("bulk_sends.upload.drop_here"), dropNow: t("bulk_sends.upload.drop_now"), choose: t("bulk_sends.upload.choose"), hint: t("bulk_sends.upload.hint") }}
        />
        {fileProblem ? <Alert tone="error">{fileProblem}</Alert> : null}
        {file ? <p className={styles.fileName}>{t("bulk_sends.upload.file", { name: file.name })}</p> : null}
        {preview.isPending ? <Spinner label={t("bulk_sends.upload.reading")} /> : null}
        {preview.isError ? (
          <>
            {unknownColumns.length > 0 ? <UnknownColumns columns={unknownColumns} /> : null}
            <UploadError error={preview.error} />
          </>
        ) : null}
      </Card>
      {result && file ? (
        <Card>
          <h2>{t("bulk_sends.preview.title")}</h2>
          <p>
            <strong>{result.rows === 1 ? t("bulk_sends.preview.rows_one") : t("bulk_sends.preview.rows", { count: result.rows })}</strong>
          </p>
          {result.allowed === null ? <p>{t("bulk_sends.preview.quota_none")}</p> : null}
          {result.allowed !== null && !isOverQuota ? <p>{t("bulk_sends.preview.quota_ok", { allowed: result.allowed })}</p> : null}
          {isOverQuota ? <Alert tone="error">{t("bulk_sends.preview.quota_over", { allowed: result.allowed ?? 0, rows: result.rows })}</Alert> : null}
          <ColumnMapping columns={result.columns} />
          <PreviewRows preview={result.preview} roles={template.roles.map((role) => role.name)} />
          {send.isError ? <UploadError error={send.error} /> : null}
          <div className={styles.actions}>
            <Button disabled={isOverQuota} loading={send.isPending} onClick={() => send.mutate(file)}>
              {result.rows === 1 ? t("bulk_sends.preview.send_one") : t("bulk_sends.preview.send", { count: result.rows })}
            </Button>
          </div>
        </Card>
      ) : null}
    </>
  );
}
