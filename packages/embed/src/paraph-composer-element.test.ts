import { afterEach, describe, expect, it } from "vitest";
import "./index.ts";
import type { ParaphMessage } from "./index.ts";
import { frameWindowOf, post } from "./test-frame-window.ts";

afterEach(() => document.body.replaceChildren());


describe("<paraph-composer>", () => {
  it("frames the composer page from server and token, titled, and re-dispatches paraph:sent", () => {
    const element = document.createElement("paraph-composer");
    element.setAttribute("server", "https://sign.example.test/");
    element.setAttribute("token", "abc/def");
    element.setAttribute("title", "Prepare the contract");
    document.body.append(element);
    expect(new URL(element.frame?.src ?? "").pathname).toBe("/embed/compose/abc%2Fdef");
    expect(element.frame?.getAttribute("title")).toBe("Prepare the contract");
    const sent: ParaphMessage[] = [];
    element.addEventListener("paraph:sent", (event) => sent.push((event as CustomEvent<ParaphMessage>).detail));
    post({ type: "paraph:sent", signatureRequestId: "sr9" }, "https://other.example.test", frameWindowOf(element.frame));
    post({ type: "paraph:sent", signatureRequestId: "sr9" }, "https://sign.example.test", frameWindowOf(element.frame));
    expect(sent).toEqual([{ type: "paraph:sent", signatureRequestId: "sr9" }]);
  });

  it("prefers url and does not re-dispatch the signer's events", () => {
    const element = document.createElement("paraph-composer");
    element.setAttribute("url", "https://sign.example.test/embed/compose/t1");
    document.body.append(element);
    expect(element.frame?.getAttribute("title")).toBe("Paraph composer");
    const signed: unknown[] = [];
    element.addEventListener("paraph:signed", (event) => signed.push(event));
    post({ type: "paraph:signed" }, "https://sign.example.test", frameWindowOf(element.frame));
    expect(signed).toEqual([]);
  });
});
