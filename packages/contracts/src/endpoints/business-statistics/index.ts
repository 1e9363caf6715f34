export * from "./statistics-entity.ts";
export * from "./get-statistics.ts";
