import type { WebhookEventType } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { CallbackUrls } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { queueNewEvent } from "./queue-delivery.ts";
import { findEventBusinessId, findRequestForEvent, findSignerForEvent, findSubscribedWebhooks } from "./repository.ts";
import { findSignerFormFields } from "../form-fields/index.ts";

/** The audit trail's events (signature-requests/events.ts) that are webhook events, and their names. */
const REQUEST_EVENT_TYPES: Partial<Record<string, WebhookEventType>> = {
  created: "signature_request.created",
  initiated: "signature_request.sent",
  viewed: "signature_request.viewed",
  signed: "signature_request.signed",
  declined: "signature_request.declined",
  withdrawn: "signature_request.withdrawn",
  expired: "signature_request.expired",
  completed: "signature_request.completed",
};

/** Which of a request's callback URLs hears an event: success on completion, error when it ends otherwise, update on the rest. */
function callbackUrlFor(urls: CallbackUrls | null, type: WebhookEventType): string | undefined {
  if (!urls) return undefined;
  if (type === "signature_request.completed") return urls.success;
  if (type === "signature_request.declined" || type === "signature_request.withdrawn" || type === "signature_request.expired") return urls.error;
  return urls.update;
}

/**
 * Queues the deliveries of a request's event, in the transaction that records it: to every
 * endpoint of the sender's business that asked for it, and to the request's callback URL for it.
 * Each receiver gets its own body id, and one line per request keeps the events in order.
 */
export async function queueRequestEvent(
  context: PlatformContext,
  executor: JobExecutor,
  event: { requestId: string; auditType: string; signerId?: string | null | undefined },
): Promise<void> {
  const type = REQUEST_EVENT_TYPES[event.auditType];
  if (!type) return;
  const request = await findRequestForEvent(executor, event.requestId);
  const businessId = request ? await findEventBusinessId(executor, request.owner_id) : undefined;
  if (!request || !businessId) return;
  const webhooks = await findSubscribedWebhooks(executor, businessId, type);
  const callbackUrl = callbackUrlFor(request.callback_urls, type);
  if (webhooks.length === 0 && !callbackUrl) return;
  const signer = event.signerId ? await findSignerForEvent(executor, event.signerId) : undefined;
  const data = {
    signatureRequest: { id: request.id, title: request.title, status: request.status },
    ...(signer ? { signer: { id: signer.id, email: signer.email, firstName: signer.first_name, lastName: signer.last_name, status: signer.status } } : {}),
    ...(signer && type === "signature_request.signed" ? { formFieldValues: await signerFilledValues(executor, signer.id) } : {}),
  };
  const createdAt = context.clock.now();
  for (const webhook of webhooks) {
    await queueNewEvent(context, executor, { businessId, webhookId: webhook.id }, { type, createdAt, data, orderingKey: `${webhook.id}:${request.id}` });
  }
  if (callbackUrl) await queueNewEvent(context, executor, { businessId, callbackUrl }, { type, createdAt, data, orderingKey: `callback:${request.id}` });
}

/** The form field values a signer filled when they signed, by field name (docs/webhooks.md; the sender's prefills are not repeated). */
async function signerFilledValues(executor: JobExecutor, signerId: string): Promise<Record<string, unknown>> {
  const fields = await findSignerFormFields(executor, signerId);
  return Object.fromEntries(fields.filter((field) => field.filled_by_role === "signer").map((field) => [field.name, field.value]));
}

/** Queues `document.deleted` to the endpoints of the owner's business that asked for it. */
export async function queueDocumentDeleted(
  context: PlatformContext,
  executor: JobExecutor,
  document: { id: string; title: string; ownerId: string },
): Promise<void> {
  const type = "document.deleted";
  const businessId = await findEventBusinessId(executor, document.ownerId);
  if (!businessId) return;
  const createdAt = context.clock.now();
  const data = { document: { id: document.id, title: document.title } };
  for (const webhook of await findSubscribedWebhooks(executor, businessId, type)) {
    await queueNewEvent(context, executor, { businessId, webhookId: webhook.id }, { type, createdAt, data, orderingKey: `${webhook.id}:document:${document.id}` });
  }
}

/**
 * Queues `template.created`, `template.updated` or `template.deleted` of a template shared with a
 * business to that business's endpoints that asked for it (a person's own templates send none).
 */
export async function queueTemplateEvent(
  context: PlatformContext,
  executor: JobExecutor,
  type: "template.created" | "template.updated" | "template.deleted",
  template: { id: string; title: string; version: number; businessId: string | null; ownerId: string },
): Promise<void> {
  if (!template.businessId) return;
  const createdAt = context.clock.now();
  const data = { template: { id: template.id, title: template.title, version: template.version, ownerId: template.ownerId } };
  for (const webhook of await findSubscribedWebhooks(executor, template.businessId, type)) {
    await queueNewEvent(context, executor, { businessId: template.businessId, webhookId: webhook.id }, { type, createdAt, data, orderingKey: `${webhook.id}:template:${template.id}` });
  }
}

/**
 * Queues `bulk_send.completed` to the endpoints of the business the bulk send was made for (its
 * template's business, else its sender's) that asked for it (docs/bulk-send.md).
 */
export async function queueBulkSendCompleted(
  context: PlatformContext,
  executor: JobExecutor,
  bulkSend: { id: string; templateId: string | null; businessId: string | null; createdBy: string; totalRows: number; succeeded: number; failed: number },
): Promise<void> {
  const type = "bulk_send.completed";
  const businessId = bulkSend.businessId ?? (await findEventBusinessId(executor, bulkSend.createdBy));
  if (!businessId) return;
  const createdAt = context.clock.now();
  const data = {
    bulkSend: { id: bulkSend.id, templateId: bulkSend.templateId, createdBy: bulkSend.createdBy, totalRows: bulkSend.totalRows, succeeded: bulkSend.succeeded, failed: bulkSend.failed },
  };
  for (const webhook of await findSubscribedWebhooks(executor, businessId, type)) {
    await queueNewEvent(context, executor, { businessId, webhookId: webhook.id }, { type, createdAt, data, orderingKey: `${webhook.id}:bulk_send:${bulkSend.id}` });
  }
}
