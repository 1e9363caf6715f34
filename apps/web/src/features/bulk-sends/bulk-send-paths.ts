/** The pages of a bulk send (app/routes/route-table.ts declares them). */
export const bulkSendPath = (bulkSendId: string) => `/bulk-sends/${bulkSendId}`;
export const templateBulkSendPath = (templateId: string) => `/templates/${templateId}/bulk-send`;
