import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DirectUser, Identification, Language } from "@paraph/contracts";
import { makeIdentification } from "../../../test/identification-factory.ts";
import { makeUser } from "../../../test/user-factory.ts";
import { apiError, json, renderApp, type FakeHandler } from "../../../test/render-app.tsx";

const IDENT = "/api/v1/user/identification";
const SUCCESS_PAGE = "/profile/signature-standards/id-austria-success";

const detail = (qesEidas = false) => ({
  qualities: [
    { quality: "ses", legislation: "any", isAvailable: true, requires: "verified_email", provider: "paraph" },
    { quality: "aes", legislation: "any", isAvailable: true, requires: "mobile_tan", provider: "paraph" },
    { quality: "qes", legislation: "eidas", isAvailable: qesEidas, requires: "identification", provider: qesEidas ? "demo" : null },
    { quality: "qes", legislation: "zertes", isAvailable: false, requires: "identification", provider: null },
  ],
  highest: { quality: qesEidas ? "qes" : "aes", legislation: qesEidas ? "eidas" : "any", isDemo: qesEidas },
});

const idAustria = (overrides: Partial<Identification>) =>
  makeIdentification({ id: "55555555-5555-4555-8555-555555555555", provider: "intrum", method: "id-austria", legislation: "eidas", ...overrides });

/** The account with its ID Austria identification (none: 404). */
function accountServer(current: () => Identification | undefined, extra: Record<string, FakeHandler> = {}, language: Language = "en-gb"): Record<string, FakeHandler> {
  return {
    "GET /api/v1/user": () => json(200, makeUser({ attributes: { lang: language } })),
    "GET /api/v3/user/signature-qualities-detail": () => json(200, detail(current()?.status === "success")),
    [`GET ${IDENT}/intrum/id-austria`]: () => {
      const identification = current();
      return identification ? json(200, identification) : apiError(404, "not_found");
    },
    [`GET ${IDENT}/intrum/robo`]: () => apiError(404, "not_found"),
    [`GET ${IDENT}/intrum/video`]: () => apiError(404, "not_found"),
    ...extra,
  };
}

describe("connecting an Austrian eID (ID Austria)", () => {
  it("opens the dialog from the standards one can add, says what ID Austria shares, and starts it with the way back to the success page", async () => {
    let current: Identification | undefined;
    const app = await renderApp(
      "/profile/signature-standards/update?returnTo=%2Fview%2Fabc",
      accountServer(() => current, {
        [`POST ${IDENT}/intrum/id-austria`]: () => {
          current = idAustria({ identUrl: "#id-austria-session" });
          return json(201, current);
        },
      }),
      { token: "t" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Connect ID Austria" }));
    const dialog = await screen.findByRole("dialog", { name: "Connect an Austrian eID" });
    expect(within(dialog).getByText(/notified under eIDAS at level high/)).toBeTruthy();
    expect(within(dialog).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["your first and last name", "your date of birth", "the number of your ID"]);
    expect(within(dialog).getByText(/That name can no longer be changed/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue to ID Austria" }));
    await waitFor(() => expect(window.location.hash).toBe("#id-austria-session"));
    expect(app.calls.find((call) => call.key === `POST ${IDENT}/intrum/id-austria`)?.body).toEqual({ returnPath: `${SUCCESS_PAGE}?returnTo=%2Fview%2Fabc` });
  });

  it("keeps the dialog open with the reason when the identification cannot start, and cancels without a call", async () => {
    const app = await renderApp(
      "/profile/signature-standards/eidas",
      accountServer(() => undefined, { [`POST ${IDENT}/intrum/id-austria`]: () => apiError(409, "identification_in_progress") }),
      { token: "t" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Connect ID Austria" }));
    const dialog = await screen.findByRole("dialog", { name: "Connect an Austrian eID" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue to ID Austria" }));
    expect(await within(dialog).findByText("An identification is already in progress. Finish or cancel it first.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(app.calls.filter((call) => call.key === `POST ${IDENT}/intrum/id-austria`)).toHaveLength(1);
  });

  it("is not offered for ZertES, which ID Austria does not serve", async () => {
    await renderApp("/profile/signature-standards/zertes", accountServer(() => undefined, { [`GET ${IDENT}/srs/video`]: () => apiError(404, "not_found"), [`GET ${IDENT}/srs/autoident`]: () => apiError(404, "not_found") }), { token: "t" });
    await screen.findByRole("heading", { name: "Verify your identity under ZertES (Switzerland)" });
    expect(screen.queryByRole("button", { name: "Connect ID Austria" })).toBeNull();
  });

  it("shows on the success page that QES under eIDAS is held and leads back to the request", async () => {
    await renderApp(
      `${SUCCESS_PAGE}?returnTo=%2Fview%2Fabc&identification=55555555-5555-4555-8555-555555555555`,
      accountServer(() => idAustria({ status: "success", appointmentStatus: "success", outcome: "completed" })),
      { token: "t" },
    );
    expect(await screen.findByRole("heading", { name: "ID Austria connected" })).toBeTruthy();
    expect(await screen.findByText("Your identity is confirmed. You can now sign with a qualified electronic signature.")).toBeTruthy();
    const back = screen.getAllByRole("link", { name: "Back to the document" });
    expect(back.map((link) => link.getAttribute("href"))).toEqual(["/view/abc", "/view/abc"]);
  });

  it("says on the success page how an ID Austria identification ended without QES, and offers it again", async () => {
    let current = idAustria({ status: "failure", appointmentStatus: "failure", outcome: "abandoned" });
    const app = await renderApp(
      SUCCESS_PAGE,
      accountServer(() => current, {
        [`POST ${IDENT}/intrum/id-austria`]: () => {
          current = idAustria({ identUrl: "#again" });
          return json(201, current);
        },
      }),
      { token: "t" },
    );
    expect(await screen.findByText("The identification was abandoned at the identity provider before it finished.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Start again" }));
    await waitFor(() => expect(window.location.hash).toBe("#again"));
    expect(app.calls.find((call) => call.key === `POST ${IDENT}/intrum/id-austria`)?.body).toEqual({ returnPath: SUCCESS_PAGE });
  });

  it("offers the dialog on the success page when nothing was connected yet", async () => {
    await renderApp(SUCCESS_PAGE, accountServer(() => undefined), { token: "t" });
    expect(await screen.findByText("You have not connected ID Austria yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Connect ID Austria" }));
    expect(await screen.findByRole("dialog", { name: "Connect an Austrian eID" })).toBeTruthy();
  });

  it.each([
    ["de-ch", "ID Austria verbinden", "Österreichische E-ID verbinden", "Weiter zu ID Austria"],
    ["fr-ch", "Connecter ID Austria", "Connecter une e-ID autrichienne", "Continuer vers ID Austria"],
    ["it", "Collega ID Austria", "Collega un’eID austriaca", "Continua verso ID Austria"],
  ] as const)("speaks %s", async (language: Language, connect, title, confirm) => {
    await renderApp(SUCCESS_PAGE, accountServer(() => undefined, {}, language), { token: "t", language });
    fireEvent.click(await screen.findByRole("button", { name: connect }));
    const dialog = await screen.findByRole("dialog", { name: title });
    expect(within(dialog).getByRole("button", { name: confirm })).toBeTruthy();
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(3);
  });
});

describe("a guest connecting ID Austria", () => {
  const ID = "11111111-1111-4111-8111-111111111111";
  const GUEST = "g".repeat(43);
  const DIRECT = "/api/v1/direct/user/identification";
  const SESSION = { "paraph-direct-sign": JSON.stringify({ username: GUEST, password: ID, mabIdentInProgress: false, mabSigningState: null, signatureState: "OPEN" }) };
  const guest: DirectUser = { email: "giulia@example.com", firstName: "Giulia", lastName: "Ospite", lang: "en-gb", signatureRequestId: ID, signerId: "signer-g", senderBusinessId: null };

  it("starts it for the link's request from the eIDAS ways, and the success page leads on to sign", async () => {
    let current: Identification | undefined;
    const server: Record<string, FakeHandler> = {
      "GET /api/v1/direct/user": () => json(200, guest),
      [`GET ${DIRECT}/intrum/robo`]: () => apiError(404, "not_found"),
      [`GET ${DIRECT}/intrum/video`]: () => apiError(404, "not_found"),
      [`GET ${DIRECT}/intrum/id-austria`]: () => (current ? json(200, current) : apiError(404, "not_found")),
      [`POST ${DIRECT}/intrum/id-austria`]: () => {
        current = idAustria({ signatureRequestId: ID, identUrl: "#guest-id-austria" });
        return json(201, current);
      },
    };
    const app = await renderApp("/direct-sign/identification/eidas", server, { session: SESSION });
    fireEvent.click(await screen.findByRole("button", { name: "Connect ID Austria" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Connect an Austrian eID" })).getByRole("button", { name: "Continue to ID Austria" }));
    await waitFor(() => expect(window.location.hash).toBe("#guest-id-austria"));
    expect(app.calls.find((call) => call.key === `POST ${DIRECT}/intrum/id-austria`)?.body).toEqual({ returnPath: "/direct-sign/identification/id-austria-success", signatureRequestId: ID });
    app.unmount();

    current = idAustria({ signatureRequestId: ID, status: "success", appointmentStatus: "success", outcome: "completed" });
    const back = await renderApp("/direct-sign/identification/id-austria-success?identification=55555555-5555-4555-8555-555555555555", server, { session: SESSION });
    expect(await screen.findByText("Your identity is confirmed. You can now sign with a qualified electronic signature.")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Open the document to sign" }));
    await back.expectLocation(`/view/${ID}/${GUEST}`);
  });
});
