import { useTranslation } from "react-i18next";
import { matchRoute } from "./match-route.ts";
import { resolvePageTitle } from "./page-title.ts";

/** The translated title of the page at a path, or "" for an unknown path. */
export function usePageTitle(pathname: string): string {
  const { t } = useTranslation();
  const match = matchRoute(pathname);
  if (!match) return "";
  return resolvePageTitle(match.route, (key) => t(key as never));
}
