import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ApiUser, User } from "@paraph/contracts";
import { json, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";

const BUSINESS_ID = "b0a1c2d3-0000-4000-8000-000000000001";
const base = `/api/v1/businesses/${BUSINESS_ID}/apis`;
const USERNAME = `api_${"a1".repeat(12)}`;
const KEY = "k".repeat(43);

const admin = (): User => makeUser({ business: { id: BUSINESS_ID, name: "Muster AG", isAdmin: true, isMember: true, seals: [] } });

/** The business's API users kept the way the API keeps them; a new or reset key comes once. */
function fakeApiUserServer(apiUserLimit: number | null = null) {
  let apiUsers: ApiUser[] = [];
  const quota = (used: number, limit: number | null) => ({ used, limit });
  const handlers: Record<string, FakeHandler> = {
    "GET /api/v1/user": () => json(200, admin()),
    [`GET /api/v1/businesses/${BUSINESS_ID}/seals`]: () => json(200, { seals: [{ accountName: "muster-invoices", displayName: "Invoices", amountApiKeys: 0, amountMembers: 0 }] }),
    [`GET ${base}`]: () => json(200, { apis: apiUsers }),
    [`GET /api/v2/businesses/${BUSINESS_ID}/subscriptions/usage`]: () =>
      json(200, {
        plan: "team",
        periodStart: "2026-11-01T00:00:00.000Z",
        periodEnd: "2026-12-01T00:00:00.000Z",
        signatures: { ses: quota(0, null), aes: quota(0, 100), qes: quota(0, 10) },
        seats: { ...quota(1, 5), members: 1, invitations: 0 },
        signerGroups: quota(0, 10),
        apiUsers: quota(apiUsers.length, apiUserLimit),
        seals: quota(0, 1),
      }),
    [`POST ${base}`]: ({ body }) => {
      const input = body as { description: string; sealAccountName?: string };
      const created: ApiUser = { username: USERNAME, description: input.description, createdAt: "2026-11-01T09:00:00.000Z", lastUsedAt: null, sealAccountName: input.sealAccountName ?? null };
      apiUsers = [created];
      return json(201, { ...created, apiKey: KEY });
    },
    [`PUT ${base}/${USERNAME}`]: ({ body }) => {
      const input = body as { description: string; sealAccountName: string | null };
      apiUsers = apiUsers.map((apiUser) => ({ ...apiUser, description: input.description, sealAccountName: input.sealAccountName }));
      return json(200, apiUsers[0]);
    },
    [`PUT ${base}/${USERNAME}/reset`]: () => json(200, { ...apiUsers[0], apiKey: "n".repeat(43) }),
    [`DELETE ${base}/${USERNAME}`]: () => {
      apiUsers = [];
      return new Response(null, { status: 204 });
    },
  };
  return { handlers };
}

describe("/business/developers/api", () => {
  it("offers the business's seals in the create dialog when they arrive after it opened", async () => {
    const server = fakeApiUserServer();
    const seals = server.handlers[`GET /api/v1/businesses/${BUSINESS_ID}/seals`]!;
    let answerSeals: () => void = () => undefined;
    const sealsAnswered = new Promise<void>((resolve) => (answerSeals = resolve));
    server.handlers[`GET /api/v1/businesses/${BUSINESS_ID}/seals`] = async (request) => {
      await sealsAnswered;
      return seals(request);
    };
    await renderApp("/business/developers/api", server.handlers, { token: "t" });
    fireEvent.click(await screen.findByRole("button", { name: "Create API user" }));
    const create = await screen.findByRole("dialog", { name: "Create API user" });
    expect(within(create).queryByRole("option", { name: "muster-invoices" })).toBeNull();
    answerSeals();
    expect(await within(create).findByRole("option", { name: "muster-invoices" })).toBeTruthy();
  });

  it("creates an API user with a seal, shows its key once, edits, renews the key and deletes it", async () => {
    const server = fakeApiUserServer();
    const app = await renderApp("/business/developers/api", server.handlers, { token: "t" });
    expect(await screen.findByText("The business has no API user yet.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Create API user" }));
    const create = await screen.findByRole("dialog", { name: "Create API user" });
    fireEvent.click(within(create).getByRole("button", { name: "Create" }));
    expect(await within(create).findByText("Please fill in this field.")).toBeTruthy();
    fireEvent.change(within(create).getByRole("textbox", { name: /Description/ }), { target: { value: "Invoicing system" } });
    await waitFor(() => expect(within(create).getByRole("option", { name: "muster-invoices" })).toBeTruthy());
    fireEvent.change(within(create).getByRole("combobox", { name: /Seal/ }), { target: { value: "muster-invoices" } });
    fireEvent.click(within(create).getByRole("button", { name: "Create" }));

    const shown = await screen.findByRole("dialog", { name: "The API user's key" });
    expect((within(shown).getByRole("textbox", { name: /^Key/ }) as HTMLInputElement).value).toBe(KEY);
    expect(within(shown).getByText(/Paraph shows it only this once/)).toBeTruthy();
    expect(app.calls.find((call) => call.key === `POST ${base}`)?.body).toEqual({ description: "Invoicing system", sealAccountName: "muster-invoices" });
    fireEvent.click(within(shown).getByRole("button", { name: "I have stored the key" }));
    const row = (await screen.findByRole("cell", { name: "Invoicing system" })).closest("tr")!;
    expect(within(row).getByText(USERNAME)).toBeTruthy();
    expect(within(row).getByText("Never")).toBeTruthy();
    expect(screen.queryByText(KEY)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Edit Invoicing system" }));
    const edit = await screen.findByRole("dialog", { name: "Edit API user" });
    fireEvent.change(within(edit).getByRole("textbox", { name: /Description/ }), { target: { value: "Billing" } });
    fireEvent.change(within(edit).getByRole("combobox", { name: /Seal/ }), { target: { value: "" } });
    fireEvent.click(within(edit).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("cell", { name: "Billing" })).toBeTruthy();
    expect(app.calls.find((call) => call.key === `PUT ${base}/${USERNAME}`)?.body).toEqual({ description: "Billing", sealAccountName: null });

    fireEvent.click(screen.getByRole("button", { name: "New key for Billing" }));
    const reset = await screen.findByRole("dialog", { name: "Make a new key?" });
    fireEvent.click(within(reset).getByRole("button", { name: "Make a new key" }));
    const renewed = await screen.findByRole("dialog", { name: "The API user's key" });
    expect((within(renewed).getByRole("textbox", { name: /^Key/ }) as HTMLInputElement).value).toBe("n".repeat(43));
    fireEvent.click(within(renewed).getByRole("button", { name: "I have stored the key" }));

    fireEvent.click(await screen.findByRole("button", { name: "Delete Billing" }));
    const remove = await screen.findByRole("dialog", { name: "Delete the API user?" });
    fireEvent.click(within(remove).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("The business has no API user yet.")).toBeTruthy();
  });

  it("stops creating API users at the number the business's plan allows, not a fixed figure", async () => {
    const server = fakeApiUserServer(1);
    await renderApp("/business/developers/api", server.handlers, { token: "t" });
    expect(await screen.findByText("The business has no API user yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create API user" }));
    const create = await screen.findByRole("dialog", { name: "Create API user" });
    fireEvent.change(within(create).getByRole("textbox", { name: /Description/ }), { target: { value: "Invoicing system" } });
    fireEvent.click(within(create).getByRole("button", { name: "Create" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "The API user's key" })).getByRole("button", { name: "I have stored the key" }));
    expect(await screen.findByText(/The business has 1 API users?, the most it may have/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Create API user" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
