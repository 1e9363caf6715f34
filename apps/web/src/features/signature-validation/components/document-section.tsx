import { useTranslation } from "react-i18next";
import type { Assessment } from "./assess-validation.ts";
import { CheckItem } from "./check-item.tsx";
import { TimeStampList } from "./time-stamp-list.tsx";
import styles from "./validation.module.css";

/** What the file carries beyond the signatures: validation data (DSS) and document time-stamps. */
export function DocumentSection({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation();
  const stamps = assessment.documentTimeStamps;
  return (
    <section className={styles.section} aria-labelledby="validation-document-title">
      <h2 id="validation-document-title">{t("signature_validation.document.title")}</h2>
      <div className={styles.card}>
        <dl className={styles.checks}>
          <CheckItem
            label={t("signature_validation.document.dss")}
            tone={assessment.hasDss ? "ok" : "neutral"}
            explanation={assessment.hasDss ? t("signature_validation.document.dss_present_explanation") : t("signature_validation.document.dss_missing_explanation")}
          >
            {assessment.hasDss ? t("signature_validation.document.dss_present") : t("signature_validation.document.dss_missing")}
          </CheckItem>
          <CheckItem
            label={t("signature_validation.document.time_stamps")}
            tone={stamps.length === 0 ? "neutral" : stamps.every((stamp) => stamp.integrity) ? "ok" : "warning"}
            explanation={stamps.length === 0 ? t("signature_validation.document.time_stamps_none_explanation") : t("signature_validation.document.time_stamps_explanation")}
          >
            {stamps.length === 0 ? (
              t("signature_validation.document.time_stamps_none")
            ) : (
              <TimeStampList
                stamps={stamps.map((stamp) => ({ time: stamp.time ?? "", valid: stamp.integrity }))}
                note={(index) => (stamps[index]?.coversWholeDocument ? t("signature_validation.document.whole_file") : t("signature_validation.document.file_continues"))}
              />
            )}
          </CheckItem>
        </dl>
      </div>
    </section>
  );
}
