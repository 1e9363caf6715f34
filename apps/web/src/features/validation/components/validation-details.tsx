import { useTranslation } from "react-i18next";
import type { Assessment } from "./assess-validation.ts";
import { DocumentSection } from "./document-section.tsx";
import { SignatureCard } from "./signature-card.tsx";
import styles from "./validation.module.css";

/** Everything behind the verdict: each signature's checks, then the document as a whole. */
export function ValidationDetails({ assessment, isTestSystem }: { assessment: Assessment; isTestSystem: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {assessment.signatures.length > 0 ? (
        <section className={styles.section} aria-labelledby="validation-signatures-title">
          <h2 id="validation-signatures-title">{t("signature_validation.signature.list_title")}</h2>
          <ol className={styles.signatures}>
            {assessment.signatures.map((signature, index) => (
              <SignatureCard
                key={index}
                signature={signature}
                number={index + 1}
                isTestSystem={isTestSystem}
                laterFilled={new Set(assessment.signatures.slice(index + 1).flatMap((later) => later.formFields.map((field) => field.name)))}
              />
            ))}
          </ol>
        </section>
      ) : null}
      {assessment.signatures.length > 0 || assessment.documentTimeStamps.length > 0 || assessment.hasDss ? <DocumentSection assessment={assessment} /> : null}
    </>
  );
}
