import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeUser } from "../../../test/user-factory.ts";
import { apiError, json, renderApp } from "../../../test/render-app.tsx";

const CODE = "c".repeat(43);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("single sign-on on the login page", () => {
  it("offers the company's log-in only for a domain that has it (the click itself leaves for the issuer: e2e/web-sso.test.ts)", async () => {
    const app = await renderApp("/login", {
      "POST /api/v1/identity_providers": ({ body }) =>
        (body as { email: string }).email.endsWith("@muster.ch") ? json(200, { url: "https://login.muster.ch/authorize?state=s" }) : apiError(404, "sso_not_available"),
    });
    await screen.findByRole("heading", { name: "Log in to Paraph" });
    type("E-mail address", "ada@elsewhere.ch");
    await waitFor(() => expect(app.calls.filter((call) => call.key === "POST /api/v1/identity_providers")).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Log in with your company" })).toBeNull();
    type("E-mail address", "Ada@Muster.ch");
    await screen.findByRole("button", { name: "Log in with your company" });
    expect(screen.getByText("Your company signs you in for muster.ch.")).toBeTruthy();
    expect(app.calls.at(-1)?.body).toEqual({ email: "ada@muster.ch" });
  });

  it("redeems the code the callback hands back and logs in", async () => {
    const app = await renderApp(`/login#sso=${CODE}`, {
      "POST /api/v1/sso/session": () => json(200, { token: "s".repeat(40), expiresAt: "2026-01-02T00:00:00Z" }),
      "GET /api/v1/user": () => json(200, makeUser({ firstName: "Ada", hasSso: true })),
    });
    await app.expectLocation(/^\/dashboard/);
    expect(app.calls.find((call) => call.key === "POST /api/v1/sso/session")?.body).toEqual({ code: CODE });
  });

  it("says when the code was used or is too old", async () => {
    await renderApp(`/login#sso=${CODE}`, { "POST /api/v1/sso/session": () => apiError(400, "sso_login_code_invalid") });
    expect(await screen.findByText("This sign-on has expired or was used already. Please log in again.")).toBeTruthy();
  });

  it("names the reason on the error pages", async () => {
    await renderApp("/sso/error?reason=expired", {});
    expect(await screen.findByText("The log-in took too long. Please start again.")).toBeTruthy();
  });
});
