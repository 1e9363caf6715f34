import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SignatureRequestView } from "@paraph/contracts";
import { AuditTrail } from "./audit-trail.tsx";
import { ObserversPanel } from "./observers-panel.tsx";
import { RequestActions } from "./request-actions.tsx";
import { RequestDocuments } from "../../../../entities/signing/request-documents.tsx";
import { RequestSummary } from "../../../../entities/signature-requests/request-summary.tsx";
import { SignersPanel } from "../../../../entities/signature-requests/signers-panel.tsx";
import composerStyles from "../composer/composer.module.css";
import styles from "../../../../entities/signature-requests/view.module.css";

/** A sent (or ended) request: its documents with the fields, the signer's own part (`signing`), status, people, actions and trail. */
export function RequestOverview({ request, onDeclined, signing }: { request: SignatureRequestView; onDeclined: () => void; signing?: ReactNode }) {
  const { t } = useTranslation();

  return (
    <div className={styles.overview}>
      <div>
        <p className={composerStyles.eyebrow}>{t(`signature_requests.roles.${request.myRole}`)}</p>
        <h1 className={styles.title}>{request.title}</h1>
      </div>
      <div className={styles.columns}>
        <div className={styles.documents}>
          <RequestDocuments request={request} />
        </div>
        {/* Status and the signer's action first on a phone (above the document); beside it on a wide screen. */}
        <div className={`${styles.side} ${styles.sideLead}`}>
          {signing}
          <RequestSummary request={request} />
          <RequestActions request={request} onDeclined={onDeclined} />
        </div>
        <div className={`${styles.side} ${styles.sideMore}`}>
          <SignersPanel request={request} />
          <ObserversPanel request={request} />
        </div>
      </div>
      <AuditTrail requestId={request.id} />
    </div>
  );
}
