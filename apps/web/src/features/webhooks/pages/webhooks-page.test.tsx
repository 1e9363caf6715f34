import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { User, Webhook, WebhookDelivery } from "@paraph/contracts";
import { apiError, json, noContent, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";

const BUSINESS_ID = "b0a1c2d3-0000-4000-8000-000000000001";
const base = `/api/v1/businesses/${BUSINESS_ID}/webhooks`;
const admin = (): User => makeUser({ business: { id: BUSINESS_ID, name: "Muster AG", isAdmin: true, isMember: true, seals: [] } });

const ERP: Webhook = {
  id: "e0000000-0000-4000-8000-000000000001",
  url: "https://erp.muster.ch/paraph",
  description: "ERP",
  events: ["signature_request.completed"],
  enabled: true,
  disabledForFailures: false,
  previousSecretExpiresAt: null,
  createdAt: "2026-11-20T09:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
};
const PING: WebhookDelivery = {
  id: "d0000000-0000-4000-8000-000000000001",
  eventId: "f0000000-0000-4000-8000-000000000001",
  eventType: "ping",
  status: "succeeded",
  attempts: 1,
  lastStatusCode: 200,
  lastError: null,
  lastResponseBody: "ok",
  durationMs: 12,
  nextAttemptAt: null,
  createdAt: "2026-11-21T09:00:00.000Z",
  deliveredAt: "2026-11-21T09:00:00.000Z",
};

/** The business's endpoints kept the way the API keeps them. */
function fakeWebhookServer() {
  let webhooks: Webhook[] = [ERP];
  const deliveries: WebhookDelivery[] = [];
  const handlers: Record<string, FakeHandler> = {
    "GET /api/v1/user": () => json(200, admin()),
    [`GET ${base}`]: () => json(200, { webhooks, callbackSecret: "whsec_callback" }),
    [`POST ${base}`]: ({ body }) => {
      const input = body as { url: string; events: Webhook["events"]; description: string };
      if (input.url.includes("127.0.0.1")) return apiError(422, "webhook_url_refused");
      const created = { ...ERP, id: "e0000000-0000-4000-8000-000000000002", ...input };
      webhooks = [...webhooks, created];
      return json(201, { ...created, secret: "whsec_shown_once" });
    },
    [`DELETE ${base}/${ERP.id}`]: () => {
      webhooks = webhooks.filter((entry) => entry.id !== ERP.id);
      return noContent();
    },
    [`POST ${base}/${ERP.id}/test`]: () => {
      deliveries.push(PING);
      return json(201, PING);
    },
    [`GET ${base}/${ERP.id}/deliveries`]: () => json(200, { deliveries, page: 1, hasMore: false }),
  };
  return { handlers, current: () => webhooks };
}

describe("/business/developers/webhooks", () => {
  it("adds an endpoint and shows its secret once; a refused URL is explained", async () => {
    const server = fakeWebhookServer();
    const app = await renderApp("/business/developers/webhooks", server.handlers, { token: "t" });
    await screen.findByRole("heading", { name: "Webhooks", level: 1 });
    expect(await screen.findByText("https://erp.muster.ch/paraph")).toBeTruthy();
    expect(screen.getByLabelText("Callback secret").textContent).toBe("whsec_callback");

    fireEvent.change(screen.getByRole("textbox", { name: /Endpoint URL/ }), { target: { value: "http://127.0.0.1/hook" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "signature_request.signed" }));
    fireEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByText(/Paraph does not send to this URL/)).toBeTruthy();

    fireEvent.change(screen.getByRole("textbox", { name: /Endpoint URL/ }), { target: { value: "https://crm.muster.ch/hook" } });
    fireEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    expect(await screen.findByText("The endpoint is added.")).toBeTruthy();
    expect(screen.getByLabelText("Signing secret").textContent).toBe("whsec_shown_once");
    expect(app.calls.filter((call) => call.key === `POST ${base}`).at(-1)?.body).toEqual({ url: "https://crm.muster.ch/hook", description: "", events: ["signature_request.signed"] });
  });

  it("sends a test, shows it in the log, and deletes the endpoint after confirming", async () => {
    const server = fakeWebhookServer();
    await renderApp("/business/developers/webhooks", server.handlers, { token: "t" });
    const card = (await screen.findByText("https://erp.muster.ch/paraph")).closest("article")!;
    fireEvent.click(within(card as HTMLElement).getByRole("button", { name: "Send test" }));
    expect(await screen.findByText("A test event is on its way.")).toBeTruthy();
    const log = await screen.findByRole("region", { name: "Deliveries of the last 30 days" });
    const row = (await within(log).findByText("ping")).closest("tr")!;
    expect(within(row as HTMLElement).getByText("Delivered")).toBeTruthy();
    expect(within(row as HTMLElement).getByRole("button", { name: "Send ping again" })).toBeTruthy();

    fireEvent.click(within(card as HTMLElement).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete the endpoint?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete endpoint" }));
    expect(await screen.findByText("The business has no webhook endpoint yet.")).toBeTruthy();
    expect(server.current()).toEqual([]);
  });
});
