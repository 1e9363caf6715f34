// The face of templates: Reusable requests and their direct links. The rest of the API imports this file only.
export { LINK_CODE_MAILS } from "./link-code-mail.ts";
export { assertTemplateVisible, templateCallerOf, type TemplateCaller } from "./policy.ts";
export { findTemplateById, findTemplateDocuments, type TemplateDocumentRow, type TemplateRow } from "./repository.ts";
export { makeRequestFromTemplateIn } from "./request-from-template.ts";
export { registerTemplateRoutes } from "./routes.ts";
export { getTemplate } from "./service.ts";
