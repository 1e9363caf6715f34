import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { ServicesProvider } from "../shared/services/services-context.tsx";
import { createAppServices } from "../shared/services/services.ts";
import { createMemoryStorage } from "../shared/session/browser-storage.ts";
import { FEATURES } from "../app/i18n/feature-strings.ts";
import { loadFeatureStrings } from "../shared/i18n/feature-strings.ts";
import { createI18n } from "../shared/i18n/i18n.ts";
import { STRINGS } from "../app/i18n/catalogue.ts";
import type { FakeHandler } from "./render-app.tsx";
import { apiError } from "./render-app.tsx";
import { directSignLinkAuthorization } from "../entities/direct-sign/direct-sign-session.ts";

export interface RecordedCall {
  key: string;
  url: URL;
  headers: Headers;
  body: BodyInit | null | undefined;
}

/**
 * Renders one component (no router, no shell) with the app's services, i18n and query cache; the
 * network is replaced by handlers keyed "METHOD /api/path", as in renderApp.
 */
export async function renderWithServices(element: ReactElement, handlers: Record<string, FakeHandler>, options: { token?: string } = {}) {
  const calls: RecordedCall[] = [];
  const i18n = await createI18n(STRINGS, "en-gb");
  // The component renders without the lazy loader that would bring its feature's strings.
  await loadFeatureStrings(FEATURES);
  const services = createAppServices({
    linkAuthorization: directSignLinkAuthorization,
    i18n,
    localStorage: createMemoryStorage({ "paraph-token": options.token ?? "test-token" }),
    sessionStorage: createMemoryStorage(),
    fetch: async (input, init) => {
      const url = new URL(input, "http://paraph.test");
      const key = `${init.method ?? "GET"} ${url.pathname}`;
      const headers = new Headers(init.headers);
      calls.push({ key, url, headers, body: init.body });
      const handler = handlers[key];
      const body: unknown = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
      return handler ? handler({ body, headers, url }) : apiError(404, "route_not_found");
    },
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={services.queryClient}>
        <ServicesProvider services={services}>{element}</ServicesProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, services, calls };
}
