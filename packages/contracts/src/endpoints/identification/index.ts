export * from "./identification-entity.ts";
export * from "./identification.ts";
