import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SignatureRequestView } from "@paraph/contracts";
import { useSignFromField } from "./sign-from-field.tsx";
import { activeSigners } from "../signature-requests/active-signers.ts";
import { FieldLayer, type PlacedField } from "../signature-requests/field-layer.tsx";
import { DocumentTabs } from "../signature-requests/document-tabs.tsx";
import { signerName } from "../signature-requests/signer-name.ts";
import { RequestDocumentViewer } from "../signature-requests/request-document-viewer.tsx";
import { FormFieldPageLayer } from "../form-fields/form-field-page-layer.tsx";
import styles from "../signature-requests/pages-area.module.css";

/**
 * A sent request's documents, one tab each, with the fields still to sign drawn over the pages
 * (a signed field shows its stamp in the PDF, not a box over it); the signer's own field starts
 * signing when the signing panel offers it; the form fields show their values, the signer's own
 * lead to their inputs in the fill panel. A direct-sign guest reads the pages through their
 * link's token.
 */
export function RequestDocuments({ request, directSignToken }: { request: SignatureRequestView; directSignToken?: string }) {
  const { t } = useTranslation();
  const [documentId, setDocumentId] = useState<string | null>(null);
  const current = request.documents.find((document) => document.id === documentId) ?? request.documents[0];
  const signFromField = useSignFromField();
  const placed: PlacedField[] = activeSigners(request).flatMap((signer, colorIndex) =>
    signer.status === "signed"
      ? []
      : signer.fields.map((field, index) => ({
          key: `${signer.id}:${index}`,
          signerId: signer.id,
          label: signerName(signer),
          colorIndex,
          field,
          ...(signer.isMe && signer.status === "open" && signFromField ? { onActivate: signFromField } : {}),
        })),
  );
  return (
    <>
      <DocumentTabs documents={request.documents} currentId={current?.id} onSelect={setDocumentId} label={t("signature_requests.view.documents")} />
      {current ? (
        <div className={styles.pagesArea}>
          <RequestDocumentViewer
            key={current.id}
            document={current}
            {...(directSignToken ? { directSignToken } : {})}
            renderPageOverlay={(pageNumber, pageSize, scale) => (
              <>
                <FieldLayer documentId={current.id} pageNumber={pageNumber} pageSize={pageSize} scale={scale} fields={placed} />
                <FormFieldPageLayer request={request} documentId={current.id} pageNumber={pageNumber} scale={scale} />
              </>
            )}
          />
        </div>
      ) : null}
    </>
  );
}
