export * from "./seal-entity.ts";
export * from "./seals.ts";
export * from "./seal-image.ts";
