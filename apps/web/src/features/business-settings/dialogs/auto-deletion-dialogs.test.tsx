import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, renderApp } from "../../../test/render-app.tsx";
import { BUSINESS_ID, fakeSettingsServer, initialSettings } from "../test/fake-settings-server.ts";

async function openSettings(server = fakeSettingsServer()) {
  const app = await renderApp("/business/settings", server.handlers, { token: "t" });
  await screen.findByRole("group", { name: "Automatic deletion" });
  return { server, app };
}

describe("the activate and deactivate auto-deletion dialogs", () => {
  it("turns automatic deletion on only after the dialog states what goes and when", async () => {
    const { server } = await openSettings();
    const section = screen.getByRole("group", { name: "Automatic deletion" });
    expect(within(section).getByText("Off: ended requests are kept until their owner deletes them.")).toBeTruthy();
    fireEvent.click(within(section).getByRole("checkbox", { name: "Completed" }));
    fireEvent.click(within(section).getByRole("checkbox", { name: "Expired" }));
    fireEvent.change(within(section).getByRole("spinbutton", { name: /Days after the end/ }), { target: { value: "30" } });
    fireEvent.click(within(section).getByRole("button", { name: "Turn on automatic deletion…" }));

    const dialog = await screen.findByRole("dialog", { name: "Turn on automatic deletion" });
    expect(within(dialog).getByText(/ended in one of these states more than 30 days ago/)).toBeTruthy();
    const states = within(dialog).getByRole("list", { name: "Ended states that are deleted" });
    expect(within(states).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Declined", "Withdrawn"]);
    expect(within(dialog).getByText(/its documents and all their signed versions, its attachments/)).toBeTruthy();
    expect(within(dialog).getByText(/within the next hour/)).toBeTruthy();
    // Cancelling changes nothing.
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.state.settings.signatureRequests.retention.enabled).toBe(false);

    fireEvent.click(within(section).getByRole("button", { name: "Turn on automatic deletion…" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Turn on and delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.state.settings.signatureRequests.retention).toEqual({ enabled: true, terminalState: ["declined", "withdrawn"], days: 30 });
    expect(await within(section).findByText("On: requests that ended as Declined, Withdrawn are deleted 30 days after they ended.")).toBeTruthy();
  });

  it("refuses to open without an ended state or with days out of range", async () => {
    await openSettings();
    const section = screen.getByRole("group", { name: "Automatic deletion" });
    fireEvent.change(within(section).getByRole("spinbutton", { name: /Days after the end/ }), { target: { value: "0" } });
    fireEvent.click(within(section).getByRole("button", { name: "Turn on automatic deletion…" }));
    expect(await within(section).findByText("Enter a whole number of days from 1 to 3650.")).toBeTruthy();
    for (const state of ["Completed", "Declined", "Withdrawn", "Expired"]) fireEvent.click(within(section).getByRole("checkbox", { name: state }));
    fireEvent.click(within(section).getByRole("button", { name: "Turn on automatic deletion…" }));
    expect(await within(section).findByText("Choose at least one ended state.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("turns it off through its dialog, shows a failure in the dialog, and lists what was deleted", async () => {
    const settings = initialSettings();
    settings.signatureRequests.retention = { enabled: true, terminalState: ["completed"], days: 10 };
    const server = fakeSettingsServer({
      settings,
      deletions: [{ requestId: "r1", title: "Old lease", status: "completed", ownerId: "u1", documentCount: 1, closedAt: "2026-01-01T09:00:00.000Z", deletedAt: "2026-02-01T09:00:00.000Z" }],
    });
    let refuse = true;
    const put = server.handlers[`PUT /api/v1/businesses/${BUSINESS_ID}/settings`];
    await openSettings({ ...server, handlers: { ...server.handlers, [`PUT /api/v1/businesses/${BUSINESS_ID}/settings`]: (request) => (refuse ? apiError(403, "business_admin_required") : put!(request)) } });
    const section = screen.getByRole("group", { name: "Automatic deletion" });
    expect(await within(section).findByText(/Requests deleted automatically so far: 1/)).toBeTruthy();
    expect(within(section).getByText(/“Old lease” \(Completed\), deleted on/)).toBeTruthy();

    fireEvent.click(within(section).getByRole("button", { name: "Turn off automatic deletion…" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn off automatic deletion" });
    expect(within(dialog).getByText("Requests that were already deleted cannot be restored.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(await within(dialog).findByText("Only an admin of the business can do this.")).toBeTruthy();
    expect(server.state.settings.signatureRequests.retention.enabled).toBe(true);

    refuse = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Turn off" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.state.settings.signatureRequests.retention.enabled).toBe(false);
    expect(await within(section).findByRole("button", { name: "Turn on automatic deletion…" })).toBeTruthy();
  });
});
