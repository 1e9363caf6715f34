import { buildFrameUrl, readTheme } from "./frame-url.ts";
import { readParaphMessage, type ParaphMessage } from "./protocol.ts";

/**
 * The sandbox of every Paraph frame (docs/embedding.md, "The frame", says why each token):
 * scripts run the page, same-origin keeps Paraph's own origin (its API calls and storage), forms
 * submit the signer's answers, popups open documents and the identity provider in a new tab.
 * Never allow-top-navigation: the frame cannot move the host page.
 */
export const FRAME_SANDBOX = "allow-scripts allow-same-origin allow-forms allow-popups";
/** Before the page reports its height: enough for the first screen of either page. */
const INITIAL_HEIGHT = 640;
/** The narrowest width Paraph's pages are built for. */
export const MIN_WIDTH = 320;

const STYLE = `:host{display:block;min-width:${MIN_WIDTH}px}iframe{display:block;width:100%;min-width:${MIN_WIDTH}px;height:${INITIAL_HEIGHT}px;border:0}`;

// The module loads on a server too (server-side rendering of a React host): there the class is
// declared on a stand-in and never defined as an element.
const ElementBase: typeof HTMLElement = typeof HTMLElement === "undefined" ? (class {} as typeof HTMLElement) : HTMLElement;

/**
 * What both elements share: one sandboxed frame of a Paraph page in an open shadow root, whose
 * messages are accepted only from that page (its origin and its window) and re-dispatched on
 * the element as DOM events; the frame takes the height the page reports.
 */
export abstract class ParaphFrameElement extends ElementBase {
  static readonly observedAttributes: string[] = ["url", "lang", "title"];

  /** The message types this element re-dispatches. */
  protected abstract readonly eventTypes: readonly string[];
  /** The frame's accessible name when the host gives no `title`. */
  protected abstract readonly defaultTitle: string;
  /** The page to frame, from the element's attributes; null while they do not name one. */
  protected abstract pageUrl(): string | null;

  #frame: HTMLIFrameElement | null = null;
  #origin: string | null = null;
  readonly #onMessage = (event: MessageEvent): void => this.#receive(event);

  /** The frame, once the element is connected with a valid URL (tests and hosts may read it). */
  get frame(): HTMLIFrameElement | null {
    return this.#frame;
  }

  connectedCallback(): void {
    if (!this.shadowRoot) {
      const root = this.attachShadow({ mode: "open" });
      const style = document.createElement("style");
      style.textContent = STYLE;
      root.append(style);
    }
    window.addEventListener("message", this.#onMessage);
    this.#render();
  }

  disconnectedCallback(): void {
    window.removeEventListener("message", this.#onMessage);
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
    if (previous === next || !this.isConnected) return;
    if (name === "title") this.#frame?.setAttribute("title", this.#title());
    else this.#render();
  }

  /** Loads the page again with the current URL, language and theme (a new frame: nothing of the old page stays). */
  #render(): void {
    const root = this.shadowRoot;
    if (!root) return;
    this.#frame?.remove();
    this.#frame = null;
    this.#origin = null;
    const url = this.#validUrl(this.pageUrl());
    if (!url) return;
    const frame = document.createElement("iframe");
    frame.setAttribute("sandbox", FRAME_SANDBOX);
    frame.setAttribute("title", this.#title());
    frame.setAttribute("referrerpolicy", "strict-origin");
    frame.src = buildFrameUrl(url.href, { lang: this.getAttribute("lang"), theme: readTheme(this) });
    this.#origin = url.origin;
    this.#frame = frame;
    root.append(frame);
  }

  /** Only https, or http for a local server under development; anything else frames nothing. */
  #validUrl(value: string | null): URL | null {
    if (!value) return null;
    try {
      const url = new URL(value, document.baseURI);
      return url.protocol === "https:" || url.protocol === "http:" ? url : null;
    } catch {
      return null;
    }
  }

  #title(): string {
    return this.getAttribute("title") || this.defaultTitle;
  }

  /** A message counts only when it comes from our frame's window and from the origin of the URL we framed. */
  #receive(event: MessageEvent): void {
    const frame = this.#frame;
    if (!frame || event.source === null || event.source !== frame.contentWindow || event.origin !== this.#origin) return;
    const message = readParaphMessage(event.data, this.eventTypes);
    if (!message) return;
    if (message.type === "paraph:resize" && message.height !== undefined) frame.style.height = `${message.height}px`;
    this.dispatchEvent(new CustomEvent<ParaphMessage>(message.type, { detail: message, bubbles: true, composed: true }));
  }
}
