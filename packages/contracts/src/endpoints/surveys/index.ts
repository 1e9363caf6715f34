export * from "./surveys.ts";
