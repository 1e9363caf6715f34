import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderApp } from "../../../test/render-app.tsx";
import { BUSINESS_ID, fakeProfileServer } from "../test/fake-profile-server.ts";

const url = `/api/v2/businesses/${BUSINESS_ID}/aes4biz`;

describe("/business/profile/aes-for-business", () => {
  it("says what it changes today, asks for every field while enabled, and saves the declaration", async () => {
    const server = fakeProfileServer();
    const app = await renderApp("/business/profile/aes-for-business", server.handlers, { token: "t" });
    await screen.findByRole("heading", { name: "AES for business", level: 1 });
    expect(screen.getByText(/It does not change which signature qualities your members hold yet/)).toBeTruthy();
    const domains = await screen.findByRole("group", { name: "Domains covered" });
    expect(within(domains).getAllByRole("checkbox").map((box) => box.closest("div")?.textContent)).toEqual(["muster.ch", "filiale.muster.ch"]);

    fireEvent.click(screen.getByRole("checkbox", { name: "AES for business is enabled" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findAllByText("Required while AES for business is enabled.")).toHaveLength(3);
    expect(screen.getByText("Choose at least one domain while AES for business is enabled.")).toBeTruthy();
    expect(app.calls.some((call) => call.key === `PUT ${url}`)).toBe(false);

    fireEvent.change(screen.getByRole("textbox", { name: /Representative's name/ }), { target: { value: "Ada Muster" } });
    fireEvent.change(screen.getByRole("textbox", { name: /Representative's e-mail address/ }), { target: { value: "ada@muster.ch" } });
    fireEvent.change(screen.getByRole("textbox", { name: /Commercial register number/ }), { target: { value: "CHE-123.456.789" } });
    fireEvent.click(within(domains).getByRole("checkbox", { name: "muster.ch" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("AES for business is saved.")).toBeTruthy();
    expect(app.calls.find((call) => call.key === `PUT ${url}`)?.body).toEqual({
      enabled: true,
      representativeName: "Ada Muster",
      representativeEmail: "ada@muster.ch",
      commercialRegister: "CHE-123.456.789",
      domains: ["muster.ch"],
    });
    expect(await screen.findByText(/^Last changed/)).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: "muster.ch" }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows the server's refusal of a domain the business no longer allows", async () => {
    const server = fakeProfileServer();
    await renderApp(
      "/business/profile/aes-for-business",
      { ...server.handlers, [`PUT ${url}`]: () => json(422, { code: "aes4biz_domain_not_allowed", message: "x", details: { domains: ["muster.ch"] } }) },
      { token: "t" },
    );
    fireEvent.click(await screen.findByRole("checkbox", { name: "muster.ch" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("AES for business can only cover the business's allowed e-mail domains.")).toBeTruthy();
  });
});
