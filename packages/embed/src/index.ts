import { ParaphComposerElement } from "./paraph-composer-element.ts";
import { ParaphSigningElement } from "./paraph-signing-element.ts";

export { ParaphComposerElement } from "./paraph-composer-element.ts";
export { ParaphSigningElement } from "./paraph-signing-element.ts";
export { FRAME_SANDBOX, MIN_WIDTH } from "./paraph-frame-element.ts";
export { COMPOSER_EVENT_TYPES, SIGNING_EVENT_TYPES, readParaphMessage } from "./protocol.ts";
export type { ComposerEventType, ParaphEventType, ParaphMessage, SigningEventType } from "./protocol.ts";
export { THEME_PROPERTIES, buildFrameUrl } from "./frame-url.ts";
export type { Theme, ThemeProperty } from "./frame-url.ts";

/** Registers both elements once; importing the package twice (two bundles on one page) is harmless. */
export function defineParaphElements(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (!registry) return;
  if (!registry.get("paraph-signing")) registry.define("paraph-signing", ParaphSigningElement);
  if (!registry.get("paraph-composer")) registry.define("paraph-composer", ParaphComposerElement);
}

defineParaphElements();

declare global {
  interface HTMLElementTagNameMap {
    "paraph-signing": ParaphSigningElement;
    "paraph-composer": ParaphComposerElement;
  }
}
