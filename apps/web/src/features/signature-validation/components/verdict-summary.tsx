import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Assessment, Remark, Verdict } from "./assess-validation.ts";
import { indicationCode } from "./indication-item.tsx";
import styles from "./validation.module.css";

const VERDICT_TEXTS = {
  valid: { icon: "✓", title: "signature_validation.verdict.valid_title", text: "signature_validation.verdict.valid_text" },
  remarks: { icon: "!", title: "signature_validation.verdict.remarks_title", text: "signature_validation.verdict.remarks_text" },
  changed: { icon: "!", title: "signature_validation.verdict.changed_title", text: "signature_validation.verdict.changed_text" },
  invalid: { icon: "✕", title: "signature_validation.verdict.invalid_title", text: "signature_validation.verdict.invalid_text" },
  unsigned: { icon: "–", title: "signature_validation.verdict.unsigned_title", text: "signature_validation.verdict.unsigned_text" },
} as const satisfies Record<Verdict, { icon: string; title: string; text: string }>;

const INDICATION_KEYS = {
  "TOTAL-PASSED": "signature_validation.indication.passed",
  INDETERMINATE: "signature_validation.indication.indeterminate",
  "TOTAL-FAILED": "signature_validation.indication.failed",
} as const satisfies Record<NonNullable<Assessment["indication"]>, string>;

const REMARK_KEYS = {
  untrusted_chain: "signature_validation.verdict.remark_untrusted_chain",
  invalid_time_stamp: "signature_validation.verdict.remark_invalid_time_stamp",
  claimed_time: "signature_validation.verdict.remark_claimed_time",
  changed_after_last_signature: "signature_validation.verdict.remark_changed_after_last_signature",
} as const satisfies Record<Remark, string>;

/** The answer first: one verdict for the whole file, the remarks behind it, and the demo warning on test systems. */
export function VerdictSummary({ assessment, fileName, isTestSystem }: { assessment: Assessment; fileName: string; isTestSystem: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { verdict, remarks } = assessment;
  const texts = VERDICT_TEXTS[verdict];
  const isDemo = isTestSystem && assessment.signatures.some((signature) => signature.chain === "trusted");
  return (
    <section className={`${styles.verdict} ${styles[`verdict-${verdict}`] ?? ""}`} aria-labelledby={headingId} data-verdict={verdict}>
      <span className={styles.verdictIcon} aria-hidden="true">
        {texts.icon}
      </span>
      <div>
        <h2 id={headingId}>{t(texts.title)}</h2>
        <p>{t(texts.text)}</p>
        {assessment.indication ? (
          <p className={styles.documentIndication} data-indication={assessment.indication}>
            {t("signature_validation.verdict.indication", { result: t(INDICATION_KEYS[assessment.indication]), code: indicationCode(assessment.indication, null) })}
          </p>
        ) : null}
        {verdict === "changed" ? (
          <p className={styles.changedPages}>
            {assessment.changedPages.length > 0
              ? t("signature_validation.verdict.changed_pages", { pages: assessment.changedPages.join(", ") })
              : t("signature_validation.verdict.changed_elsewhere")}
          </p>
        ) : null}
        <p className={styles.meta}>
          <span>{t("signature_validation.verdict.file", { name: fileName })}</span>
          <span>{t("signature_validation.verdict.signature_count", { count: assessment.signatures.length })}</span>
          {assessment.documentTimeStamps.length > 0 ? (
            <span>{t("signature_validation.verdict.document_time_stamp_count", { count: assessment.documentTimeStamps.length })}</span>
          ) : null}
        </p>
        {remarks.length > 0 ? (
          <>
            <h3>{t("signature_validation.verdict.remarks")}</h3>
            <ul>
              {remarks.map((remark) => (
                <li key={remark}>{t(REMARK_KEYS[remark])}</li>
              ))}
            </ul>
          </>
        ) : null}
        {isDemo ? <p className={styles.demo}>{t("signature_validation.verdict.demo")}</p> : null}
      </div>
    </section>
  );
}
