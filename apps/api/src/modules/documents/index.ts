// The face of documents: Uploaded documents, their versions, page images and attachments. The rest of the API imports this file only.
export { addAttachment } from "./attachments-service.ts";
export { PageImageCache, replyWithPageImage } from "./page-images.ts";
export { presentDocument } from "./presenter.ts";
export { deleteDocumentRow, deleteRequestAttachmentRows, documentRowOf, findDocumentById, findDocumentVersions, findDocumentWithVersions, insertDocument, insertDocumentsWithVersions, insertDocumentVersion, findDocumentPages } from "./repository.ts";
export { registerDocumentRoutes } from "./routes.ts";
