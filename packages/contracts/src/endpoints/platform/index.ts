export * from "./maintenance.ts";
