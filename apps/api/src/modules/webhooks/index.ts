// The face of webhooks: A business's webhook endpoints and their deliveries. The rest of the API imports this file only.
export { defineWebhookJobs } from "./delivery.ts";
export { queueBulkSendCompleted, queueDocumentDeleted, queueRequestEvent, queueTemplateEvent } from "./emit.ts";
export { renderWebhookDisabledMail } from "./mail-templates.ts";
export { findEventBusinessId } from "./repository.ts";
export { registerWebhookRoutes } from "./routes.ts";
export { assertSendableUrl } from "./sendable-url.ts";
