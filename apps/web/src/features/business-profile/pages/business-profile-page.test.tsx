import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app.tsx";
import { BUSINESS_ID, PASSWORD, fakeProfileServer } from "../test/fake-profile-server.ts";

const base = `/api/v1/businesses/${BUSINESS_ID}`;

async function openProfile(options: { hasSso?: boolean } = {}) {
  const server = fakeProfileServer(options);
  const app = await renderApp("/business/profile", server.handlers, { token: "t" });
  await screen.findByRole("heading", { name: "Business profile", level: 1 });
  await screen.findByRole("heading", { name: "Business details" });
  return { server, app };
}

describe("/business/profile", () => {
  it("checks the details by the rules of spec §5 before asking the server, then saves them", async () => {
    const { app, server } = await openProfile();
    const name = screen.getByRole("textbox", { name: /Business name/ });
    expect((name as HTMLInputElement).value).toBe("Muster AG");
    fireEvent.change(screen.getByRole("textbox", { name: /^E-mail address/ }), { target: { value: "info@muster" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Phone/ }), { target: { value: "call us" } });
    fireEvent.click(screen.getByRole("button", { name: "Save details" }));
    expect(await screen.findByText("Please enter a valid e-mail address, such as name@example.ch.")).toBeTruthy();
    expect(screen.getByText("Please enter a valid phone number, such as 044 123 4567.")).toBeTruthy();
    expect(app.calls.some((call) => call.key === `PUT ${base}`)).toBe(false);

    fireEvent.change(name, { target: { value: "Muster Holding AG" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^E-mail address/ }), { target: { value: "office@muster.ch" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Phone/ }), { target: { value: "" } });
    fireEvent.change(screen.getByRole("textbox", { name: /Support phone/ }), { target: { value: "044 555 6677" } });
    fireEvent.change(screen.getByRole("textbox", { name: /Support e-mail/ }), { target: { value: "help@muster.ch" } });
    fireEvent.click(screen.getByRole("button", { name: "Save details" }));
    expect(await screen.findByText("The business details are saved.")).toBeTruthy();
    expect(app.calls.find((call) => call.key === `PUT ${base}`)?.body).toEqual({
      name: "Muster Holding AG",
      email: "office@muster.ch",
      phone: null,
      settings: { supportContact: { email: "help@muster.ch", phone: "044 555 6677" } },
    });
    expect(server.state.business.settings.supportContact).toEqual({ email: "help@muster.ch", phone: "044 555 6677" });
  });

  it("blanks a support contact that fails spec §5, or that the server does not accept, and says so", async () => {
    const { app } = await openProfile();
    fireEvent.change(screen.getByRole("textbox", { name: /Support phone/ }), { target: { value: "call us" } });
    fireEvent.change(screen.getByRole("textbox", { name: /Support e-mail/ }), { target: { value: "help@muster.ch" } });
    fireEvent.click(screen.getByRole("button", { name: "Save details" }));
    expect(await screen.findByText("The support contact was not valid and has been left blank.")).toBeTruthy();
    expect((app.calls.find((call) => call.key === `PUT ${base}`)?.body as { settings: unknown }).settings).toEqual({ supportContact: { email: "help@muster.ch", phone: null } });
    expect((screen.getByRole("textbox", { name: /Support phone/ }) as HTMLInputElement).value).toBe("");

    fireEvent.change(screen.getByRole("textbox", { name: /Support e-mail/ }), { target: { value: "help@muster.invalid" } });
    fireEvent.click(screen.getByRole("button", { name: "Save details" }));
    await waitFor(() => expect((screen.getByRole("textbox", { name: /Support e-mail/ }) as HTMLInputElement).value).toBe(""));
    expect(screen.getByText("The support contact was not valid and has been left blank.")).toBeTruthy();
  });

  it("schedules the deletion with the password, naming the date, and every business page offers to revoke it", async () => {
    const { app, server } = await openProfile();
    fireEvent.click(screen.getByRole("button", { name: "Delete business…" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Muster AG?" });
    const expected = new Date(Date.now() + 30 * 24 * 60 * 60_000);
    expect(within(dialog).getByText(new RegExp(`deleted on ${expected.getDate()} `))).toBeTruthy();
    const confirm = within(dialog).getByRole("button", { name: "Delete business" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: "wrong" } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText("The password is wrong.")).toBeTruthy();
    expect(server.state.business.deletion).toBeNull();

    fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: PASSWORD } });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(app.calls.filter((call) => call.key === `DELETE /api/v2/businesses/${BUSINESS_ID}`).map((call) => call.body)).toEqual([{ password: "wrong" }, { password: PASSWORD }]);
    expect(await screen.findByText(/^The business will be deleted on/, { selector: "p" })).toBeTruthy();

    const notice = await screen.findByText(/This business will be deleted on .*Until then you can revoke the deletion\./);
    fireEvent.click(screen.getByRole("button", { name: "Revoke deletion" }));
    expect(await screen.findByText("The deletion is revoked; the business stays.")).toBeTruthy();
    await waitFor(() => expect(notice.isConnected).toBe(false));
    expect(server.state.business.deletion).toBeNull();
    expect(screen.getByRole("button", { name: "Delete business…" })).toBeTruthy();
  });

  it("asks an admin without a password (single sign-on) for the business's name instead", async () => {
    const { app } = await openProfile({ hasSso: true });
    fireEvent.click(screen.getByRole("button", { name: "Delete business…" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Muster AG?" });
    const field = within(dialog).getByRole("textbox", { name: /Type the business's name \(Muster AG\)/ });
    fireEvent.change(field, { target: { value: "Muster GmbH" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete business" }));
    expect(await within(dialog).findByText("The business name does not match. Type it exactly as shown.")).toBeTruthy();
    fireEvent.change(field, { target: { value: "Muster AG" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete business" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(app.calls.filter((call) => call.key.startsWith("DELETE")).at(-1)?.body).toEqual({ businessName: "Muster AG" });
  });

  it("shows the pending deletion's notice on the other business pages too", async () => {
    const server = fakeProfileServer();
    server.state.business.deletion = { requestedAt: "2026-01-01T09:00:00.000Z", effectiveAt: "2026-01-31T09:00:00.000Z" };
    await renderApp("/business/profile/aes-for-business", server.handlers, { token: "t" });
    expect(await screen.findByText(/This business will be deleted on 31 Jan 2026/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Revoke deletion" })).toBeTruthy();
  });
});
