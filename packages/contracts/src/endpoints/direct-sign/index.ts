export * from "./direct-requests.ts";
export * from "./direct-signing.ts";
export * from "./direct-user.ts";
export * from "./direct-identification.ts";
export * from "./direct-proceed-remote-signing.ts";
