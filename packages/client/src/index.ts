export { createParaphClient, type ParaphClient, type ParaphClientOptions } from "./paraph-client.ts";
export { loginWithApiKey, ParaphApiError, type ApiKeySession } from "./api-key-login.ts";
export { verifyWebhook, type VerifyWebhookOptions } from "./verify-webhook.ts";
export type { paths, components, operations } from "./schema.d.ts";
