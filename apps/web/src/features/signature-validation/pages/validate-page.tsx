import { useState } from "react";
import { formatFileSize } from "@paraph/contracts";
import { useTranslation } from "react-i18next";
import { readRuntimeMode } from "../../../shared/system/runtime-mode.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { DropZone } from "../../../shared/ui/drop-zone/drop-zone.tsx";
import { DateField } from "../../../shared/ui/field/date-field.tsx";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useValidatePdf } from "../api/use-validate-pdf.ts";
import { VALIDATION_MAX_BYTES, validationTimeOfDay } from "../api/validate-pdf-file.ts";
import { assessValidation } from "../components/assess-validation.ts";
import { describeValidationError } from "../components/describe-validation-error.ts";
import { ValidationDetails } from "../components/validation-details.tsx";
import { ReportDownloads } from "../components/report-downloads.tsx";
import { ValidationProgress } from "../components/validation-progress.tsx";
import { VerdictSummary } from "../components/verdict-summary.tsx";
import styles from "../components/validation.module.css";

/**
 * The public signature check, where the QR code of every signature leads: anyone, logged in or
 * not, chooses a PDF and reads who signed it, when, and whether it is still as it was signed.
 */
export default function ValidatePage() {
  const { t, i18n } = useTranslation();
  const validation = useValidatePdf();
  const language = useLanguage();
  const [asOfDate, setAsOfDate] = useState("");
  const file = validation.variables?.file;
  const at = validation.variables?.at;
  const assessment = validation.data ? assessValidation(validation.data) : null;
  const isTestSystem = readRuntimeMode() !== "production";

  return (
    <>
      <h1>{t("titles.validate")}</h1>
      <p className={styles.lead}>{t("signature_validation.page.lead")}</p>
      <Card>
        <DropZone
          multiple={false}
          texts={{
            dropHere: t("signature_validation.page.drop_here"),
            dropNow: t("signature_validation.page.drop_now"),
            choose: t("signature_validation.page.choose"),
            hint: t("signature_validation.page.hint", { size: formatFileSize(VALIDATION_MAX_BYTES, i18n.language) }),
          }}
          onFiles={([chosen]) => {
            if (chosen) validation.mutate({ file: chosen, at: validationTimeOfDay(asOfDate) });
          }}
        />
        <DateField label={t("signature_validation.page.as_of_label")} value={asOfDate} onChange={setAsOfDate} />
        <p className={styles.explanation}>{t("signature_validation.page.as_of_hint")}</p>
        <ul className={styles.notes}>
          <li>{t("signature_validation.page.qr_hint")}</li>
          <li>{t("signature_validation.page.privacy")}</li>
        </ul>
      </Card>
      {/* Always in the page, so that screen readers announce the progress and then the verdict as they replace each other. */}
      <div className={styles.outcome} role="status">
        {validation.isPending && file ? <ValidationProgress fileName={file.name} /> : null}
        {assessment && file ? <VerdictSummary assessment={assessment} fileName={file.name} isTestSystem={isTestSystem} /> : null}
        {assessment && at && validation.data ? <p>{t("signature_validation.page.as_of", { time: formatDateTime(validation.data.validationTime, language) })}</p> : null}
      </div>
      {/* Outside the status region: buttons are not announced as they appear. */}
      {assessment && file ? <ReportDownloads file={file} at={at} /> : null}
      {validation.isError ? (
        <Alert tone="error" title={t("signature_validation.errors.title")}>
          {describeValidationError(validation.error, t, i18n.language)}
        </Alert>
      ) : null}
      {assessment ? <ValidationDetails assessment={assessment} isTestSystem={isTestSystem} /> : null}
    </>
  );
}
