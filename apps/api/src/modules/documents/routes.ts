import type { FastifyReply, FastifyRequest } from "fastify";
import {
  deleteAttachment,
  deleteDocument,
  downloadDirectDocument,
  downloadDocument,
  getAttachment,
  getAttachmentContent,
  getDirectDocument,
  getDirectDocumentPage,
  getDocument,
  getDocumentPage,
  isSingleLineText,
  TEXT_RULE_MESSAGE,
  uploadDocument,
} from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { sendFile } from "../../platform/http/file-reply.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import * as attachments from "./attachments-service.ts";
import { decodeBase64Stream } from "./base64-source.ts";
import { authorizeDirectDocument, type DirectDocumentAccess } from "./direct-links.ts";
import { replyWithPageImage, type PageImageCache } from "./page-images.ts";
import * as documents from "./service.ts";
import type { IncomingFile } from "./service.ts";

export function registerDocumentRoutes(routes: RouteRegistrar, context: PlatformContext, directAccess: DirectDocumentAccess, pageImages: PageImageCache): void {
  // Base64 grows a file by a third; the JSON upload may be that much larger than a PDF.
  const uploadBodyLimit = Math.ceil((context.config.MAX_DOCUMENT_BYTES * 4) / 3) + 64 * 1024;

  routes.add(
    uploadDocument,
    async ({ auth, body, query, request }) => {
      const options = { removeActiveContent: query.removeActiveContent === "true" };
      if (request.isMultipart()) return { documents: await documents.uploadDocuments(context, auth, multipartFiles(request), options) };
      if (!body) throw new AppError("validation_failed", { fields: [{ field: "body", message: "Send JSON { title, content } or multipart/form-data" }] });
      const file: IncomingFile = { fileName: body.title, title: body.title, source: decodeBase64Stream(body.content) };
      return { documents: await documents.uploadDocuments(context, auth, [file], options) };
    },
    { bodyLimit: uploadBodyLimit },
  );

  routes.add(getDocument, async ({ auth, params }) => documents.getDocument(context, auth, params.id));
  routes.add(getDirectDocument, async ({ params, query }) =>
    documents.getDocument(context, await authorizeDirectDocument(directAccess, query.token, params.id), params.id),
  );

  const download = async (auth: AuthContext, id: string, signed: string | undefined, reply: FastifyReply) => {
    const { document, version } = await documents.findReadableVersion(context, auth, id, signed === "true" ? "latest-signed" : "original");
    const suffix = version.kind === "signed" ? "-signed" : "";
    return sendFile(reply, await context.blobs.get(version.blob_sha256), {
      contentType: "application/pdf",
      fileName: `${document.title.replace(/\.pdf$/i, "")}${suffix}.pdf`,
      size: version.byte_size,
      etag: `"${version.blob_sha256}"`,
    });
  };
  routes.add(downloadDocument, async ({ auth, params, query, reply }) => download(auth, params.id, query.signed, reply));
  routes.add(downloadDirectDocument, async ({ params, query, reply }) =>
    download(await authorizeDirectDocument(directAccess, query.token, params.id), params.id, query.signed, reply),
  );

  routes.add(deleteDocument, async ({ auth, params }) => documents.deleteDocument(context, auth, params.id));

  const page = async (auth: AuthContext, id: string, pageNumber: number, scale: number, request: FastifyRequest, reply: FastifyReply) => {
    const { document, version } = await documents.findReadableVersion(context, auth, id, "latest");
    if (pageNumber > document.page_count) throw new AppError("page_not_found", { pageCount: document.page_count });
    return replyWithPageImage(pageImages, { blobSha256: version.blob_sha256, pageIndex: pageNumber - 1, scale }, request, reply);
  };
  routes.add(getDocumentPage, async ({ auth, params, query, request, reply }) =>
    page(auth, params.id, params.n, query.scale, request, reply),
  );
  routes.add(getDirectDocumentPage, async ({ params, query, request, reply }) =>
    page(await authorizeDirectDocument(directAccess, query.token, params.id), params.id, params.n, query.scale, request, reply),
  );

  routes.add(getAttachment, async ({ auth, params }) =>
    attachments.presentAttachment(await attachments.getAttachment(context, auth, params.id, params.attId)),
  );
  routes.add(getAttachmentContent, async ({ auth, params, reply }) => {
    const attachment = await attachments.getAttachment(context, auth, params.id, params.attId);
    return sendFile(reply, await context.blobs.get(attachment.blob_sha256), {
      contentType: attachment.content_type,
      fileName: attachment.file_name,
      size: attachment.byte_size,
      etag: `"${attachment.blob_sha256}"`,
    });
  });
  routes.add(deleteAttachment, async ({ auth, params }) => attachments.deleteAttachment(context, auth, params.id, params.attId));
}

/** Multipart `file` parts as they arrive; any other part is refused. */
async function* multipartFiles(request: FastifyRequest): AsyncIterable<IncomingFile> {
  for await (const part of request.parts()) {
    if (part.type !== "file" || part.fieldname !== "file") {
      throw new AppError("validation_failed", { fields: [{ field: part.fieldname, message: "Only `file` parts are accepted" }] });
    }
    // A file name becomes the document's title: the contracts' text rule applies to it as to a JSON title.
    if (!isSingleLineText(part.filename) || part.filename.length > 255) {
      throw new AppError("validation_failed", { fields: [{ field: "file.filename", message: TEXT_RULE_MESSAGE }] });
    }
    yield { fileName: part.filename, title: part.filename.trim().replace(/\.pdf$/i, "").slice(0, 200) || "Document", source: part.file };
  }
}
