export * from "./identification-entity.ts";
export * from "./identification.ts";
export * from "./eid-data.ts";
