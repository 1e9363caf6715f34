import { useEffect } from "react";

/** What the composer page tells its host page (docs/embedding.md, "The embedded composer"). */
export type ComposerHostMessage =
  | { type: "paraph:ready"; signatureRequestId?: string }
  | { type: "paraph:sent"; signatureRequestId: string }
  | { type: "paraph:error"; code: string }
  | { type: "paraph:resize"; height: number };

/** The page talks only to the window that framed it, and only at the origin the link was made for. */
export function postToHost(hostOrigin: string, message: ComposerHostMessage, view: Window = window): void {
  if (view.parent === view.self || !hostOrigin || hostOrigin === "*") return;
  view.parent.postMessage(message, hostOrigin);
}

/** Reports the page's height to the host whenever it changes, so the frame grows with the composer and never scrolls itself. */
export function useReportHeight(hostOrigin: string | null): void {
  useEffect(() => {
    if (!hostOrigin) return;
    let last = -1;
    const report = () => {
      const height = Math.ceil(document.documentElement.scrollHeight);
      if (height === last) return;
      last = height;
      postToHost(hostOrigin, { type: "paraph:resize", height });
    };
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    report();
    return () => observer.disconnect();
  }, [hostOrigin]);
}
