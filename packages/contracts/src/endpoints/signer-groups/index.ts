export * from "./signer-group-entity.ts";
export * from "./list-groups.ts";
export * from "./get-group.ts";
export * from "./create-group.ts";
export * from "./update-group.ts";
export * from "./delete-group.ts";
