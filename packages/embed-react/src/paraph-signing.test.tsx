import type { ParaphMessage } from "@paraph/embed";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ParaphComposer, ParaphSigning } from "./index.ts";

afterEach(cleanup);

/** happy-dom loads no page into a frame: one object stands for the frame's window, as in packages/embed's tests. */
function frameWindowOf(container: HTMLElement, tag: string): { frame: HTMLIFrameElement; source: Window } {
  const frame = container.querySelector(tag)?.shadowRoot?.querySelector("iframe");
  if (!frame) throw new Error(`${tag} framed nothing`);
  if (!frame.contentWindow) Object.defineProperty(frame, "contentWindow", { value: { frame: true }, configurable: true });
  return { frame, source: frame.contentWindow as Window };
}

function post(data: unknown, origin: string, source: Window): void {
  window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
}

describe("<ParaphSigning>", () => {
  it("renders the element with the link, language and theme, and calls each handler for its event from the frame", () => {
    const calls: string[] = [];
    const { container } = render(
      <ParaphSigning
        url="https://sign.example.test/embed/sign/t1"
        lang="fr-CH"
        theme={{ "--paraph-color-primary": "#123456", "--paraph-radius": "0" }}
        onReady={() => calls.push("ready")}
        onSigned={(message: ParaphMessage) => calls.push(`signed ${message.signerId}`)}
        onCompleted={(message) => calls.push(`completed ${message.signatureRequestId}`)}
        onDeclined={() => calls.push("declined")}
        onError={(message) => calls.push(`error ${message.code}`)}
      />,
    );
    const { frame, source } = frameWindowOf(container, "paraph-signing");
    const fragment = new URLSearchParams(new URL(frame.src).hash.slice(1));
    expect(fragment.get("lang")).toBe("fr-ch");
    expect(JSON.parse(fragment.get("theme") ?? "{}")).toEqual({ "--paraph-color-primary": "#123456", "--paraph-radius": "0" });
    post({ type: "paraph:ready" }, "https://sign.example.test", source);
    post({ type: "paraph:signed", signatureRequestId: "sr1", signerId: "s1" }, "https://sign.example.test", source);
    post({ type: "paraph:signed", signerId: "forged" }, "https://host.example.test", source);
    post({ type: "paraph:completed", signatureRequestId: "sr1" }, "https://sign.example.test", source);
    post({ type: "paraph:error", code: "embed.link_used" }, "https://sign.example.test", source);
    expect(calls).toEqual(["ready", "signed s1", "completed sr1", "error embed.link_used"]);
  });

  it("calls the newest handler after a re-render and none after unmounting", () => {
    const calls: string[] = [];
    const view = render(<ParaphSigning url="https://sign.example.test/embed/sign/t1" onSigned={() => calls.push("first")} />);
    const { source } = frameWindowOf(view.container, "paraph-signing");
    view.rerender(<ParaphSigning url="https://sign.example.test/embed/sign/t1" onSigned={() => calls.push("second")} />);
    post({ type: "paraph:signed" }, "https://sign.example.test", source);
    view.unmount();
    post({ type: "paraph:signed" }, "https://sign.example.test", source);
    expect(calls).toEqual(["second"]);
  });
});

describe("<ParaphComposer>", () => {
  it("frames the composer from server and token and reports the sent request", () => {
    const sent: string[] = [];
    const { container } = render(<ParaphComposer server="https://sign.example.test" token="tok" title="Prepare" onSent={(message) => sent.push(message.signatureRequestId ?? "")} />);
    const { frame, source } = frameWindowOf(container, "paraph-composer");
    expect(new URL(frame.src).pathname).toBe("/embed/compose/tok");
    expect(frame.title).toBe("Prepare");
    post({ type: "paraph:sent", signatureRequestId: "sr7" }, "https://elsewhere.example.test", source);
    post({ type: "paraph:sent", signatureRequestId: "sr7" }, "https://sign.example.test", source);
    expect(sent).toEqual(["sr7"]);
  });
});
