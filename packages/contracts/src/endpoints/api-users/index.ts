export * from "./api-user-entity.ts";
export * from "./api-users.ts";
export * from "./api-login.ts";
