import { useTranslation } from "react-i18next";
import type { SignatureRequestView } from "@paraph/contracts";
import { useDialogs } from "../../shared/dialogs/dialog-manager.tsx";
import { formatDateTime } from "../../shared/i18n/format.ts";
import { Button } from "../../shared/ui/button/button.tsx";
import { SignerStatusBadge } from "./status-badge.tsx";
import { signerName } from "./signer-name.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { nextSignerId } from "./next-signer.ts";
import styles from "./view.module.css";

/** Every signer in order with their status; in sequential order, whose turn it is. */
export function SignersPanel({ request }: { request: SignatureRequestView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dialogs = useDialogs();
  // A signer removed and added again (a draft's fields changed, or a correction) shows once.
  const current = new Set(request.signers.filter((signer) => signer.status !== "removed").map((signer) => signer.email));
  const signers = [...request.signers]
    .filter((signer) => signer.status !== "removed" || !current.has(signer.email))
    .sort((a, b) => a.position - b.position);
  const nextId = nextSignerId(request);
  const canRemove = request.allowedActions.includes("remove_signer");
  // Once the request ended, a signer whose turn had come or not yet come simply did not sign.
  const isFinal = request.status !== "draft" && request.status !== "open";

  return (
    <section className={styles.panel} aria-labelledby="signers-heading">
      <div className={styles.panelHeader}>
        <h2 id="signers-heading">{t("signature_requests.view.signers.title")}</h2>
        <span className={styles.muted}>{t(`signature_requests.view.signers.order_${request.signingOrder}`)}</span>
      </div>
      <ol className={styles.people}>
        {signers.map((signer) => (
          <li key={signer.id} className={styles.personRow} data-signer-status={signer.status}>
            <div className={styles.personMain}>
              <span className={styles.personName}>
                {signerName(signer)}
                {signer.isMe ? <span className={styles.muted}> ({t("signature_requests.view.you")})</span> : null}
              </span>
              <span className={styles.personEmail}>{signer.email}</span>
              {signer.id === nextId ? <span className={styles.next}>{t("signature_requests.view.signers.next")}</span> : null}
              {signer.signedAt ? <span className={styles.muted}>{t("signature_requests.view.signers.signed_at", { date: formatDateTime(signer.signedAt, language) })}</span> : null}
              {signer.declinedAt ? (
                <span className={styles.muted}>{t("signature_requests.view.signers.declined_at", { date: formatDateTime(signer.declinedAt, language) })}</span>
              ) : null}
              {signer.declineMessage ? <blockquote className={styles.quote}>{signer.declineMessage}</blockquote> : null}
            </div>
            <div className={styles.personSide}>
              {isFinal && (signer.status === "open" || signer.status === "pending") ? (
                <span className={styles.muted}>{t("signature_requests.view.signers.not_signed")}</span>
              ) : (
                <SignerStatusBadge status={signer.status} />
              )}
              {canRemove && (signer.status === "open" || signer.status === "pending") ? (
                <Button
                  kind="text"
                  size="xs"
                  color="error"
                  onClick={() => dialogs.open("document/remove-signer", { requestId: request.id, signerId: signer.id, name: signerName(signer) })}
                >
                  {t("signature_requests.view.signers.remove")}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {request.allowedActions.includes("add_signer") ? (
        <Button kind="secondary" size="sm" onClick={() => dialogs.open("document/add-signer", { requestId: request.id })}>
          {t("signature_requests.view.signers.add")}
        </Button>
      ) : null}
    </section>
  );
}
