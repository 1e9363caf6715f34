import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render-app.tsx";
import { BOB, BUSINESS_ID, CARA, fakeBusinessServer } from "../test/fake-business-server.ts";

const base = `/api/v1/businesses/${BUSINESS_ID}`;

async function openMembers() {
  const server = fakeBusinessServer();
  const app = await renderApp("/business/members", server.handlers, { token: "t" });
  await screen.findByRole("heading", { name: "Members", level: 1 });
  await screen.findByText("bob@muster.ch");
  return { server, app };
}

const rowOf = (email: string) => screen.getByText(email).closest("tr")!;

describe("/business/members", () => {
  it("lists the members with their roles and the pending invitations", async () => {
    await openMembers();
    expect(within(rowOf("ada@muster.ch")).getByText("Administrator")).toBeTruthy();
    expect(within(rowOf("ada@muster.ch")).getByText("(you)")).toBeTruthy();
    expect(within(rowOf("bob@muster.ch")).getByText("Member")).toBeTruthy();
    const invitations = await screen.findByRole("list", { name: "Pending invitations" });
    expect(within(invitations).getByText("dora@muster.ch")).toBeTruthy();
    // The only admin cannot be made a member: the page says why and does not offer it.
    expect((within(rowOf("ada@muster.ch")).getByRole("button", { name: "Make member" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText(/The only administrator cannot become a member/).length).toBeGreaterThan(0);
  });

  it("promotes a member to admin and demotes them again", async () => {
    const { app, server } = await openMembers();
    fireEvent.click(within(rowOf("bob@muster.ch")).getByRole("button", { name: "Make administrator" }));
    expect(await screen.findByText("Bob Muster is now an administrator.")).toBeTruthy();
    await waitFor(() => expect(within(rowOf("bob@muster.ch")).getByText("Administrator")).toBeTruthy());
    expect(app.calls.find((call) => call.key === `POST ${base}/change-to-admins`)?.body).toEqual({ user_ids: [BOB] });
    // With two admins, Ada could step down; Bob steps down instead.
    await waitFor(() => expect((within(rowOf("ada@muster.ch")).getByRole("button", { name: "Make member" }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(rowOf("bob@muster.ch")).getByRole("button", { name: "Make member" }));
    expect(await screen.findByText("Bob Muster is now a member.")).toBeTruthy();
    expect(server.state.members.find((entry) => entry.id === BOB)?.isAdmin).toBe(false);
  });

  it("removes the selected members through the remove members dialog", async () => {
    const { app, server } = await openMembers();
    const remove = screen.getByRole("button", { name: "Remove selected (0)" }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Bob Muster" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Cara Muster" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove selected (2)" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Bob Muster (bob@muster.ch)")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("People removed from the business: 2.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(app.calls.find((call) => call.key === `POST ${base}/remove-members`)?.body).toEqual({ user_ids: [BOB, CARA] });
    await waitFor(() => expect(screen.queryByText("bob@muster.ch")).toBeNull());
    expect(server.state.members.map((entry) => entry.email)).toEqual(["ada@muster.ch"]);
    expect(screen.getByRole("button", { name: "Remove selected (0)" })).toBeTruthy();
  });

  it("keeps the last admin: the remove dialog shows the server's refusal and stays open", async () => {
    await openMembers();
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Ada Muster" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove selected (1)" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await within(dialog).findByText("A business needs an admin. Make someone else an admin first.")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("invites several addresses at once; one outside the allowed domains refuses the call and is named", async () => {
    const { app, server } = await openMembers();
    fireEvent.click(screen.getByRole("button", { name: "Invite members" }));
    const dialog = await screen.findByRole("dialog");
    const field = within(dialog).getByRole("textbox", { name: /E-mail addresses/ });

    // Spec §5 first: what is not an address is named before anything is sent.
    fireEvent.change(field, { target: { value: "eve@muster.ch, not-an-address" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitations" }));
    expect(await within(dialog).findByText("Not valid e-mail addresses: not-an-address")).toBeTruthy();
    expect(app.calls.some((call) => call.key === `POST ${base}/members`)).toBe(false);

    fireEvent.change(field, { target: { value: "eve@muster.ch, Finn@Muster.ch\nmallory@elsewhere.com" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitations" }));
    expect(await within(dialog).findByText("Not in the allowed domains (muster.ch): mallory@elsewhere.com. Nobody was invited.")).toBeTruthy();
    expect(app.calls.find((call) => call.key === `POST ${base}/members`)?.body).toEqual({ users: ["eve@muster.ch", "finn@muster.ch", "mallory@elsewhere.com"] });
    expect(server.state.invitations.map((entry) => entry.email)).toEqual(["dora@muster.ch"]);

    fireEvent.change(field, { target: { value: "eve@muster.ch finn@muster.ch bob@muster.ch" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send invitations" }));
    expect(await screen.findByText("Invitations sent: 2. Already members: bob@muster.ch")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const invitations = await screen.findByRole("list", { name: "Pending invitations" });
    await waitFor(() => expect(within(invitations).getByText("finn@muster.ch")).toBeTruthy());
  });

  it("resends and revokes a pending invitation", async () => {
    const { app } = await openMembers();
    const invitations = await screen.findByRole("list", { name: "Pending invitations" });
    fireEvent.click(within(invitations).getByRole("button", { name: "Resend" }));
    expect(await screen.findByText("The invitation to dora@muster.ch was sent again.")).toBeTruthy();
    expect(app.calls.find((call) => call.key === `POST ${base}/members`)?.body).toEqual({ users: ["dora@muster.ch"] });
    fireEvent.click(within(await screen.findByRole("list", { name: "Pending invitations" })).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("The invitation to dora@muster.ch was revoked.")).toBeTruthy();
    expect(await screen.findByText("No invitation is waiting for an answer.")).toBeTruthy();
  });

  it("takes an admin who makes themself a member off the admin pages", async () => {
    const { app } = await openMembers();
    fireEvent.click(within(rowOf("bob@muster.ch")).getByRole("button", { name: "Make administrator" }));
    await waitFor(() => expect((within(rowOf("ada@muster.ch")).getByRole("button", { name: "Make member" }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(rowOf("ada@muster.ch")).getByRole("button", { name: "Make member" }));
    expect(await screen.findByText("Only administrators of your business can open this page.")).toBeTruthy();
    await app.expectLocation("/");
  });
});
