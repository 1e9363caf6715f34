import { QueryClientProvider } from "@tanstack/react-query";
import { I18nextProvider } from "react-i18next";
import { RouterProvider, type createBrowserRouter } from "react-router";
import { ServicesProvider } from "../shared/services/services-context.tsx";
import type { AppServices } from "../shared/services/services.ts";

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Lets the API client send the visitor to /sorry and remember where a 401 happened. */
export function bindRouter(services: AppServices, router: AppRouter): void {
  services.navigate = (to) => void router.navigate(to);
  services.currentPath = () => `${router.state.location.pathname}${router.state.location.search}`;
  services.isRouterSettledAt = (locationKey) => router.state.navigation.state === "idle" && router.state.location.key === locationKey;
}

export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <I18nextProvider i18n={services.i18n}>
      <QueryClientProvider client={services.queryClient}>
        <ServicesProvider services={services}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
