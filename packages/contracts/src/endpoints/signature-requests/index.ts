export * from "./entity.ts";
export * from "./lifecycle.ts";
export * from "./participants.ts";
export * from "./views.ts";
