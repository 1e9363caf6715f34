export * from "./active-content.ts";
export * from "./document-entity.ts";
export * from "./upload-document.ts";
export * from "./get-document.ts";
export * from "./download-document.ts";
export * from "./delete-document.ts";
export * from "./get-document-page.ts";
export * from "./attachments.ts";
