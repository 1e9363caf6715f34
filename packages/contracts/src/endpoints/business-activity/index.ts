export * from "./activity-entity.ts";
export * from "./list-activities.ts";
export * from "./export-activities.ts";
export * from "./automatic-deletions.ts";
