import { useEffect, useState, type RefObject } from "react";

interface InViewOptions {
  /** Off: the element counts as in view at once. */
  enabled: boolean;
  /** The scrolling element the margin is measured in; the viewport when null. */
  root?: Element | null;
  /** How far ahead of the visible area loading starts. */
  rootMargin?: string;
}

/** Becomes true once the element comes near the visible area, and stays true (lazy loading). */
export function useInView(element: RefObject<Element | null>, { enabled, root = null, rootMargin = "300px" }: InViewOptions): boolean {
  // Without IntersectionObserver there is no way to wait: load now rather than never.
  const [isInView, setIsInView] = useState(() => !enabled || typeof IntersectionObserver === "undefined");
  useEffect(() => {
    if (isInView) return;
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsInView(true);
      },
      { root, rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, isInView, root, rootMargin]);
  return isInView;
}
