import { useEffect } from "react";
import type { EmbeddedSigningEvent } from "@paraph/contracts";

/**
 * Tells the host page the view's height whenever it changes (paraph:resize), so the host can
 * size its frame to the content instead of showing a second scroll bar.
 */
export function useHostResize(post: ((event: EmbeddedSigningEvent) => void) | null): void {
  useEffect(() => {
    if (!post || typeof ResizeObserver === "undefined") return;
    let lastHeight = -1;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(document.body.scrollHeight);
      if (height === lastHeight) return;
      lastHeight = height;
      post({ type: "paraph:resize", height });
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [post]);
}
