import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SignatureRequestView, SignerGroup } from "@paraph/contracts";
import { installFakeIntersectionObserver } from "../../../test/fake-intersection-observer.ts";
import { apiError, json, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";
import { makeRequest, makeSigner } from "../test/request-factory.ts";
import { signersFromGroup } from "./signers-from-group.ts";

installFakeIntersectionObserver();

const BUSINESS = { id: "b0a1c2d3-0000-4000-8000-000000000001", name: "Muster AG", isAdmin: false, isMember: true, seals: [] };
const GROUP_ID = "0a0a0a0a-0000-4000-8000-000000000001";
const GROUP: SignerGroup = {
  id: GROUP_ID,
  businessId: BUSINESS.id,
  name: "Finance",
  participantCount: 3,
  version: 1,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  members: [
    { email: "cfo@muster.ch", firstName: "Carla", lastName: "Finanz" },
    { email: "bea@example.com", firstName: null, lastName: null },
    { email: "auditor@external.example", firstName: null, lastName: "Revisor" },
  ],
};
const DRAFT_ACTIONS: SignatureRequestView["allowedActions"] = ["update", "initiate", "delete", "add_signer", "remove_signer", "add_observer", "remove_observer"];
const draft = makeRequest({ status: "draft", initiatedAt: null, allowedActions: DRAFT_ACTIONS, signers: [makeSigner({ id: "bea", status: "pending" })] });

function setup(failOn?: string) {
  let view = draft;
  const base = `/api/v3/signature-requests/${draft.id}`;
  const handlers: Record<string, FakeHandler> = {
    "GET /api/v1/user": () => json(200, makeUser({ business: BUSINESS })),
    [`GET ${base}`]: () => json(200, view),
    [`GET ${base}/status`]: () => json(200, { status: view.status, signers: [], updatedAt: view.updatedAt }),
    [`GET ${base}/events`]: () => json(200, { events: [] }),
    "GET /api/v3/groups": () => json(200, { groups: [{ ...GROUP, members: undefined }], limits: { maxGroups: 20, maxParticipants: 50 } }),
    [`GET /api/v3/groups/${GROUP_ID}`]: () => json(200, GROUP),
    [`POST ${base}/signatures`]: ({ body }) => {
      const input = body as { account_email: string; first_name?: string; last_name?: string };
      if (input.account_email === failOn) return apiError(409, "signer_already_added");
      const signer = makeSigner({ id: `s${view.signers.length}`, email: input.account_email, firstName: input.first_name ?? null, lastName: input.last_name ?? null, position: view.signers.length + 1, status: "pending" });
      view = { ...view, signers: [...view.signers, signer] };
      return json(200, view);
    },
  };
  return { handlers, current: () => view };
}

describe("the add signer group dialog", () => {
  it("adds every person of the chosen group as a signer in the group's order, skipping those already signing", async () => {
    const { handlers, current } = setup();
    const app = await renderApp(`/view/${draft.id}`, handlers, { token: "t" });
    fireEvent.click(await screen.findByRole("button", { name: "Add signer group" }));
    const dialog = await screen.findByRole("dialog", { name: "Add signer group" });
    fireEvent.click(await within(dialog).findByRole("radio", { name: "Finance (3 people)" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add signers" }));
    expect(await screen.findByText("Signers added from Finance: 2.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add signer group" })).toBeNull());
    const added = app.calls.filter((call) => call.key === `POST /api/v3/signature-requests/${draft.id}/signatures`).map((call) => call.body);
    expect(added).toEqual([
      { account_email: "cfo@muster.ch", first_name: "Carla", last_name: "Finanz", document_signatures: [] },
      { account_email: "auditor@external.example", last_name: "Revisor", document_signatures: [] },
    ]);
    expect(current().signers.map((signer) => signer.email)).toEqual(["bea@example.com", "cfo@muster.ch", "auditor@external.example"]);
  });

  it("keeps the dialog open with the reason when a signer cannot be added; those before stay", async () => {
    const { handlers, current } = setup("auditor@external.example");
    await renderApp(`/view/${draft.id}`, handlers, { token: "t" });
    fireEvent.click(await screen.findByRole("button", { name: "Add signer group" }));
    const dialog = await screen.findByRole("dialog", { name: "Add signer group" });
    fireEvent.click(await within(dialog).findByRole("radio", { name: "Finance (3 people)" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add signers" }));
    expect(await within(dialog).findByRole("alert")).toBeTruthy();
    expect(current().signers.map((signer) => signer.email)).toEqual(["bea@example.com", "cfo@muster.ch"]);
  });

  it("is not offered to someone in no business", async () => {
    const { handlers } = setup();
    handlers["GET /api/v1/user"] = () => json(200, makeUser());
    await renderApp(`/view/${draft.id}`, handlers, { token: "t" });
    await screen.findByRole("button", { name: "Add signer" });
    expect(screen.queryByRole("button", { name: "Add signer group" })).toBeNull();
  });
});

describe("signersFromGroup", () => {
  it("compares addresses in any case and ignores removed signers", () => {
    const request = makeRequest({ signers: [makeSigner({ email: "Bea@Example.com" }), makeSigner({ id: "gone", email: "cfo@muster.ch", status: "removed" })] });
    expect(signersFromGroup(request, GROUP.members ?? []).map((signer) => signer.account_email)).toEqual(["cfo@muster.ch", "auditor@external.example"]);
  });
});
