import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, renderApp } from "../../../test/render-app.tsx";
import { BUSINESS_ID, fakeBusinessServer } from "../test/fake-business-server.ts";

const base = `/api/v1/businesses/${BUSINESS_ID}`;

async function openDomains() {
  const server = fakeBusinessServer();
  const app = await renderApp("/business/members/domains", server.handlers, { token: "t" });
  await screen.findByRole("heading", { name: "E-mail domains", level: 1 });
  return { server, app };
}

describe("/business/members/domains", () => {
  it("refuses an invalid domain before asking the server, then adds a valid one", async () => {
    const { app, server } = await openDomains();
    const list = await screen.findByRole("list", { name: "E-mail domains" });
    expect(within(list).getByText("muster.ch")).toBeTruthy();
    const field = screen.getByRole("textbox", { name: /Domain/ });

    // Spec §5: a host name with a top-level label of two letters or more; a label may not start with a dash.
    for (const invalid of ["muster", "-muster.ch", "muster.c", "mus ter.ch"]) {
      fireEvent.change(field, { target: { value: invalid } });
      fireEvent.click(screen.getByRole("button", { name: "Add domain" }));
      expect(await screen.findByText("Please enter a valid domain, such as example.ch.")).toBeTruthy();
    }
    expect(app.calls.some((call) => call.key === `POST ${base}/domains`)).toBe(false);

    fireEvent.change(field, { target: { value: " Filiale.Muster.CH " } });
    fireEvent.click(screen.getByRole("button", { name: "Add domain" }));
    expect(await screen.findByText("filiale.muster.ch is now allowed.")).toBeTruthy();
    expect(app.calls.find((call) => call.key === `POST ${base}/domains`)?.body).toEqual({ domain: "filiale.muster.ch" });
    await waitFor(() => expect(within(screen.getByRole("list", { name: "E-mail domains" })).getByText("filiale.muster.ch")).toBeTruthy());
    expect(server.state.domains).toEqual(["filiale.muster.ch", "muster.ch"]);
    expect((field as HTMLInputElement).value).toBe("");
  });

  it("shows the server's refusals: a domain it finds invalid, and a caller who is no longer admin", async () => {
    const server = fakeBusinessServer();
    let answer = json(422, { code: "validation_failed", message: "bad", details: { fields: [{ field: "body.domain", message: "Not a valid domain name" }] } });
    await renderApp("/business/members/domains", { ...server.handlers, [`POST ${base}/domains`]: () => answer }, { token: "t" });
    const field = await screen.findByRole("textbox", { name: /Domain/ });
    fireEvent.change(field, { target: { value: "example.ch" } });
    fireEvent.click(screen.getByRole("button", { name: "Add domain" }));
    expect(await screen.findByText("Please enter a valid domain, such as example.ch.")).toBeTruthy();
    answer = apiError(403, "business_admin_required");
    fireEvent.click(screen.getByRole("button", { name: "Add domain" }));
    expect(await screen.findByText("Only an admin of the business can do this.")).toBeTruthy();
  });

  it("removes an allowed domain", async () => {
    const { app } = await openDomains();
    fireEvent.click(await screen.findByRole("button", { name: "Remove muster.ch" }));
    expect(await screen.findByText("muster.ch is no longer allowed.")).toBeTruthy();
    expect(await screen.findByText("No domain is listed: any address may be invited.")).toBeTruthy();
    expect(app.calls.some((call) => call.key === `DELETE ${base}/domains/muster.ch`)).toBe(true);
  });
});
