import { useCallback } from "react";
import { addSignatureRequestDocuments, type DocumentView } from "@paraph/contracts";
import { useDocumentUploads } from "../../../../entities/documents/document-upload/use-document-uploads.ts";
import { useRequestMutation } from "../../api/request-mutations.ts";

/** Files picked or dropped in the composer: each joins the draft as soon as it is stored. */
export function useComposerUploads(requestId: string) {
  const attach = useRequestMutation(addSignatureRequestDocuments);
  const { mutateAsync } = attach;
  const onStored = useCallback((document: DocumentView) => mutateAsync({ params: { id: requestId }, body: { documents: [document.id] } }), [mutateAsync, requestId]);
  return useDocumentUploads(onStored);
}
