import { QueryClient } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { createApiClient, type ApiClient, type ApiClientOptions } from "../api/api-client.ts";
import { createServerClock } from "../api/server-clock.ts";
import type { KeyValueStorage } from "../session/browser-storage.ts";
import { rememberPath } from "../session/remembered-path.ts";
import { createTokenStore, type TokenStore } from "../session/token-store.ts";

/** Everything the app talks to, built once at start (and by tests with fakes). */
export interface AppServices {
  api: ApiClient;
  /** The server's time for deadlines and countdowns (signing, redirects). */
  serverClock: ReturnType<typeof createServerClock>;
  tokenStore: TokenStore;
  queryClient: QueryClient;
  /** Kept across visits: the session token, the language, the staging flag. */
  localStorage: KeyValueStorage;
  /** Kept for this tab: the remembered path, the direct-sign session, one-off flags. */
  sessionStorage: KeyValueStorage;
  i18n: I18n;
  /** Late-bound to the router once it exists. */
  navigate: (to: string) => void;
  currentPath: () => string;
  /**
   * Whether the router is still at the location React shows (by its key) and not navigating.
   * Read from the router itself: React sees its state only after a low-priority re-render.
   */
  isRouterSettledAt: (locationKey: string) => boolean;
}

export interface AppServicesOptions {
  fetch: ApiClientOptions["fetch"];
  localStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  i18n: I18n;
  /**
   * The authorization of a guest's link this tab holds, if any (the direct-sign session, which
   * app/ passes in: it is a domain's, and shared/ knows none).
   */
  linkAuthorization: (sessionStorage: KeyValueStorage) => string | null;
}

export const USER_QUERY_KEY = ["user"] as const;

export function createAppServices(options: AppServicesOptions): AppServices {
  const tokenStore = createTokenStore(options.localStorage);
  // Our client does its own retrying (spec §8/§9); the query cache must not add more.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

  const services: Omit<AppServices, "serverClock"> & { serverClock?: AppServices["serverClock"] } = {
    tokenStore,
    queryClient,
    localStorage: options.localStorage,
    sessionStorage: options.sessionStorage,
    i18n: options.i18n,
    navigate: () => undefined,
    currentPath: () => "/",
    isRouterSettledAt: () => true,
    api: createApiClient({
      fetch: options.fetch,
      getAuthorization(endpoint) {
        // The link's credentials go only to the direct-sign endpoints: someone logged in who opens
        // a guest link keeps their own session for everything else (and is not logged out by it).
        // Mobile signing serves both: the guest's link while a direct-sign session lasts, else the account.
        const takesLink = endpoint?.auth === "direct" || endpoint?.auth === "user-or-direct";
        const link = takesLink ? options.linkAuthorization(options.sessionStorage) : null;
        if (link) return link;
        const token = tokenStore.get();
        return token ? `Bearer ${token}` : null;
      },
      onUnauthorized() {
        // Spec §8: the token goes, the user is logged out, and the page is remembered for the
        // next login unless it is the login or logout page itself.
        rememberPath(options.sessionStorage, services.currentPath());
        tokenStore.clear();
        queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
      },
      onServerError() {
        services.navigate("/sorry");
      },
    }),
  };
  // The same object, not a copy: the handlers above read the navigate that bindRouter sets on it.
  services.serverClock = createServerClock(services.api);
  return services as AppServices;
}
