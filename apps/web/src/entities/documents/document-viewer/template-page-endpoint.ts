// Loaded only when a template's page is shown: the templates contract (its schemas) stays out of
// every other page that shows documents (the request pages, the guest's).
export { getTemplateDocumentPage } from "@paraph/contracts";
