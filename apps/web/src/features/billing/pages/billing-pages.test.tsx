import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderApp } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";
import { BUSINESS_ID, fakeBillingServer } from "../test/fake-billing-server.ts";

const base = `/api/v2/businesses/${BUSINESS_ID}`;
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("/business/upgrade for an admin", () => {
  it("chooses a plan, explains each refused promo code, refuses the declined test card and upgrades with the good one", { timeout: 30_000 }, async () => {
    const server = fakeBillingServer();
    const app = await renderApp("/business/upgrade", server.handlers, { token: "t" });
    await screen.findByRole("heading", { name: "Upgrade Muster AG", level: 1 });
    expect((await screen.findAllByText("Test payments — no money moves")).length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByRole("radio", { name: /Team/ }));
    type(/^Seats/, "2");
    // The preview shows the provider's lines: 2 seats of Team.
    expect((await screen.findAllByText("CHF 30.00")).length).toBeGreaterThan(0);

    const refusals = [
      ["NOPE", "There is no such promo code."],
      ["OLD", "This promo code has expired."],
      ["GONE", "This promo code has been used as often as it may be."],
      ["PRO", "This promo code is not valid for this plan or billing cycle."],
    ] as const;
    for (const [code, message] of refusals) {
      type("Promo code", code);
      fireEvent.click(screen.getByRole("button", { name: "Apply" }));
      expect(await screen.findByText(message)).toBeTruthy();
    }
    type("Promo code", "WELCOME20");
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Promo code WELCOME20: CHF 6.00 off")).toBeTruthy();
    expect((await screen.findAllByText("CHF 24.00")).length).toBeGreaterThan(0);

    type("Card number", "4000 0000 0000 0002");
    type("Expiry (MM/YY)", "12/30");
    type("Security code", "123");
    fireEvent.click(screen.getByRole("button", { name: "Pay and upgrade" }));
    expect(await screen.findByText("The card was declined. Please use another card.")).toBeTruthy();
    expect(server.state().isTrial).toBe(true);

    type("Card number", "4242 4242 4242 4242");
    fireEvent.click(screen.getByRole("button", { name: "Pay and upgrade" }));
    await app.expectLocation("/business/billing/plan");
    expect(await screen.findByText("Your plan is now Team.")).toBeTruthy();
    const upgrade = app.calls.find((call) => call.key === `PUT ${base}/subscriptions/upgrade`);
    expect(upgrade?.body).toEqual({ plan: "team", cycle: "monthly", currency: "CHF", amountSeats: 2, promoCode: "WELCOME20", paymentMethodId: "bpm_1" });
  });

  it("checks the test card's fields before anything is sent", async () => {
    const server = fakeBillingServer();
    const app = await renderApp("/business/upgrade", server.handlers, { token: "t" });
    fireEvent.click(await screen.findByRole("button", { name: "Pay and upgrade" }));
    expect(await screen.findByText("Enter the 16 digits of the card number.")).toBeTruthy();
    expect(screen.getByText("Enter a future expiry date as MM/YY.")).toBeTruthy();
    expect(app.calls.some((call) => call.key.endsWith("/stripe_setup_intent"))).toBe(false);
  });
});

describe("/business/billing/plan", () => {
  it("shows a trial with its usage bars, and ends the trial through its dialog", async () => {
    const server = fakeBillingServer();
    const app = await renderApp("/business/billing/plan", server.handlers, { token: "t" });
    await screen.findByRole("heading", { name: "Plan and billing", level: 1 });
    expect(await screen.findByText("Team (Trial)")).toBeTruthy();
    expect(screen.getByText(/The trial ends on/)).toBeTruthy();
    const aes = await screen.findByRole("progressbar", { name: "Advanced signatures" });
    expect(aes.getAttribute("aria-valuetext")).toBe("45 of 50");
    expect(screen.getByRole("progressbar", { name: "Simple signatures" }).getAttribute("aria-valuetext")).toBe("3 (no limit)");
    expect(screen.queryByRole("progressbar", { name: "Qualified signatures" })).toBeNull();
    expect(await screen.findByText("No invoices yet.")).toBeTruthy();
    expect(await screen.findByText("MUSTER-7Q2")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "End the trial" }));
    const dialog = await screen.findByRole("dialog", { name: "End the trial now?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "End the trial" }));
    expect(await screen.findByText("The trial has ended.")).toBeTruthy();
    expect(app.calls.some((call) => call.key === `POST /api/v1/businesses/${BUSINESS_ID}/cancel-trial`)).toBe(true);
  });

  it("adds seats with the prorated price shown first, removes one, cancels and keeps the subscription", async () => {
    const server = fakeBillingServer({ isTrial: false });
    const app = await renderApp("/business/billing/plan", server.handlers, { token: "t" });
    expect(await screen.findByText("2 of 2 seats in use")).toBeTruthy();
    expect(await screen.findByText("PA-0001")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Add seats" }));
    const overlay = await screen.findByRole("dialog", { name: "Add seats" });
    expect(await within(overlay).findByText("Prorated for the rest of the current period.")).toBeTruthy();
    fireEvent.click(within(overlay).getByRole("button", { name: "Add seats" }));
    expect(await screen.findByText("The business now has 3 seats.")).toBeTruthy();
    expect(app.calls.find((call) => call.key === `PUT ${base}/subscriptions/seats`)?.body).toEqual({ seats: 3, timestamp: "2026-11-27T01:00:00.000Z" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add seats" })).toBeNull());

    fireEvent.click(await screen.findByRole("button", { name: "Remove seats" }));
    const remove = await screen.findByRole("dialog", { name: "Remove seats" });
    expect(await within(remove).findByText("Prorated for the rest of the current period.")).toBeTruthy();
    fireEvent.click(within(remove).getByRole("button", { name: "Remove seats" }));
    expect(await screen.findByText("The business now has 2 seats.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Cancel subscription" }));
    const cancel = await screen.findByRole("dialog", { name: "Cancel the subscription?" });
    fireEvent.click(within(cancel).getByRole("button", { name: "Cancel subscription" }));
    expect(await screen.findByText(/Cancelled: your subscription ends on/)).toBeTruthy();
    expect(server.state().next?.base.type).toBe("CANCELED");

    fireEvent.click(screen.getByRole("button", { name: "Keep my subscription" }));
    expect(await screen.findByText("Your plan renews unchanged.")).toBeTruthy();
    expect(server.state().next).toBeNull();
  });

  it("shows the server's reason next to the VAT number it refuses", async () => {
    const server = fakeBillingServer({ isTrial: false });
    await renderApp("/business/billing/plan", server.handlers, { token: "t" });
    await screen.findByRole("heading", { name: "Billing address" });
    type(/^Address$/, "Bahnhofstrasse 1");
    type("Postal code", "8001");
    type("City", "Zürich");
    type("Country", "CH");
    type(/VAT number/, "CHE-1");
    fireEvent.click(screen.getByRole("button", { name: "Save billing address" }));
    const vat = screen.getByLabelText(/VAT number/);
    await waitFor(() => expect(vat.getAttribute("aria-invalid")).toBe("true"));
  });
});

describe("/upgrade and /welcome for individuals", () => {
  it("upgrades an individual on the free plan with the test card and welcomes them to the plan", async () => {
    const server = fakeBillingServer({ role: "individual" });
    const app = await renderApp("/upgrade", server.handlers, { token: "t" });
    await screen.findByRole("heading", { name: "Upgrade your account", level: 1 });
    expect(screen.getByText("Your plan: Free")).toBeTruthy();
    // Only the individuals' plans are offered.
    expect(await screen.findByRole("radio", { name: /Individual/ })).toBeTruthy();
    expect(screen.queryByRole("radio", { name: /Team/ })).toBeNull();
    expect((await screen.findAllByText("CHF 9.00")).length).toBeGreaterThan(0);
    type("Card number", "4242 4242 4242 4242");
    type("Expiry (MM/YY)", "01/31");
    type("Security code", "321");
    fireEvent.click(screen.getByRole("button", { name: "Pay and upgrade" }));
    await app.expectLocation("/welcome");
    expect(await screen.findByRole("heading", { name: "Welcome to Individual" })).toBeTruthy();
    expect(await screen.findByText("50 Advanced signatures")).toBeTruthy();
    expect(app.calls.find((call) => call.key === "POST /api/v2/businesses/direct_upgrade/confirm")?.body).toEqual({
      plan: "individual",
      cycle: "monthly",
      currency: "EUR",
      paymentMethodId: "bpm_1",
    });
  });

  it("tells someone moved from the retired free plan what changed, once", async () => {
    const server = fakeBillingServer({ role: "individual", individualPlan: "free_migrated" });
    await renderApp("/upgrade", server.handlers, { token: "t" });
    const dialog = await screen.findByRole("dialog", { name: "Your free plan changes" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Understood" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps an individual whose plan has no uploads off /upload", async () => {
    const server = fakeBillingServer({ role: "individual" });
    const app = await renderApp("/upload", server.handlers, { token: "t" });
    await app.expectLocation("/upgrade");
  });
});

describe("a locked business in the shell", () => {
  it("sends its admin to the members page with the reason and the way to a plan", async () => {
    const server = fakeBillingServer();
    const locked = { ...server.handlers, "GET /api/v1/user": () => json(200, makeUser({ business: { id: BUSINESS_ID, name: "Muster AG", isAdmin: true, isMember: true, seals: [], planName: "pro", paymentMethod: "BLOCKED" } })) };
    const app = await renderApp("/business/settings", locked, { token: "t" });
    await app.expectLocation("/business/members");
    expect(await screen.findByText(/Your business is locked until a plan is paid/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose a plan" }).getAttribute("href")).toBe("/business/upgrade");
  });
});

describe("payment issues in the shell (spec §4)", () => {
  const withStatus = (isAdmin: boolean, stripeSubscriptionStatus: string) => ({
    ...fakeBillingServer({ isTrial: false }).handlers,
    "GET /api/v1/user": () =>
      json(200, makeUser({ business: { id: BUSINESS_ID, name: "Muster AG", isAdmin, isMember: true, seals: [], planName: "team", paymentMethod: "STRIPE", stripeSubscriptionStatus } })),
  });

  it("sends an admin to the plan page when the card subscription is past due", async () => {
    await renderApp("/business/members", withStatus(true, "past_due"), { token: "t" });
    expect(await screen.findByText("The last payment for your business's plan did not go through.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Check the payment" }).getAttribute("href")).toBe("/business/billing/plan");
  });

  it("tells a member their admins can fix it", async () => {
    await renderApp("/profile", withStatus(false, "unpaid"), { token: "t" });
    expect(await screen.findByText(/Your admins can fix it on the plan page/)).toBeTruthy();
  });

  it("says nothing while the subscription is active", async () => {
    await renderApp("/profile", withStatus(false, "active"), { token: "t" });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByText(/did not go through/)).toBeNull();
  });
});
