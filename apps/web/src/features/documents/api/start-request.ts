import { createSignatureRequest, initiateSignatureRequest, type DocumentView, type SignatureField, type SignatureRequestView, type User } from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";

/** The size (points) and margin of the field a self-signer signs in, at the foot of each document's last page. */
const SELF_FIELD = { width: 150, height: 70, margin: 36 } as const;

/** What a request starts from: the uploaded documents, their owner, and a title should the first document have none. */
export interface RequestStart {
  documents: readonly DocumentView[];
  user: User;
  fallbackTitle: string;
}

/** The request's title: the first document's, so that the dashboard and the tab name it at once. */
const titleFor = ({ documents, fallbackTitle }: RequestStart) => (documents[0]?.title ?? "").trim().slice(0, 200) || fallbackTitle;

/** The sender's default quality and legislation from Settings, where they chose one. */
const qualityOf = (user: User) => ({
  ...(user.attributes.defaultQuality ? { quality: user.attributes.defaultQuality } : {}),
  ...(user.attributes.defaultLegislation ? { legislation: user.attributes.defaultLegislation } : {}),
});

/** A draft holding the uploaded documents: its composer is where signers and fields are added. */
export function createDraftWith(api: ApiClient, start: RequestStart): Promise<SignatureRequestView> {
  return api.request(createSignatureRequest, { body: { title: titleFor(start), documents: start.documents.map((document) => document.id), ...qualityOf(start.user) } });
}

/** Where the user signs each document: bottom right of its last page. */
export function selfSignatureFields(documents: readonly DocumentView[]): SignatureField[] {
  return documents.flatMap((document) => {
    const page = document.pages[document.pages.length - 1];
    if (!page) return [];
    const width = Math.min(SELF_FIELD.width, page.width);
    const height = Math.min(SELF_FIELD.height, page.height);
    return [
      {
        document_id: document.id,
        page: page.number,
        x: Math.max(0, page.width - width - SELF_FIELD.margin),
        y: Math.max(0, page.height - height - SELF_FIELD.margin),
        width,
        height,
      },
    ];
  });
}

/**
 * 'Sign myself': a request whose only signer is the user, with a field on each document, sent at
 * once so that its page opens on the signing step.
 */
export async function startSelfSigning(api: ApiClient, start: RequestStart): Promise<SignatureRequestView> {
  const { documents, user } = start;
  const draft = await api.request(createSignatureRequest, {
    body: {
      title: titleFor(start),
      documents: documents.map((document) => document.id),
      signatures: [{ account_email: user.email, document_signatures: selfSignatureFields(documents) }],
      ...qualityOf(user),
    },
  });
  return api.request(initiateSignatureRequest, { params: { id: draft.id } });
}
