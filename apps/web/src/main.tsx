import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App, bindRouter } from "./app/app.tsx";
import { reloadAfterChunkError } from "./app/errors/chunk-reload.ts";
import { matchRoute } from "./app/routes/match-route.ts";
import { buildRouteObjects, type LoadedPage } from "./app/routes/router.tsx";
import { createAppServices } from "./shared/services/services.ts";
import { localStore, sessionStore } from "./shared/session/browser-storage.ts";
import { createI18n } from "./shared/i18n/i18n.ts";
import { STRINGS } from "./app/i18n/catalogue.ts";
import { resolveInitialLanguage } from "./shared/i18n/language.ts";
import { startErrorReporting } from "./shared/system/error-reporting.ts";
import "./shared/ui/theme.css";
import { directSignLinkAuthorization } from "./entities/direct-sign/direct-sign-session.ts";

// Vite reports a chunk that failed to preload here; reloading fetches the current deployment.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadAfterChunkError({ storage: sessionStore, now: Date.now(), reload: () => window.location.reload() })) event.preventDefault();
});

// Only when the server wrote a DSN into the page: the SDK is a chunk of its own, fetched then.
void startErrorReporting().catch((error: unknown) => console.error("Error reporting could not start", error));

async function start(): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  const route = matchRoute(window.location.pathname)?.route;
  // The page's chunk (and its features' strings) start loading now, beside the shell's strings,
  // instead of after the first render asks for them; the router gets the page loaded, and the
  // first render shows it rather than a blank fallback over the HTML's header frame. A page that
  // failed to load stays lazy: the router loads it again and reports what goes wrong.
  const pageLoading: Promise<LoadedPage | undefined> = route?.load
    ? route.load().then(
        (Component) => ({ route, Component }),
        () => undefined,
      )
    : Promise.resolve(undefined);
  const i18n = await createI18n(STRINGS, 
    resolveInitialLanguage({
      search: window.location.search,
      storage: localStore,
      browserLanguages: navigator.languages,
      isDirectSign: route?.roles.includes("nas") === true && !route.roles.includes("user"),
    }),
  );
  const loadedPage = await pageLoading;
  const services = createAppServices({
    linkAuthorization: directSignLinkAuthorization,
    fetch: (input, init) => window.fetch(input, init),
    localStorage: localStore,
    sessionStorage: sessionStore,
    i18n,
  });
  const router = createBrowserRouter(buildRouteObjects(loadedPage));
  bindRouter(services, router);
  createRoot(container).render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
}

void start();
