export { ParaphSigning } from "./paraph-signing.ts";
export type { ParaphSigningProps } from "./paraph-signing.ts";
export { ParaphComposer } from "./paraph-composer.ts";
export type { ParaphComposerProps } from "./paraph-composer.ts";
export type { ParaphEventHandler } from "./use-paraph-events.ts";
export type { ParaphMessage, Theme } from "@paraph/embed";
