import { useEffect, useRef } from "react";

/**
 * After moving to another page, focus goes to the main content, so that keyboard and screen-reader
 * users start at the new page instead of at the link they left. The first page keeps the
 * browser's own start.
 */
export function useFocusOnNavigation(pathname: string, mainId: string): void {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(mainId)?.focus({ preventScroll: false });
  }, [pathname, mainId]);
}
