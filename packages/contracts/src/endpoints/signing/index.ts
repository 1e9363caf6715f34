export * from "./sign.ts";
export * from "./validate.ts";
export * from "./qualities.ts";
export * from "./mobile.ts";
export * from "./proceed-remote-signing.ts";
export * from "./remote-consent.ts";
export * from "./signing-progress.ts";
export * from "./extend.ts";
