import { createSignatureRequest, downloadDocument, initiateSignatureRequest, sign, uploadDocument } from "@paraph/contracts";
import type { PlacedField } from "../checks/page-text-check.ts";
import type { ParaphServer, Signer } from "./paraph-server.ts";

export type SigningOutcome =
  | { kind: "refused"; reason: string }
  | { kind: "failed"; reason: string }
  | {
      kind: "signed";
      signed: Buffer;
      milliseconds: number;
      /** The signature fields as placed; empty for invisible signatures. */
      fields: PlacedField[];
      /** What the upload removed when the file was stored as a cleaned copy; empty when it was taken as sent. */
      cleaned: string[];
    };

interface PageSize {
  width: number;
  height: number;
}

/**
 * What a sender and a second signer do through the API (docs/API.md): the owner uploads the
 * file, creates a request with a visible signature field for each of them on page 1, sends it,
 * each signs with `POST /v3/sign`, and the owner downloads the completed document. A file with
 * active content the upload can clean is sent again with the uploader's consent
 * (`removeActiveContent=true`), as a person would click "continue with a cleaned copy". An upload
 * refused with a document error is a refusal (the file's content), anything else that fails is
 * a failure. The time runs from the first upload to the download.
 */
export async function signWithTwoSigners(paraph: ParaphServer, fileName: string, pdf: Buffer, firstPage: PageSize | undefined): Promise<SigningOutcome> {
  const [owner, cosigner] = paraph.signers;
  const started = performance.now();
  let upload = await uploadPdf(paraph.url, owner, fileName, pdf, false);
  if (upload.status >= 400) {
    const refusal = (await upload.json().catch(() => ({}))) as UploadRefusal;
    if (refusal.details?.cleanable !== true) return refusalOutcome(upload.status, refusal);
    upload = await uploadPdf(paraph.url, owner, fileName, pdf, true);
    if (upload.status >= 400) return refusalOutcome(upload.status, (await upload.json().catch(() => ({}))) as UploadRefusal);
  }
  const uploaded = ((await upload.json()) as { documents: { id: string; cleaned?: { removed: { kind: string; feature: string }[] } | null }[] }).documents[0];
  const documentId = uploaded?.id ?? "";
  const cleaned = uploaded?.cleaned?.removed.map((finding) => `${finding.kind} (${finding.feature})`) ?? [];
  try {
    const fields = signatureFields(documentId, firstPage);
    const request = await callApi(paraph.url, owner, createSignatureRequest.method, createSignatureRequest.path, {
      title: fileName.slice(0, 200),
      documents: [documentId],
      signatures: [owner, cosigner].map((signer, index) => ({ account_email: signer.email, document_signatures: fields[index] ?? [] })),
    });
    const requestId = String(request.id);
    await callApi(paraph.url, owner, initiateSignatureRequest.method, initiateSignatureRequest.path.replace(":id", requestId), {});
    for (const signer of [owner, cosigner]) {
      await callApi(paraph.url, signer, sign.method, sign.path, { signatureRequests: [{ signatureRequestId: requestId }] });
    }
    const download = await fetch(`${paraph.url}/api${downloadDocument.path.replace(":id", documentId)}?signed=true`, { headers: { authorization: `Bearer ${owner.token}` } });
    if (download.status !== 200) throw new Error(`download: ${download.status} ${(await download.text()).slice(0, 300)}`);
    const signed = Buffer.from(await download.arrayBuffer());
    return { kind: "signed", signed, milliseconds: performance.now() - started, fields: fields.flat(), cleaned };
  } catch (error) {
    return { kind: "failed", reason: error instanceof Error ? error.message : String(error) };
  }
}

interface UploadRefusal {
  code?: string;
  message?: string;
  details?: { cleanable?: boolean };
}

function refusalOutcome(status: number, refusal: UploadRefusal): SigningOutcome {
  const reason = `${status} ${refusal.code ?? ""}: ${refusal.message ?? ""}${refusal.details ? ` ${JSON.stringify(refusal.details)}` : ""}`;
  return refusal.code?.startsWith("document_") ? { kind: "refused", reason } : { kind: "failed", reason: `upload ${reason}` };
}

/** The web app's upload: multipart with one `file` part, named as the file is. */
function uploadPdf(url: string, owner: Signer, fileName: string, pdf: Buffer, removeActiveContent: boolean): Promise<Response> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), fileName);
  const query = removeActiveContent ? "?removeActiveContent=true" : "";
  return fetch(`${url}/api${uploadDocument.path}${query}`, { method: uploadDocument.method, headers: { authorization: `Bearer ${owner.token}` }, body: form });
}

/**
 * Side by side at the bottom of page 1, each half the page wide at most. Visible fields are
 * what people place, and they add widgets to the page's /Annots — what a validator must accept.
 * A page too small for two fields gets invisible signatures.
 */
function signatureFields(documentId: string, page: PageSize | undefined): (PlacedField & { document_id: string })[][] {
  if (!page || page.width < 120 || page.height < 80) return [[], []];
  const width = Math.min(180, page.width / 2 - 16);
  const height = Math.min(60, page.height / 4);
  const y = page.height - height - 12;
  return [8, page.width / 2 + 4].map((x) => [{ document_id: documentId, page: 1, x, y, width, height }]);
}

async function callApi(url: string, signer: Signer, method: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${signer.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${method} ${path} as ${signer.email}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as Record<string, unknown>;
}
