import { useEffect, useState } from "react";

/** The element's inner width, kept up to date while it is resized (0 until it is measured). */
export function useElementWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    // ResizeObserver reports the first size as soon as it observes. Without it the viewer keeps its fallback width.
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
