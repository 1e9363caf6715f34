import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Identification, User } from "@paraph/contracts";
import { makeIdentification } from "../../../test/identification-factory.ts";
import { makeUser } from "../../../test/user-factory.ts";
import { apiError, json, renderApp, type FakeHandler } from "../../../test/render-app.tsx";

const IDENT = "/api/v1/user/identification";
const QUALITIES = "GET /api/v3/user/signature-qualities-detail";

const detail = (held: { aes?: boolean; qesEidas?: boolean } = {}) => ({
  qualities: [
    { quality: "ses", legislation: "any", isAvailable: true, requires: "verified_email", provider: "paraph" },
    { quality: "aes", legislation: "any", isAvailable: held.aes ?? false, requires: "mobile_tan", provider: held.aes ? "paraph" : null },
    { quality: "qes", legislation: "eidas", isAvailable: held.qesEidas ?? false, requires: "identification", provider: held.qesEidas ? "demo" : null },
    { quality: "qes", legislation: "zertes", isAvailable: false, requires: "identification", provider: null },
  ],
  highest: { quality: held.qesEidas ? "qes" : held.aes ? "aes" : "ses", legislation: held.qesEidas ? "eidas" : "any", isDemo: held.qesEidas ?? false },
});

const identification = (overrides: Partial<Identification>) => makeIdentification({ id: "44444444-4444-4444-8444-444444444444", provider: "intrum", method: "robo", legislation: "eidas", ...overrides });

function accountServer(extra: Record<string, FakeHandler> = {}, user: User = makeUser()): Record<string, FakeHandler> {
  return {
    "GET /api/v1/user": () => json(200, user),
    [QUALITIES]: () => json(200, detail()),
    [`GET ${IDENT}/intrum/robo`]: () => apiError(404, "not_found"),
    [`GET ${IDENT}/intrum/video`]: () => apiError(404, "not_found"),
    ...extra,
  };
}

describe("signature standards", () => {
  it("tables what the user holds, what each standard lets them sign and the page that gives a missing one", async () => {
    const app = await renderApp("/profile/signature-standards", accountServer(), { token: "t" });
    const table = await screen.findByRole("table", { name: "Your signature standards" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(["Simple (SES)", "Advanced (AES)", "Qualified (QES)", "Qualified (QES)"]);
    expect(within(rows[0]!).getByText("Yes")).toBeTruthy();
    expect(within(rows[1]!).getByText("Not yet")).toBeTruthy();
    expect(within(rows[3]!).getByText("Switzerland (ZertES)")).toBeTruthy();
    fireEvent.click(within(rows[2]!).getByRole("link", { name: "Verify your identity (eIDAS)" }));
    await app.expectLocation("/profile/signature-standards/eidas");
    expect(await screen.findByRole("heading", { name: "Verify your identity under eIDAS (EU)" })).toBeTruthy();
  });

  it("confirms a mobile number by TAN and shows the mobile AES overlay, which leads back to the request", async () => {
    let user = makeUser();
    let sent: unknown[] = [];
    const app = await renderApp(
      "/profile/signature-standards/mobile-id?returnTo=%2Fview%2Fabc",
      accountServer({
        "POST /api/v1/user/mobile/send-tan": ({ body }) => {
          sent = [...sent, body];
          return json(200, { maskedMobile: "••• 567", expiresAt: "2026-03-01T10:10:00.000Z" });
        },
        "POST /api/v1/user/mobile/confirm": ({ body }) => {
          sent = [...sent, body];
          if ((body as { tan: string }).tan !== "123456") return apiError(422, "tan_invalid");
          user = makeUser({ attributes: { ...user.attributes, mobile: "+41791234567" } });
          return json(200, user);
        },
        "GET /api/v3/signature-requests/abc": () => apiError(404, "not_found"),
      }),
      { token: "t" },
    );
    await screen.findByRole("heading", { name: "Mobile ID" });
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the code" }));
    expect(await screen.findByText("Please enter a valid phone number, such as 079 123 4567.")).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "+41791234567" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the code" }));
    expect(await screen.findByText(/A code was sent to ••• 567/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Code from the SMS (6 digits)"), { target: { value: "111111" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.change(screen.getByLabelText("Code from the SMS (6 digits)"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    const overlay = await screen.findByRole("dialog", { name: "You sign with AES now" });
    expect(within(overlay).getByText(/\+41791234567 is confirmed/)).toBeTruthy();
    expect(sent).toEqual([{ mobile: "+41791234567" }, { tan: "111111" }, { tan: "123456" }]);
    fireEvent.click(within(overlay).getByRole("button", { name: "Back to the document" }));
    await app.expectLocation("/view/abc");
  });

  it("starts the account's identification with the way back to this page, keeping the request to return to", async () => {
    let current: Identification | undefined;
    const app = await renderApp(
      "/profile/signature-standards/eidas/self?returnTo=%2Fview%2Fabc",
      accountServer({
        [`GET ${IDENT}/intrum/robo`]: () => (current ? json(200, current) : apiError(404, "not_found")),
        [`POST ${IDENT}/intrum/robo`]: () => {
          current = identification({});
          return json(201, current);
        },
      }),
      { token: "t" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Start the identification" }));
    expect(await screen.findByText("Your identification has started and waits for the verdict. This page updates by itself.")).toBeTruthy();
    expect(app.calls.find((call) => call.key === `POST ${IDENT}/intrum/robo`)?.body).toEqual({ returnPath: "/profile/signature-standards/eidas/self?returnTo=%2Fview%2Fabc" });
    expect(screen.getByRole("button", { name: "Cancel the identification" })).toBeTruthy();
  });

  /** The server of an identification waiting for payment, with the built-in provider's card form; `payments` collects what is paid. */
  function unpaidIdentificationServer(payments: unknown[], user?: User): Record<string, FakeHandler> {
    let current = identification({ isCovered: false, isPaid: false, identUrl: null });
    return accountServer(
      {
        [`GET ${IDENT}/intrum/robo`]: () => json(200, current),
        [`GET ${IDENT}/payment/${current.id}`]: () => json(200, { identificationId: current.id, isCovered: false, isPaid: current.isPaid, amount: 4900, currency: "CHF", paidAt: null }),
        [`POST ${IDENT}/payment/${current.id}`]: ({ body }) => {
          payments.push(body);
          current = { ...current, isPaid: true, identUrl: "#provider-session" };
          return json(200, current);
        },
        "GET /api/v2/businesses/price_plans": () => json(200, { provider: "builtin", trialDays: 14, plans: [] }),
        "POST /api/v2/businesses/direct_upgrade/stripe_setup_intent": () => json(200, { provider: "builtin", clientSecret: "bseti_1_secret", publishableKey: null }),
        "POST /api/v2/billing/builtin/setup_intents/confirm": ({ body }) =>
          (body as { cardNumber: string }).cardNumber.replace(/\s/g, "") === "4000000000000002" ? apiError(402, "card_declined") : json(200, { paymentMethodId: "bpm_7", brand: "visa", last4: "4242" }),
      },
      user,
    );
  }

  const typeInto = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const payWith = (cardNumber: string) => {
    typeInto("Card number", cardNumber);
    typeInto("Expiry (MM/YY)", "12/30");
    typeInto("Security code", "123");
    fireEvent.click(screen.getByRole("button", { name: /^Pay CHF.49\.00 and continue$/ }));
  };

  it("takes the payment of an identification no business covers with the test card, then goes on to the provider", async () => {
    const payments: unknown[] = [];
    await renderApp("/profile/signature-standards/eidas/self", unpaidIdentificationServer(payments), { token: "t" });
    expect(await screen.findByRole("heading", { name: "Payment", level: 2 })).toBeTruthy();
    expect(screen.getByText("No business pays for this identification. It costs CHF 49.00; once paid, you continue to the identity provider.")).toBeTruthy();
    payWith("4000 0000 0000 0002");
    expect(await screen.findByText("The card was declined. Please use another card.")).toBeTruthy();
    expect(payments).toEqual([]);
    payWith("4242 4242 4242 4242");
    await waitFor(() => expect(window.location.hash).toBe("#provider-session"));
    expect(payments).toEqual([{ paymentMethodId: "bpm_7" }]);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Payment" })).toBeNull());
  });

  it("lets a member whose business does not pay for identifications pay personally, saying the business is not charged", async () => {
    window.location.hash = "";
    const payments: unknown[] = [];
    const member = makeUser({ business: { id: "b-1", name: "Muster AG", isAdmin: false, isMember: true, seals: [], planName: "team", paymentMethod: "MANUAL" } });
    const app = await renderApp("/profile/signature-standards/eidas/self", unpaidIdentificationServer(payments, member), { token: "t" });
    expect(await screen.findByRole("heading", { name: "Payment", level: 2 })).toBeTruthy();
    expect(
      screen.getByText("The plan of Muster AG does not pay for identifications, so you pay for yours yourself: CHF 49.00, charged to your own card and not to Muster AG. Once paid, you continue to the identity provider."),
    ).toBeTruthy();
    expect(screen.queryByText(/already belong to a business/)).toBeNull();
    payWith("4242 4242 4242 4242");
    await waitFor(() => expect(window.location.hash).toBe("#provider-session"));
    expect(payments).toEqual([{ paymentMethodId: "bpm_7" }]);
    // The card is the member's own: the individual card form, never the business's.
    expect(app.calls.map((call) => call.key)).toContain("POST /api/v2/businesses/direct_upgrade/stripe_setup_intent");
    expect(app.calls.some((call) => call.key.startsWith("POST /api/v2/businesses/b-1/"))).toBe(false);
  });

  it("asks no payment when a business covers the identification or it is paid", async () => {
    await renderApp(
      "/profile/signature-standards/eidas/self",
      accountServer({ [`GET ${IDENT}/intrum/robo`]: () => json(200, identification({ isCovered: false, isPaid: true, identUrl: "#provider-session" })) }),
      { token: "t" },
    );
    expect(await screen.findByRole("link", { name: /provider/i })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Payment" })).toBeNull();
  });

  it("says how an identification ended: failed at the provider, a refused report, another person (the serial-number mismatch overlay)", async () => {
    await renderApp(
      "/profile/signature-standards/eidas/self",
      accountServer({
        [`GET ${IDENT}/intrum/robo`]: () =>
          json(200, identification({ status: "failure", appointmentStatus: "failure", outcome: "failed", rejectedCallback: { code: "identification_callback_late", at: "2026-03-01T10:05:00.000Z" } })),
      }),
      { token: "t" },
    );
    expect(await screen.findByText("Your identity could not be confirmed. You can try again.")).toBeTruthy();
    expect(screen.getByText("The identity provider could not confirm your identity.")).toBeTruthy();
    expect(screen.getByText("Paraph refused a report of the identity provider that arrived too late; nothing changed.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start again" })).toBeTruthy();
  });

  it("opens the serial-number mismatch overlay when the identification named someone else", async () => {
    await renderApp(
      "/profile/signature-standards/eidas/self",
      accountServer({
        [`GET ${IDENT}/intrum/robo`]: () =>
          json(
            200,
            identification({
              status: "failure",
              appointmentStatus: "success",
              outcome: "serial_number_mismatch",
              identity: { firstName: "Marco", lastName: "Bernasconi", dateOfBirth: "1975-11-02", documentNumber: "*****345" },
            }),
          ),
      }),
      { token: "t" },
    );
    const overlay = await screen.findByRole("dialog", { name: "The identity does not match your account" });
    expect(within(overlay).getByText(/named Marco Bernasconi, not the person already confirmed/)).toBeTruthy();
  });

  it("sends the user from a legislation's ways straight to the identification still running (spec §4)", async () => {
    const app = await renderApp(
      "/profile/signature-standards/eidas?returnTo=%2Fview%2Fabc",
      accountServer({ [`GET ${IDENT}/intrum/video`]: () => json(200, identification({ method: "video", status: "inprogress", appointmentStatus: "inprogress" })) }),
      { token: "t" },
    );
    await app.expectLocation("/profile/signature-standards/eidas/video?returnTo=%2Fview%2Fabc");
    expect(await screen.findByText("Your identification is in progress. This page updates by itself.")).toBeTruthy();
  });

  it("saves the default legislation", async () => {
    let sent: unknown = null;
    await renderApp(
      "/profile/signature-standards/legislation",
      accountServer({
        "PUT /api/v1/user": ({ body }) => {
          sent = body;
          return json(200, makeUser({ attributes: { ...makeUser().attributes, defaultLegislation: "zertes" } }));
        },
      }),
      { token: "t" },
    );
    fireEvent.click(await screen.findByLabelText("Switzerland (ZertES)"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The default legislation is saved.")).toBeTruthy();
    expect(sent).toEqual({ attributes: { defaultLegislation: "zertes" } });
  });
});
