import { useTranslation } from "react-i18next";
import type { SignatureRequestStatus, SignerStatus } from "@paraph/contracts";
import styles from "./status-badge.module.css";

/** A request's status as a coloured label; the colour repeats what the word says. */
export function RequestStatusBadge({ status }: { status: SignatureRequestStatus }) {
  const { t } = useTranslation();
  return <span className={`${styles.badge} ${styles[status]}`}>{t(`signature_requests.statuses.${status}`)}</span>;
}

export function SignerStatusBadge({ status }: { status: SignerStatus }) {
  const { t } = useTranslation();
  return <span className={`${styles.badge} ${styles[`signer-${status}`]}`}>{t(`signature_requests.signer_statuses.${status}`)}</span>;
}
