import { ParaphFrameElement } from "./paraph-frame-element.ts";
import { COMPOSER_EVENT_TYPES } from "./protocol.ts";

/**
 * `<paraph-composer url="…">`: the host's user places signers and fields and sends a request
 * inside the host page. `url` is what `POST /v3/embedded-sessions` answered; instead, `server`
 * (Paraph's address) with `token` gives the same page.
 */
export class ParaphComposerElement extends ParaphFrameElement {
  static override readonly observedAttributes: string[] = [...ParaphFrameElement.observedAttributes, "token", "server"];
  protected readonly eventTypes = COMPOSER_EVENT_TYPES;
  protected readonly defaultTitle = "Paraph composer";

  protected pageUrl(): string | null {
    const url = this.getAttribute("url");
    if (url) return url;
    const server = this.getAttribute("server");
    const token = this.getAttribute("token");
    if (!server || !token) return null;
    return `${server.replace(/\/+$/, "")}/embed/compose/${encodeURIComponent(token)}`;
  }
}
