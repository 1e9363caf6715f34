import { useTranslation } from "react-i18next";
import type { SignatureReport } from "../api/validate-pdf-file.ts";
import { CheckItem, type CheckTone } from "./check-item.tsx";
import styles from "./validation.module.css";

const INDICATIONS = {
  "TOTAL-PASSED": { tone: "ok", key: "signature_validation.indication.passed" },
  INDETERMINATE: { tone: "warning", key: "signature_validation.indication.indeterminate" },
  "TOTAL-FAILED": { tone: "fail", key: "signature_validation.indication.failed" },
} as const satisfies Record<SignatureReport["indication"], { tone: CheckTone; key: string }>;

const SUB_INDICATION_KEYS = {
  FORMAT_FAILURE: "signature_validation.sub_indication.format_failure",
  HASH_FAILURE: "signature_validation.sub_indication.hash_failure",
  SIG_CRYPTO_FAILURE: "signature_validation.sub_indication.sig_crypto_failure",
  NO_SIGNING_CERTIFICATE_FOUND: "signature_validation.sub_indication.no_signing_certificate_found",
  NO_CERTIFICATE_CHAIN_FOUND: "signature_validation.sub_indication.no_certificate_chain_found",
  OUT_OF_BOUNDS_NO_POE: "signature_validation.sub_indication.out_of_bounds_no_poe",
  REVOKED_NO_POE: "signature_validation.sub_indication.revoked_no_poe",
  TRY_LATER: "signature_validation.sub_indication.try_later",
} as const satisfies Record<NonNullable<SignatureReport["subIndication"]>, string>;

/** The standard's name of an indication and sub-indication, as validators elsewhere print them. */
export function indicationCode(indication: SignatureReport["indication"], subIndication: SignatureReport["subIndication"]): string {
  return subIndication ? `${indication} / ${subIndication}` : indication;
}

/**
 * The result in ETSI EN 319 102-1's terms, in plain words first: passed, failed for good, or
 * undecidable here (most often a root this installation does not trust); the sub-indication says why.
 */
export function IndicationItem({ indication, subIndication }: Pick<SignatureReport, "indication" | "subIndication">) {
  const { t } = useTranslation();
  const { tone, key } = INDICATIONS[indication];
  return (
    <CheckItem
      label={t("signature_validation.indication.label")}
      tone={tone}
      explanation={subIndication ? t(SUB_INDICATION_KEYS[subIndication]) : t("signature_validation.indication.passed_explanation")}
    >
      {t(key)}
      <span className={styles.indicationCode}>{indicationCode(indication, subIndication)}</span>
    </CheckItem>
  );
}
