export * from "./mab-entity.ts";
export * from "./create-mab-par.ts";
export * from "./mab-redirect-sign.ts";
export * from "./mab-availability.ts";
