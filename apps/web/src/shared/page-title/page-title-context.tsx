import { createContext, useContext, useEffect } from "react";
import { useLocation } from "react-router";

/** A page's own title for the tab (a request's title), for the path it was given on. */
export interface NamedPageTitle {
  pathname: string;
  title: string;
}

/** Set by the route guard, which writes the tab title; pages name themselves through it. */
export const PageTitleContext = createContext<(named: NamedPageTitle | null) => void>(() => undefined);

/**
 * Names the tab after what the page shows (`{title} - Paraph`) instead of the route's generic
 * title; `null` while the page does not know it yet. Another path falls back to its route title.
 */
export function useNamedPageTitle(title: string | null): void {
  const setNamed = useContext(PageTitleContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (title === null || title.trim() === "") return;
    setNamed({ pathname, title });
    return () => setNamed(null);
  }, [setNamed, pathname, title]);
}
