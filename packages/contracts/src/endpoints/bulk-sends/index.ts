export * from "./bulk-send-entity.ts";
export * from "./create-bulk-send.ts";
export * from "./preview-bulk-send.ts";
export * from "./list-template-bulk-sends.ts";
export * from "./get-bulk-send.ts";
export * from "./get-bulk-send-errors.ts";
export * from "./list-bulk-send-failed-rows.ts";
