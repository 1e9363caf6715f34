export * from "./activity-entity.ts";
export * from "./list-activities.ts";
export * from "./export-activities.ts";
