import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { isChunkLoadError, reloadAfterChunkError } from "../errors/chunk-reload.ts";
import { RouteErrorBoundary } from "../errors/route-error-boundary.tsx";
import { sessionStore } from "../../shared/session/browser-storage.ts";
import { AppShell } from "../shell/app-shell.tsx";
import { ROUTES, type PageLoader, type RouteDefinition } from "./route-table.ts";

const BlankPage = () => null;

const loadPlannedPage: PageLoader = () => import("./planned-page.tsx").then((module) => module.default);

/**
 * A page chunk that no longer exists (the app was deployed while the tab was open) reloads the
 * page, at most twice in 10 seconds; after that the error page shows.
 */
async function loadPage(load: PageLoader): Promise<ComponentType> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && reloadAfterChunkError({ storage: sessionStore, now: Date.now(), reload: () => window.location.reload() })) {
      // Keep the current page until the reload replaces it.
      return new Promise<ComponentType>(() => undefined);
    }
    throw error;
  }
}

/** The page of the address the app opened at, loaded before the router was built (main.tsx). */
export interface LoadedPage {
  route: RouteDefinition;
  Component: ComponentType;
}

/**
 * The route objects of the data router, built from the route table. Every page is lazy but the
 * one already loaded, which renders at once: no blank fallback replaces index.html's header
 * frame first. The shell around them applies the guards, so unknown paths fall through to "*"
 * and the guard's 404.
 */
export function buildRouteObjects(loaded?: LoadedPage): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouteErrorBoundary />,
      // The first page's chunk is loading; the HTML stays blank for those few milliseconds.
      HydrateFallback: BlankPage,
      children: [
        ...ROUTES.map(
          (route): RouteObject =>
            route === loaded?.route
              ? { path: route.path, handle: { route }, Component: loaded.Component }
              : { path: route.path, handle: { route }, lazy: async () => ({ Component: await loadPage(route.load ?? loadPlannedPage) }) },
        ),
        { path: "*", element: null },
      ],
    },
  ];
}
