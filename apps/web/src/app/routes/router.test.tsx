import { describe, expect, it } from "vitest";
import { ROUTES } from "./route-table.ts";
import { buildRouteObjects } from "./router.tsx";

const LoginStandIn = () => null;

describe("buildRouteObjects", () => {
  const login = ROUTES.find((route) => route.path === "/login")!;

  it("makes every page lazy when none is loaded yet", () => {
    const pages = buildRouteObjects()[0]?.children ?? [];
    expect(pages.filter((page) => page.path !== "*").every((page) => page.lazy !== undefined && page.Component === undefined)).toBe(true);
  });

  it("renders the page loaded before the router at once, and keeps the others lazy", () => {
    const pages = buildRouteObjects({ route: login, Component: LoginStandIn })[0]?.children ?? [];
    const loginPage = pages.find((page) => page.path === "/login");
    expect(loginPage?.Component).toBe(LoginStandIn);
    expect(loginPage?.lazy).toBeUndefined();
    expect(pages.find((page) => page.path === "/signup")?.lazy).toBeDefined();
  });
});
