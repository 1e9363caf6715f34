export * from "./embed-origins.ts";
export * from "./embedded-signing-events.ts";
export * from "./create-embedded-signing-link.ts";
export * from "./open-embedded-signing-link.ts";
