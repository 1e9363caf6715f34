import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { downloadValidationReport, type ValidationReportFormat } from "../api/download-validation-report.ts";
import styles from "./validation.module.css";

const FORMATS = [
  { format: "pdf", label: "signature_validation.downloads.pdf" },
  { format: "xml", label: "signature_validation.downloads.xml" },
] as const satisfies { format: ValidationReportFormat; label: string }[];

/** "Download the validation report": the same file checked again, answered as the PDF for people or the ETSI XML. */
export function ReportDownloads({ file, at }: { file: File; at?: string | undefined }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const download = useMutation({ mutationFn: (format: ValidationReportFormat) => downloadValidationReport(api, file, format, at) });
  return (
    <section className={styles.downloads} aria-labelledby="validation-downloads-title">
      <h2 id="validation-downloads-title">{t("signature_validation.downloads.title")}</h2>
      <p className={styles.explanation}>{t("signature_validation.downloads.explanation")}</p>
      <div className={styles.downloadButtons}>
        {FORMATS.map(({ format, label }) => (
          <Button
            key={format}
            kind="secondary"
            size="sm"
            loading={download.isPending && download.variables === format}
            disabled={download.isPending}
            onClick={() => download.mutate(format)}
          >
            {t(label)}
          </Button>
        ))}
      </div>
      {download.isError ? <Alert tone="error">{t("signature_validation.downloads.failed")}</Alert> : null}
    </section>
  );
}
