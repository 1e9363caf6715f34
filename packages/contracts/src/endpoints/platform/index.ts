export * from "./maintenance.ts";
export * from "./health.ts";
