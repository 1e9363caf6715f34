import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BusinessMember, Seal, User } from "@paraph/contracts";
import { json, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";

const BUSINESS_ID = "b0a1c2d3-0000-4000-8000-000000000001";
const base = `/api/v1/businesses/${BUSINESS_ID}/seals`;
const person = (id: string, firstName: string, isAdmin = false): BusinessMember => ({
  id,
  email: `${firstName.toLowerCase()}@muster.ch`,
  firstName,
  lastName: "Muster",
  isAdmin,
  joinedAt: "2026-01-01T09:00:00.000Z",
});
const ADA = person("a0000000-0000-4000-8000-00000000000a", "Ada", true);
const BOB = person("b0000000-0000-4000-8000-00000000000b", "Bob");
const CARA = person("c0000000-0000-4000-8000-00000000000c", "Cara");

const admin = (): User => makeUser({ id: ADA.id, business: { id: BUSINESS_ID, name: "Muster AG", isAdmin: true, isMember: true, seals: [] } });

/** One seal kept the way the API keeps it: every change answers the whole seal. */
function fakeSealServer() {
  let seal: Seal = {
    accountName: "muster-invoices",
    displayName: "Invoices",
    amountApiKeys: 0,
    amountMembers: 1,
    members: [BOB],
    apiUsers: [{ username: `api_${"b2".repeat(12)}`, description: "Invoicing system" }],
    certificate: {
      subject: "CN=Muster AG Invoices",
      issuer: "CN=Paraph Demo Issuing CA",
      serialNumber: "0a1b2c",
      notBefore: "2026-01-01T00:00:00.000Z",
      notAfter: "2028-01-01T00:00:00.000Z",
      isDemo: true,
    },
    image: null,
    createdAt: "2026-01-01T00:00:00.000Z",
  };
  const images: string[] = [];
  const withMembers = (members: BusinessMember[]) => {
    seal = { ...seal, members, amountMembers: members.length };
    return json(200, seal);
  };
  const ids = (body: unknown) => (body as { members: string[] }).members;
  const handlers: Record<string, FakeHandler> = {
    "GET /api/v1/user": () => json(200, admin()),
    [`GET ${base}`]: () =>
      json(200, {
        seals: [
          { accountName: seal.accountName, displayName: seal.displayName, amountApiKeys: 0, amountMembers: seal.amountMembers },
          { accountName: "muster-contracts", displayName: "Contracts", amountApiKeys: 2, amountMembers: 5 },
        ],
      }),
    [`GET /api/v1/businesses/${BUSINESS_ID}/members`]: () => json(200, { members: [ADA, BOB, CARA] }),
    [`GET ${base}/muster-invoices`]: () => json(200, seal),
    [`PUT ${base}/muster-invoices`]: ({ body }) => {
      seal = { ...seal, displayName: (body as { displayName: string }).displayName };
      return json(200, seal);
    },
    [`POST ${base}/muster-invoices/members`]: ({ body }) => withMembers([...seal.members, ...[ADA, BOB, CARA].filter((entry) => ids(body).includes(entry.id))]),
    [`DELETE ${base}/muster-invoices/members`]: ({ body }) => withMembers(seal.members.filter((entry) => !ids(body).includes(entry.id))),
    [`POST ${base}/muster-invoices/image`]: () => {
      images.push("uploaded");
      seal = { ...seal, image: `http://paraph.test/api/v1/businesses/${BUSINESS_ID}/seals/muster-invoices/image?v=00112233aabbccdd` };
      return json(200, seal);
    },
    [`DELETE ${base}/muster-invoices/image`]: () => {
      seal = { ...seal, image: null };
      return json(200, seal);
    },
    [`GET ${base}/muster-invoices/image`]: () => new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { "Content-Type": "image/png" } }),
  };
  return { handlers, current: () => seal, images };
}

async function openSeal() {
  const server = fakeSealServer();
  const app = await renderApp("/business/seals/muster-invoices", server.handlers, { token: "t" });
  await screen.findByRole("heading", { name: "Invoices", level: 1 });
  return { server, app };
}

describe("/business/seals", () => {
  it("lists the seals with their display name, API keys and members, each leading to its page", async () => {
    const server = fakeSealServer();
    const app = await renderApp("/business/seals", server.handlers, { token: "t" });
    await screen.findByRole("heading", { name: "Seals", level: 1 });
    const link = await screen.findByRole("link", { name: "Contracts" });
    const row = link.closest("tr")!;
    expect(within(row).getByText("muster-contracts")).toBeTruthy();
    expect(within(row).getByText("2")).toBeTruthy();
    expect(within(row).getByText("5")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Invoices" }));
    await screen.findByRole("heading", { name: "Invoices", level: 1 });
    await app.expectLocation("/business/seals/muster-invoices");
  });
});

describe("/business/seals/{accountname}", () => {
  it("shows the certificate and renames the seal", async () => {
    const { app } = await openSeal();
    expect(screen.getByText("CN=Muster AG Invoices")).toBeTruthy();
    expect(screen.getByText("Demo certificate: its signatures have no legal weight.")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "API users allowed to use the seal" })).getByText("Invoicing system")).toBeTruthy();
    const field = screen.getByRole("textbox", { name: /Display name/ });
    fireEvent.change(field, { target: { value: "  " } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Please fill in this field.")).toBeTruthy();
    fireEvent.change(field, { target: { value: "Invoices and receipts" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("The seal is now called Invoices and receipts.")).toBeTruthy();
    expect(app.calls.find((call) => call.key === `PUT ${base}/muster-invoices`)?.body).toEqual({ displayName: "Invoices and receipts" });
    expect(await screen.findByRole("heading", { name: "Invoices and receipts", level: 1 })).toBeTruthy();
  });

  it("uploads the seal's image, shows it, and deletes it", async () => {
    const { app, server } = await openSeal();
    expect(screen.getByText("No image: the seal's visual signature shows text only.")).toBeTruthy();
    const input = screen.getByLabelText("Upload an image") as HTMLInputElement;
    const file = new File([new Uint8Array([137, 80, 78, 71])], "stamp.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText("The seal's image is saved.")).toBeTruthy();
    expect(server.images).toEqual(["uploaded"]);
    await waitFor(() => expect(screen.getByRole("img", { name: "Image of the seal Invoices" }).tagName).toBe("IMG"));
    // The image is fetched with the session (a plain <img src> could not send it), naming its version.
    const fetched = app.calls.find((call) => call.key === `GET ${base}/muster-invoices/image`);
    expect(fetched?.headers.get("authorization")).toBe("Bearer t");

    fireEvent.click(screen.getByRole("button", { name: "Delete the image" }));
    expect(await screen.findByText("The seal's image is deleted.")).toBeTruthy();
    expect(await screen.findByText("No image: the seal's visual signature shows text only.")).toBeTruthy();
    expect(server.current().image).toBeNull();
  });

  it("allows a member to use the seal and takes it from another", async () => {
    const { app } = await openSeal();
    const list = screen.getByRole("list", { name: "Members allowed to use the seal" });
    expect(within(list).getByText("Bob Muster")).toBeTruthy();
    // Only members who may not use it yet are offered.
    const select = (await screen.findByRole("combobox", { name: "Member" })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(["Ada Muster (ada@muster.ch)", "Cara Muster (cara@muster.ch)"]);
    fireEvent.change(select, { target: { value: CARA.id } });
    fireEvent.click(screen.getByRole("button", { name: "Allow" }));
    expect(await screen.findByText("Cara Muster may now use the seal.")).toBeTruthy();
    expect(app.calls.find((call) => call.key === `POST ${base}/muster-invoices/members`)?.body).toEqual({ members: [CARA.id] });
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Members allowed to use the seal" })).getByText("Cara Muster")).toBeTruthy());

    fireEvent.click(screen.getByRole("button", { name: "Remove Bob Muster" }));
    expect(await screen.findByText("Bob Muster may no longer use the seal.")).toBeTruthy();
    expect(app.calls.find((call) => call.key === `DELETE ${base}/muster-invoices/members`)?.body).toEqual({ members: [BOB.id] });
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Members allowed to use the seal" })).queryByText("Bob Muster")).toBeNull());
  });

  it("says so when the business has no seal of that name", async () => {
    const server = fakeSealServer();
    await renderApp("/business/seals/nobody-here", server.handlers, { token: "t" });
    expect(await screen.findByText("The business has no seal of that name.")).toBeTruthy();
  });
});
