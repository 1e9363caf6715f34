import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import type { SignatureReport } from "../api/validate-pdf-file.ts";
import { statusOf, type SignatureStatus } from "./assess-validation.ts";
import { CheckItem } from "./check-item.tsx";
import { FilledFieldsItem } from "./filled-fields-item.tsx";
import { IndicationItem } from "./indication-item.tsx";
import { ModificationsItem } from "./modifications-item.tsx";
import { TimeStampList } from "./time-stamp-list.tsx";
import styles from "./validation.module.css";

const STATUS_KEYS = {
  valid: "signature_validation.status.valid",
  remarks: "signature_validation.status.remarks",
  changed: "signature_validation.status.changed",
  invalid: "signature_validation.status.invalid",
} as const satisfies Record<SignatureStatus, string>;

const LEVEL_EXPLANATION_KEYS = {
  "B-B": "signature_validation.signature.level_b_b",
  "B-T": "signature_validation.signature.level_b_t",
  "B-LT": "signature_validation.signature.level_b_lt",
  "B-LTA": "signature_validation.signature.level_b_lta",
  "document-timestamp": "signature_validation.signature.level_unknown_explanation",
  unknown: "signature_validation.signature.level_unknown_explanation",
} as const satisfies Record<SignatureReport["level"], string>;

/**
 * One signature's report: its status, then each check with what it means, and the form fields it
 * filled in. `laterFilled`: the fields later signatures filled in, which were allowed after it.
 */
export function SignatureCard({ signature, number, isTestSystem, laterFilled }: { signature: SignatureReport; number: number; isTestSystem: boolean; laterFilled: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const status = statusOf(signature);
  const { name, email } = signature.signer;
  const time = signature.time ? formatDateTime(signature.time, language) : null;
  const isTimeProven = signature.timeSource === "time-stamp";
  const isTrusted = signature.chain === "trusted";

  return (
    <li className={styles.card}>
      <article aria-labelledby={headingId}>
        <div className={styles.cardHead}>
          <h3 id={headingId}>{t("signature_validation.signature.heading", { number: String(number), name: name ?? t("signature_validation.signature.unnamed") })}</h3>
          <span className={`${styles.badge} ${styles[`badge-${status}`] ?? ""}`}>{t(STATUS_KEYS[status])}</span>
        </div>
        <dl className={styles.checks}>
          <IndicationItem indication={signature.indication} subIndication={signature.subIndication} />
          <CheckItem label={t("signature_validation.signature.signer")} explanation={t("signature_validation.signature.signer_explanation")}>
            {name ?? email ?? t("signature_validation.signature.signer_unknown")}
            {name && email ? <span className={styles.secondary}>{email}</span> : null}
          </CheckItem>
          <CheckItem
            label={t("signature_validation.signature.time")}
            tone={isTimeProven ? "ok" : "warning"}
            explanation={isTimeProven ? t("signature_validation.signature.time_from_time_stamp_explanation") : t("signature_validation.signature.time_claimed_explanation")}
          >
            {!time
              ? t("signature_validation.signature.time_unknown")
              : isTimeProven
                ? t("signature_validation.signature.time_from_time_stamp", { time })
                : t("signature_validation.signature.time_claimed", { time })}
          </CheckItem>
          <ProofOfExistenceItem proof={signature.proofOfExistence} />
          {signature.revocation ? <RevocationItem revocation={signature.revocation} isRevokedWithoutProof={signature.subIndication === "REVOKED_NO_POE"} /> : null}
          <CheckItem label={t("signature_validation.signature.level")} explanation={t(LEVEL_EXPLANATION_KEYS[signature.level])}>
            {signature.level === "unknown" ? t("signature_validation.signature.level_unknown") : t("signature_validation.signature.level_value", { level: signature.level })}
          </CheckItem>
          <CheckItem
            label={t("signature_validation.signature.integrity")}
            tone={signature.integrity ? "ok" : "fail"}
            explanation={t(integrityExplanationKey(signature))}
          >
            {signature.integrity ? t("signature_validation.signature.integrity_ok") : t("signature_validation.signature.integrity_failed")}
          </CheckItem>
          <ModificationsItem signature={signature} laterFilled={laterFilled} />
          <FilledFieldsItem fields={signature.formFields} />
          <CheckItem
            label={t("signature_validation.signature.scope")}
            explanation={signature.coversWholeDocument ? t("signature_validation.signature.scope_whole_explanation") : t("signature_validation.signature.scope_partial_explanation")}
          >
            {signature.coversWholeDocument ? t("signature_validation.signature.scope_whole") : t("signature_validation.signature.scope_partial")}
          </CheckItem>
          <CheckItem
            label={t("signature_validation.signature.chain")}
            tone={isTrusted ? "ok" : "warning"}
            explanation={isTrusted ? t("signature_validation.signature.chain_trusted_explanation") : t("signature_validation.signature.chain_untrusted_explanation")}
          >
            {isTrusted ? t("signature_validation.signature.chain_trusted") : t("signature_validation.signature.chain_untrusted")}
          </CheckItem>
          <TrustItem isTrusted={isTrusted} isTestSystem={isTestSystem} />
          <CheckItem
            label={t("signature_validation.signature.time_stamps")}
            tone={signature.timeStamps.length === 0 ? "warning" : signature.timeStamps.every((stamp) => stamp.valid) ? "ok" : "warning"}
            explanation={signature.timeStamps.length === 0 ? t("signature_validation.signature.time_stamps_none_explanation") : t("signature_validation.signature.time_stamps_explanation")}
          >
            {signature.timeStamps.length === 0 ? (
              t("signature_validation.signature.time_stamps_none")
            ) : (
              <TimeStampList
                stamps={signature.timeStamps}
                note={(index) => {
                  const key = certificateNoteKey(signature.timeStamps[index]);
                  return key ? t(key) : "";
                }}
              />
            )}
          </CheckItem>
        </dl>
      </article>
    </li>
  );
}

/** The earliest time the signature is proven to exist at the validation time, and by which time-stamp. */
function ProofOfExistenceItem({ proof }: { proof: SignatureReport["proofOfExistence"] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const time = proof ? formatDateTime(proof.time, language) : "";
  return (
    <CheckItem label={t("signature_validation.signature.proof_of_existence")} tone={proof ? "ok" : "warning"} explanation={t("signature_validation.signature.proof_of_existence_explanation")}>
      {!proof
        ? t("signature_validation.signature.proof_of_existence_none")
        : proof.by === "signature-time-stamp"
          ? t("signature_validation.signature.proof_of_existence_signature_time_stamp", { time })
          : t("signature_validation.signature.proof_of_existence_archive_time_stamp", { time })}
    </CheckItem>
  );
}

/** The signer certificate's revocation status as the document's OCSP responses and CRLs tell it. */
function RevocationItem({ revocation, isRevokedWithoutProof }: { revocation: NonNullable<SignatureReport["revocation"]>; isRevokedWithoutProof: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const at = (time: string | undefined) => (time ? formatDateTime(time, language) : "");
  const label = t("signature_validation.signature.revocation");
  const explanation = t("signature_validation.signature.revocation_explanation");
  if (revocation.status === "revoked") {
    return (
      <CheckItem label={label} tone={isRevokedWithoutProof ? "fail" : "warning"} explanation={explanation}>
        {isRevokedWithoutProof
          ? t("signature_validation.signature.revocation_revoked", { time: at(revocation.revokedAt) })
          : t("signature_validation.signature.revocation_revoked_after", { time: at(revocation.revokedAt) })}
      </CheckItem>
    );
  }
  if (revocation.status === "good") {
    return (
      <CheckItem label={label} tone="ok" explanation={explanation}>
        {t("signature_validation.signature.revocation_good", { source: (revocation.checkedBy ?? "").toUpperCase(), time: at(revocation.issuedAt) })}
      </CheckItem>
    );
  }
  return (
    <CheckItem label={label} tone="neutral" explanation={explanation}>
      {t("signature_validation.signature.revocation_unknown")}
    </CheckItem>
  );
}

/** A word on a valid time-stamp whose authority's certificate has ended by the validation time: still proven by a later archive time-stamp, or not. */
function certificateNoteKey(stamp: SignatureReport["timeStamps"][number] | undefined) {
  if (!stamp?.valid || stamp.certificateValidAtValidationTime) return undefined;
  return stamp.proven ? ("signature_validation.time_stamp.certificate_expired_proven" as const) : ("signature_validation.time_stamp.certificate_expired_unproven" as const);
}

/** Integrity in its two parts: the signed bytes' hash, then the signature value over it. */
function integrityExplanationKey(signature: SignatureReport) {
  if (signature.integrity) return "signature_validation.signature.integrity_ok_explanation";
  return signature.hashMatches ? "signature_validation.signature.integrity_signature_failed_explanation" : "signature_validation.signature.integrity_hash_failed_explanation";
}

/**
 * Outside production Paraph signs with its demo PKI, whose root the API trusts: such a chain is
 * called demo, never simply trusted, so nobody takes a test signature for a real one.
 */
function TrustItem({ isTrusted, isTestSystem }: { isTrusted: boolean; isTestSystem: boolean }) {
  const { t } = useTranslation();
  const label = t("signature_validation.signature.trust");
  if (!isTrusted) {
    return (
      <CheckItem label={label} tone="warning" explanation={t("signature_validation.signature.trust_untrusted_explanation")}>
        {t("signature_validation.signature.trust_untrusted")}
      </CheckItem>
    );
  }
  if (isTestSystem) {
    return (
      <CheckItem label={label} tone="demo" explanation={t("signature_validation.signature.trust_demo_explanation")}>
        {t("signature_validation.signature.trust_demo")}
      </CheckItem>
    );
  }
  return (
    <CheckItem label={label} tone="ok" explanation={t("signature_validation.signature.trust_trusted_explanation")}>
      {t("signature_validation.signature.trust_trusted")}
    </CheckItem>
  );
}
