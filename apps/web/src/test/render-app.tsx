import { render, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import { createMemoryRouter } from "react-router";
import type { Language } from "@paraph/contracts";
import { App, bindRouter } from "../app/app.tsx";
import { buildRouteObjects } from "../app/routes/router.tsx";
import { createAppServices, type AppServices } from "../shared/services/services.ts";
import { createMemoryStorage } from "../shared/session/browser-storage.ts";
import { createI18n } from "../shared/i18n/i18n.ts";
import { STRINGS } from "../app/i18n/catalogue.ts";
import { directSignLinkAuthorization } from "../entities/direct-sign/direct-sign-session.ts";

export type FakeHandler = (request: { body: unknown; headers: Headers; url: URL }) => Response | Promise<Response>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
export const noContent = () => new Response(null, { status: 204 });
export const apiError = (status: number, code: string) => json(status, { code, message: code, details: {} });

const INACTIVE_MAINTENANCE = { status: "inactive", isBlocking: false, url: null, message: null };

/** What every page asks and tests rarely care about: no maintenance, no survey due. */
const DEFAULT_HANDLERS: Record<string, FakeHandler> = {
  "GET /api/v1/maintenance": () => json(200, INACTIVE_MAINTENANCE),
  "GET /api/v3/surveys/due": () => json(200, { survey: null }),
};

/**
 * Renders the whole app (router, guards, shell) at a path, with the network replaced by handlers
 * keyed "METHOD /api/path". Unknown calls answer 404 route_not_found, as the server would.
 */
export async function renderApp(
  path: string,
  handlers: Record<string, FakeHandler>,
  options: { token?: string; session?: Record<string, string>; language?: Language } = {},
) {
  const calls: Array<{ key: string; body: unknown; headers: Headers }> = [];
  const i18n = await createI18n(STRINGS, options.language ?? "en-gb");
  const localStorage = createMemoryStorage(options.token ? { "paraph-token": options.token } : {});
  const services: AppServices = createAppServices({
    linkAuthorization: directSignLinkAuthorization,
    i18n,
    localStorage,
    sessionStorage: createMemoryStorage(options.session ?? {}),
    fetch: async (input, init) => {
      const url = new URL(input, "http://paraph.test");
      const key = `${init.method ?? "GET"} ${url.pathname}`;
      const body: unknown = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
      const headers = new Headers(init.headers);
      calls.push({ key, body, headers });
      const handler = handlers[key] ?? DEFAULT_HANDLERS[key];
      return handler ? handler({ body, headers, url }) : apiError(404, "route_not_found");
    },
  });
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  bindRouter(services, router);
  const view = render(<App services={services} router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  /** Waits for the router to settle on a location: guards and pages may still redirect after the page shows. */
  const expectLocation = (expected: string | RegExp) =>
    waitFor(() => (typeof expected === "string" ? expect(location()).toBe(expected) : expect(location()).toMatch(expected)));
  return { ...view, router, services, calls, location, expectLocation };
}
