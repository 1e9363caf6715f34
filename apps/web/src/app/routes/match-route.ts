import { matchPath } from "react-router";
import { ROUTES, type RouteDefinition } from "./route-table.ts";

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

/**
 * The route a path belongs to. Static segments win over parameters, as in the router:
 * "/direct-sign/identification/eidas" is the identification page, not a direct-sign link.
 */
export function matchRoute(pathname: string, routes: readonly RouteDefinition[] = ROUTES): RouteMatch | null {
  let best: { match: RouteMatch; parameterCount: number } | null = null;
  for (const route of routes) {
    const found = matchPath({ path: route.path, end: true }, pathname);
    if (!found) continue;
    const parameterCount = route.path.split("/").filter((segment) => segment.startsWith(":")).length;
    if (!best || parameterCount < best.parameterCount) {
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(found.params)) if (value !== undefined) params[name] = value;
      best = { match: { route, params }, parameterCount };
    }
  }
  return best?.match ?? null;
}
