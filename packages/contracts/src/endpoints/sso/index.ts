export * from "./sso-config.ts";
export * from "./identity-providers.ts";
