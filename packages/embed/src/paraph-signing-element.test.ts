import { afterEach, describe, expect, it } from "vitest";
import { FRAME_SANDBOX, type ParaphMessage } from "./index.ts";
import { frameWindowOf, post } from "./test-frame-window.ts";

const URL_OF_LINK = "https://sign.example.test/embed/sign/tok123";

function mount(attributes: Record<string, string> = { url: URL_OF_LINK }): HTMLElement & { frame: HTMLIFrameElement | null } {
  const element = document.createElement("paraph-signing");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}


function collect(element: HTMLElement, type: string): ParaphMessage[] {
  const received: ParaphMessage[] = [];
  element.addEventListener(type, (event) => received.push((event as CustomEvent<ParaphMessage>).detail));
  return received;
}

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
});

describe("<paraph-signing>", () => {
  it("frames the link in a sandboxed, titled iframe without top navigation", () => {
    const element = mount();
    const frame = element.shadowRoot?.querySelector("iframe");
    expect(frame).toBe(element.frame);
    expect(frame?.getAttribute("sandbox")).toBe(FRAME_SANDBOX);
    expect(frame?.getAttribute("sandbox")).not.toContain("allow-top-navigation");
    expect(frame?.getAttribute("title")).toBe("Paraph signing");
    expect(new URL(frame?.src ?? "").pathname).toBe("/embed/sign/tok123");
  });

  it("re-dispatches a message from the framed origin and window as a DOM event", () => {
    const element = mount();
    const signed = collect(element, "paraph:signed");
    post({ type: "paraph:signed", signatureRequestId: "sr1", signerId: "s1" }, "https://sign.example.test", frameWindowOf(element.frame));
    expect(signed).toEqual([{ type: "paraph:signed", signatureRequestId: "sr1", signerId: "s1" }]);
  });

  it("ignores the same message from another origin", () => {
    const element = mount();
    const signed = collect(element, "paraph:signed");
    post({ type: "paraph:signed", signatureRequestId: "sr1" }, "https://evil.example.test", frameWindowOf(element.frame));
    post({ type: "paraph:signed", signatureRequestId: "sr1" }, "http://sign.example.test", frameWindowOf(element.frame));
    expect(signed).toEqual([]);
  });

  it("ignores the right origin from another window (another frame or the page itself)", () => {
    const element = mount();
    const signed = collect(element, "paraph:signed");
    post({ type: "paraph:signed" }, "https://sign.example.test", window);
    post({ type: "paraph:signed" }, "https://sign.example.test", null);
    expect(signed).toEqual([]);
  });

  it("drops unknown types, wrong field types and extra fields", () => {
    const element = mount();
    const source = frameWindowOf(element.frame);
    const events: string[] = [];
    for (const type of ["paraph:sent", "paraph:signed", "paraph:error"]) element.addEventListener(type, (event) => events.push(JSON.stringify((event as CustomEvent).detail)));
    post({ type: "paraph:sent", signatureRequestId: "sr1" }, "https://sign.example.test", source);
    post({ type: "paraph:signed", signatureRequestId: 42 }, "https://sign.example.test", source);
    post("paraph:signed", "https://sign.example.test", source);
    post({ type: "paraph:error", code: "signing.tan_invalid", secret: "x" }, "https://sign.example.test", source);
    expect(events).toEqual([JSON.stringify({ type: "paraph:error", code: "signing.tan_invalid" })]);
  });

  it("takes the height the page reports, clamped", () => {
    const element = mount();
    const source = frameWindowOf(element.frame);
    const resized = collect(element, "paraph:resize");
    post({ type: "paraph:resize", height: 812.4 }, "https://sign.example.test", source);
    expect(element.frame?.style.height).toBe("813px");
    post({ type: "paraph:resize", height: 1e9 }, "https://sign.example.test", source);
    expect(element.frame?.style.height).toBe("20000px");
    post({ type: "paraph:resize", height: -5 }, "https://sign.example.test", source);
    expect(element.frame?.style.height).toBe("20000px");
    expect(resized.map((message) => message.height)).toEqual([813, 20000]);
  });

  it("passes the language and the host's theme custom properties in the fragment", () => {
    // happy-dom does not inherit custom properties (a browser does): the rule names the element.
    const sheet = document.createElement("style");
    sheet.textContent = "paraph-signing { --paraph-radius: 2px }";
    document.head.append(sheet);
    const element = mount({ url: URL_OF_LINK, lang: "de-CH", style: "--paraph-color-primary: #0a7; --unrelated: 1" });
    const fragment = new URLSearchParams(new URL(element.frame?.src ?? "").hash.slice(1));
    expect(fragment.get("lang")).toBe("de-ch");
    expect(JSON.parse(fragment.get("theme") ?? "{}")).toEqual({ "--paraph-color-primary": "#0a7", "--paraph-radius": "2px" });
  });

  it("loads a new frame when the link changes and stops listening once removed", () => {
    const element = mount();
    const first = element.frame;
    element.setAttribute("url", "https://other.example.test/embed/sign/tok456");
    expect(element.frame).not.toBe(first);
    const ready = collect(element, "paraph:ready");
    post({ type: "paraph:ready" }, "https://sign.example.test", frameWindowOf(first));
    post({ type: "paraph:ready" }, "https://other.example.test", frameWindowOf(element.frame));
    expect(ready).toHaveLength(1);
    const source = frameWindowOf(element.frame);
    element.remove();
    post({ type: "paraph:ready" }, "https://other.example.test", source);
    expect(ready).toHaveLength(1);
  });

  it("frames nothing for a URL that is not http(s)", () => {
    const element = mount({ url: "javascript:alert(1)" });
    expect(element.frame).toBeNull();
    expect(element.shadowRoot?.querySelector("iframe")).toBeNull();
  });

  it("is at least 320 px wide", () => {
    const element = mount();
    expect(element.shadowRoot?.querySelector("style")?.textContent).toContain(":host{display:block;min-width:320px}");
  });
});
