export * from "./webhook-entity.ts";
export * from "./webhooks.ts";
