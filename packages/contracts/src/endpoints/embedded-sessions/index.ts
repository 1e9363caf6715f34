export * from "./embedded-session-entity.ts";
export * from "./create-embedded-session.ts";
export * from "./open-embedded-session.ts";
