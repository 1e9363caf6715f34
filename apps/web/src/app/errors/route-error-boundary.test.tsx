import "../../test/dom-cleanup.ts";
import { render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "../../shared/i18n/i18n.ts";
import { STRINGS } from "../i18n/catalogue.ts";
import { ApiError } from "../../shared/api/api-error.ts";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

async function renderFailingRoute(error: unknown) {
  const i18n = await createI18n(STRINGS, "en-gb");
  const router = createMemoryRouter([
    {
      path: "/",
      loader: () => {
        throw error;
      },
      Component: () => null,
      ErrorBoundary: RouteErrorBoundary,
    },
  ]);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { ...view, router };
}

describe("error page", () => {
  it("shows title, subtitle, a link to the site root and the illustration for an unhandled error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { container } = await renderFailingRoute(new Error("boom"));
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText(/An unexpected error stopped this page/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
    expect(container.querySelector("svg")).not.toBeNull();
    log.mockRestore();
  });

  it("shows nothing for a 401", async () => {
    const { container, router } = await renderFailingRoute(new ApiError(401, "unauthenticated", "session ended"));
    await waitFor(() => expect(router.state.errors).not.toBeNull());
    expect(container.textContent).toBe("");
  });
});
