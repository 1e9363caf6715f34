import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SignerGroup, SignerGroupLimits } from "@paraph/contracts";
import { apiError, json, noContent, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";

const BUSINESS = { id: "b0a1c2d3-0000-4000-8000-000000000001", name: "Muster AG", isAdmin: true, isMember: true, seals: [] };
const FINANCE_ID = "0a0a0a0a-0000-4000-8000-000000000001";

function group(id: string, name: string, members: SignerGroup["members"] & object): SignerGroup {
  return { id, businessId: BUSINESS.id, name, participantCount: members.length, version: 1, createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z", members };
}

/** A server keeping the business's groups the way the API does, names unique in any case. */
function fakeServer(limits: SignerGroupLimits = { maxGroups: 20, maxParticipants: 50 }) {
  let groups: SignerGroup[] = [group(FINANCE_ID, "Finance", [{ email: "cfo@muster.ch", firstName: "Carla", lastName: null }])];
  let counter = 1;
  const summary = ({ members: _members, ...rest }: SignerGroup) => rest;
  const handlers: Record<string, FakeHandler> = {
    "GET /api/v1/user": () => json(200, makeUser({ business: BUSINESS })),
    "GET /api/v3/groups": () => json(200, { groups: groups.map(summary), limits }),
    "POST /api/v3/groups": ({ body }) => {
      const input = body as { name: string; members: { email: string; firstName?: string; lastName?: string }[] };
      if (groups.some((existing) => existing.name.toLowerCase() === input.name.toLowerCase())) return apiError(409, "signer_group_name_taken");
      counter += 1;
      const created = group(`0a0a0a0a-0000-4000-8000-00000000000${counter}`, input.name, input.members.map((member) => ({ email: member.email.toLowerCase(), firstName: member.firstName ?? null, lastName: member.lastName ?? null })));
      groups = [...groups, created];
      return json(201, created);
    },
    [`GET /api/v3/groups/${FINANCE_ID}`]: () => json(200, groups.find((candidate) => candidate.id === FINANCE_ID)),
    [`PUT /api/v3/groups/${FINANCE_ID}`]: ({ body }) => {
      const input = body as { name: string; members: { email: string; firstName?: string; lastName?: string }[] };
      const updated = { ...group(FINANCE_ID, input.name, input.members.map((member) => ({ email: member.email, firstName: member.firstName ?? null, lastName: member.lastName ?? null }))), version: 2 };
      groups = groups.map((candidate) => (candidate.id === FINANCE_ID ? updated : candidate));
      return json(200, updated);
    },
    [`DELETE /api/v1/groups/${FINANCE_ID}`]: () => {
      groups = groups.filter((candidate) => candidate.id !== FINANCE_ID);
      return noContent();
    },
  };
  return { handlers, groups: () => groups };
}

const PAGE = "/business/members/signer-groups";

describe("the signer groups page", () => {
  it("lists the business's groups with its limits", async () => {
    const server = fakeServer();
    await renderApp(PAGE, server.handlers, { token: "t" });
    expect(await screen.findByRole("heading", { name: "Signer groups", level: 1 })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Signer groups" });
    expect(within(list).getByText("Finance")).toBeTruthy();
    expect(within(list).getByText("People: 1")).toBeTruthy();
    expect(screen.getByText("1 of 20 groups; at most 50 people per group.")).toBeTruthy();
  });

  it("creates a group in the full-screen overlay, checking addresses first and showing the server's refusal", async () => {
    const server = fakeServer();
    const app = await renderApp(PAGE, server.handlers, { token: "t" });
    // The button waits for the list: until then the limits are not known.
    await screen.findByRole("list", { name: "Signer groups" });
    fireEvent.click(screen.getByRole("button", { name: "Create signer group" }));
    const overlay = await screen.findByRole("dialog", { name: "Create signer group" });
    fireEvent.change(within(overlay).getByLabelText("Group name"), { target: { value: "Board" } });
    fireEvent.change(within(overlay).getByLabelText("E-mail address"), { target: { value: "chair@muster.ch" } });
    fireEvent.click(within(overlay).getByRole("button", { name: "Add person" }));
    const second = within(overlay).getByRole("group", { name: "Person 2" });
    fireEvent.change(within(second).getByLabelText("E-mail address"), { target: { value: "CHAIR@muster.ch" } });
    fireEvent.click(within(overlay).getByRole("button", { name: "Save group" }));
    expect(await within(overlay).findByText("This address is in the group already.")).toBeTruthy();
    expect(app.calls.some((call) => call.key === "POST /api/v3/groups")).toBe(false);

    fireEvent.change(within(second).getByLabelText("E-mail address"), { target: { value: "auditor@external.example" } });
    fireEvent.change(within(second).getByLabelText(/Last name/), { target: { value: "Revisor" } });
    fireEvent.change(within(overlay).getByLabelText("Group name"), { target: { value: "finance" } });
    fireEvent.click(within(overlay).getByRole("button", { name: "Save group" }));
    expect(await within(overlay).findByText("The business has a signer group of this name already.")).toBeTruthy();

    fireEvent.change(within(overlay).getByLabelText("Group name"), { target: { value: "Board" } });
    fireEvent.click(within(overlay).getByRole("button", { name: "Save group" }));
    expect(await screen.findByText("The signer group Board was saved.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Create signer group" })).toBeNull());
    expect(app.calls.filter((call) => call.key === "POST /api/v3/groups").at(-1)?.body).toEqual({
      name: "Board",
      members: [{ email: "chair@muster.ch" }, { email: "auditor@external.example", lastName: "Revisor" }],
    });
    expect(await screen.findByText("Board")).toBeTruthy();
  });

  it("edits a group with its people filled in", async () => {
    const server = fakeServer();
    await renderApp(PAGE, server.handlers, { token: "t" });
    fireEvent.click(await screen.findByRole("button", { name: "Edit Finance" }));
    const overlay = await screen.findByRole("dialog", { name: "Edit signer group" });
    expect((await within(overlay).findByLabelText<HTMLInputElement>("E-mail address")).value).toBe("cfo@muster.ch");
    expect(within(overlay).getByLabelText<HTMLInputElement>(/First name/).value).toBe("Carla");
    fireEvent.change(within(overlay).getByLabelText("Group name"), { target: { value: "Finance team" } });
    fireEvent.click(within(overlay).getByRole("button", { name: "Save group" }));
    expect(await screen.findByText("The signer group Finance team was saved.")).toBeTruthy();
    expect(server.groups()[0]).toMatchObject({ name: "Finance team", members: [{ email: "cfo@muster.ch", firstName: "Carla", lastName: null }] });
  });

  it("deletes a group after the delete signer group dialog confirms it", async () => {
    const server = fakeServer();
    await renderApp(PAGE, server.handlers, { token: "t" });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Finance" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete signer group" });
    expect(within(dialog).getByText("Delete the signer group Finance? Requests that took signers from it keep them.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete group" }));
    expect(await screen.findByText("The signer group Finance was deleted.")).toBeTruthy();
    expect(await screen.findByText("Your business has no signer groups yet.")).toBeTruthy();
    expect(server.groups()).toEqual([]);
  });

  it("offers no new group once the business has as many as it may keep", async () => {
    const server = fakeServer({ maxGroups: 1, maxParticipants: 5 });
    await renderApp(PAGE, server.handlers, { token: "t" });
    expect(await screen.findByText("The business has as many signer groups as it may keep. Delete one to create another.")).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Create signer group" }).disabled).toBe(true);
  });
});
