import { ParaphFrameElement } from "./paraph-frame-element.ts";
import { SIGNING_EVENT_TYPES } from "./protocol.ts";

/**
 * `<paraph-signing url="…">`: a signer signs inside the host page. `url` is the one-time link
 * `POST /v3/signature-requests/{id}/embedded-signing` answered.
 */
export class ParaphSigningElement extends ParaphFrameElement {
  protected readonly eventTypes = SIGNING_EVENT_TYPES;
  protected readonly defaultTitle = "Paraph signing";

  protected pageUrl(): string | null {
    return this.getAttribute("url");
  }
}
