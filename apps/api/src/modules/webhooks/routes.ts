import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  resendWebhookDelivery,
  rollWebhookSecret,
  testWebhook,
  updateWebhook,
} from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import * as webhooks from "./service.ts";

export function registerWebhookRoutes(routes: RouteRegistrar, context: PlatformContext): void {
  routes.add(listWebhooks, async ({ auth, params }) => webhooks.listWebhooks(context, auth, params.id));
  routes.add(createWebhook, async ({ auth, params, body }) => webhooks.createWebhook(context, auth, params.id, body));
  routes.add(updateWebhook, async ({ auth, params, body }) => webhooks.updateWebhook(context, auth, params.id, params.webhookId, body));
  routes.add(deleteWebhook, async ({ auth, params }) => webhooks.deleteWebhook(context, auth, params.id, params.webhookId));
  routes.add(rollWebhookSecret, async ({ auth, params }) => webhooks.rollWebhookSecret(context, auth, params.id, params.webhookId));
  routes.add(listWebhookDeliveries, async ({ auth, params, query }) => webhooks.listDeliveries(context, auth, params.id, params.webhookId, query.page));
  routes.add(resendWebhookDelivery, async ({ auth, params }) => webhooks.resendDelivery(context, auth, params.id, params.webhookId, params.deliveryId));
  routes.add(testWebhook, async ({ auth, params }) => webhooks.testWebhook(context, auth, params.id, params.webhookId));
}
