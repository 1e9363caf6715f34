import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, renderApp } from "../../../test/render-app.tsx";
import { BUSINESS_ID, fakeSettingsServer } from "../test/fake-settings-server.ts";

const settingsUrl = `PUT /api/v1/businesses/${BUSINESS_ID}/settings`;

async function openSettings(server = fakeSettingsServer()) {
  const app = await renderApp("/business/settings", server.handlers, { token: "t" });
  await screen.findByRole("heading", { name: "Business settings", level: 1 });
  await screen.findByRole("group", { name: "Support contact" });
  return { server, app };
}

describe("/business/settings", () => {
  it("saves the support contact, blanking an invalid phone as spec §5 says", async () => {
    const { server, app } = await openSettings();
    const group = screen.getByRole("group", { name: "Support contact" });
    fireEvent.change(within(group).getByRole("textbox", { name: /Support e-mail address/ }), { target: { value: " help@muster.ch " } });
    fireEvent.change(within(group).getByRole("textbox", { name: /Support phone number/ }), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Save: Support contact" }));
    expect(await screen.findByText("The phone number was not valid and has been cleared.")).toBeTruthy();
    expect(app.calls.find((call) => call.key === settingsUrl)?.body).toEqual({ settings: { supportContact: { email: "help@muster.ch", phone: "" } } });
    expect(server.state.settings.supportContact).toEqual({ email: "help@muster.ch", phone: null });
  });

  it("switches Part 11 mode on, explains it in its dialog, and saves the features", async () => {
    const { server } = await openSettings();
    fireEvent.click(screen.getByRole("button", { name: "What does Part 11 mode change?" }));
    const info = await screen.findByRole("dialog", { name: "Part 11 mode" });
    expect(within(info).getByText(/approval, review, responsibility or authorship/)).toBeTruthy();
    fireEvent.click(within(info).getByRole("button", { name: "Understood" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const part11 = screen.getByRole("switch", { name: "Part 11 mode for all members" });
    const save = screen.getByRole("button", { name: "Save: Part 11 mode" });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(part11);
    fireEvent.click(save);
    expect(await screen.findByText("Saved: Part 11 mode.")).toBeTruthy();
    expect(server.state.settings.signatureRequests.part11.enabled).toBe(true);

    fireEvent.click(screen.getByRole("switch", { name: /mobile app/ }));
    fireEvent.click(screen.getByRole("switch", { name: "Take part in the referral programme" }));
    fireEvent.click(screen.getByRole("button", { name: "Save: Features" }));
    expect(await screen.findByText("Saved: Features.")).toBeTruthy();
    expect(server.state.settings).toMatchObject({ mabSettings: { directSign: { enabled: true } }, affiliate: { enabled: true }, userPilot: { enabled: false } });
  });

  it("keeps signer group limits within Paraph's ceiling and sets mail attachments", async () => {
    const { server, app } = await openSettings();
    const limits = screen.getByRole("spinbutton", { name: /Signer groups at most/ });
    fireEvent.change(limits, { target: { value: "500" } });
    fireEvent.click(screen.getByRole("button", { name: "Save: Signer group limits" }));
    expect(await screen.findByText("Enter a whole number from 0 to 200.")).toBeTruthy();
    expect(app.calls.some((call) => call.key === settingsUrl)).toBe(false);
    fireEvent.change(limits, { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save: Signer group limits" }));
    expect(await screen.findByText("Saved: Signer group limits.")).toBeTruthy();
    expect(server.state.settings.signerGroups).toEqual({ maxGroups: 5, maxParticipants: 50 });

    const protocol = screen.getByRole("group", { name: "Signature protocol" });
    fireEvent.click(within(protocol).getByRole("switch", { name: "Attach to the completion e-mail" }));
    fireEvent.click(within(protocol).getByRole("checkbox", { name: "The sender may change this for each request" }));
    fireEvent.click(screen.getByRole("button", { name: "Save: E-mail attachments" }));
    expect(await screen.findByText("Saved: E-mail attachments.")).toBeTruthy();
    expect(server.state.settings.mailService.attachments.signatureProtocol).toEqual({ enabled: false, customisable: true });
  });

  it("saves the origins that may frame the signing view, one a line, refusing a path before asking the server", async () => {
    const { server, app } = await openSettings();
    const field = screen.getByRole("textbox", { name: "Allowed origins, one a line" });
    const save = screen.getByRole("button", { name: "Save: Embedded signing" });
    fireEvent.change(field, { target: { value: "https://shop.example/checkout" } });
    fireEvent.click(save);
    expect(await screen.findByText("Each line must be an origin such as https://shop.example, without a path.")).toBeTruthy();
    expect(app.calls.some((call) => call.key === settingsUrl)).toBe(false);
    fireEvent.change(field, { target: { value: "https://Shop.example\n\n  https://portal.example:8443 " } });
    fireEvent.click(save);
    expect(await screen.findByText("Saved: Embedded signing.")).toBeTruthy();
    expect(app.calls.find((call) => call.key === settingsUrl)?.body).toEqual({ settings: { embedOrigins: ["https://shop.example", "https://portal.example:8443"] } });
    expect(server.state.settings.embedOrigins).toEqual(["https://shop.example", "https://portal.example:8443"]);
    expect((field as HTMLTextAreaElement).value).toBe("https://shop.example\nhttps://portal.example:8443");
  });

  it("shows the server's refusal of a save", async () => {
    const server = fakeSettingsServer();
    await openSettings({ ...server, handlers: { ...server.handlers, [settingsUrl]: () => apiError(403, "business_admin_required") } });
    fireEvent.click(screen.getByRole("switch", { name: "Show in-app guidance to members" }));
    fireEvent.click(screen.getByRole("button", { name: "Save: Features" }));
    expect(await screen.findByText("Only an admin of the business can do this.")).toBeTruthy();
  });

  it("shows the logo and links to the profile to change it", async () => {
    const server = fakeSettingsServer();
    server.state.settings.companyBranding.logo = { url: "http://paraph.test/api/v1/businesses/x/logo?v=1", width: 200, height: 80 };
    await openSettings(server);
    expect(screen.getByRole("img", { name: "Logo of Muster AG" }).getAttribute("src")).toContain("/logo");
    expect(screen.getByRole("link", { name: /business profile/ }).getAttribute("href")).toBe("/business/profile");
  });
});
