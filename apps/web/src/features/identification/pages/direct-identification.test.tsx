import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DirectUser, Identification } from "@paraph/contracts";
import { makeIdentification } from "../../../test/identification-factory.ts";
import { installFakeIntersectionObserver } from "../../../test/fake-intersection-observer.ts";
import { apiError, json, noContent, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeRequest, makeSigner } from "../../signature-requests/test/request-factory.ts";

installFakeIntersectionObserver();

const ID = "11111111-1111-4111-8111-111111111111";
const GUEST = "g".repeat(43);
const BASIC = `Basic ${btoa(`${GUEST}:${ID}`)}`;
const IDENT = "/api/v1/direct/user/identification";
const SESSION = { "paraph-direct-sign": JSON.stringify({ username: GUEST, password: ID, mabIdentInProgress: false, mabSigningState: null, signatureState: "OPEN" }) };

const qualified = makeRequest({
  quality: "qes",
  legislation: "zertes",
  myRole: "signer",
  allowedActions: ["sign", "decline"],
  signers: [makeSigner({ id: "signer-g", email: "giulia@example.com", firstName: "Giulia", lastName: "Ospite", isMe: true })],
});
const guest: DirectUser = { email: "giulia@example.com", firstName: "Giulia", lastName: "Ospite", lang: "en-gb", signatureRequestId: ID, signerId: "signer-g", senderBusinessId: null };

const identification = (overrides: Partial<Identification>) => makeIdentification({ signatureRequestId: ID, ...overrides });

/** The guest's link and their identifications with srs (ZertES), by method; none answers 404. */
function guestServer(identifications: Partial<Record<"video" | "autoident", Identification>>, extra: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    [`GET /api/v3/direct/signature-requests/${ID}`]: () => json(200, qualified),
    "GET /api/v1/direct/user": () => json(200, guest),
    [`GET ${IDENT}/srs/video`]: () => (identifications.video ? json(200, identifications.video) : apiError(404, "not_found")),
    [`GET ${IDENT}/srs/autoident`]: () => (identifications.autoident ? json(200, identifications.autoident) : apiError(404, "not_found")),
    ...extra,
  };
}

describe("direct-sign identification", () => {
  it("asks a guest of a qualified request to verify their identity before signing, and leads there", async () => {
    const app = await renderApp(`/view/${ID}/${GUEST}`, guestServer({}));
    const panel = await screen.findByRole("region", { name: "Your signature" });
    expect(within(panel).getByText(/Qualified electronic signature \(QES\) under ZertES/)).toBeTruthy();
    await within(panel).findByText("Verify your identity before you sign.");
    fireEvent.click(within(panel).getByLabelText("I have read the documents and want to sign them."));
    expect((within(panel).getByRole("button", { name: "Sign" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(panel).getByRole("link", { name: "Verify your identity" }));
    await app.expectLocation("/direct-sign/identification/zertes");
    // The session outlives the walk: the choice page reads the guest's identifications with the link's credentials.
    expect(await screen.findByRole("heading", { name: "Verify your identity under ZertES (Switzerland)" })).toBeTruthy();
    await waitFor(() => expect(app.calls.filter((call) => call.key.startsWith(`GET ${IDENT}/`)).every((call) => call.headers.get("Authorization") === BASIC)).toBe(true));
  });

  it("starts a demo video identification for the link's request, shows it waiting and cancels it with the guest's address", async () => {
    let current: Identification | undefined;
    const app = await renderApp(
      "/direct-sign/identification/zertes",
      guestServer({}, {
        [`GET ${IDENT}/srs/video`]: () => (current ? json(200, current) : apiError(404, "not_found")),
        [`POST ${IDENT}/srs/video`]: () => {
          current = identification({});
          return json(201, current);
        },
        [`DELETE ${IDENT}/srs/video`]: () => {
          current = identification({ status: "cancelled" });
          return noContent();
        },
      }),
      { session: SESSION },
    );
    expect(await screen.findByRole("heading", { name: "Automatic identification" })).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Choose Video identification" }));
    await app.expectLocation("/direct-sign/identification/zertes/video");
    expect(await screen.findByText("You have not started this identification yet.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Start the identification" }));
    expect(await screen.findByText("Your identification has started and waits for the verdict. This page updates by itself.")).toBeTruthy();
    expect(screen.getByText(/Demo: Paraph's demo identity provider stands in for the identification partner/)).toBeTruthy();
    // The provider sends the guest back to this page.
    expect(app.calls.find((call) => call.key === `POST ${IDENT}/srs/video`)?.body).toEqual({ signatureRequestId: ID, returnPath: "/direct-sign/identification/zertes/video" });

    fireEvent.click(screen.getByRole("button", { name: "Cancel the identification" }));
    expect(await screen.findByText("You cancelled this identification. You can start again.")).toBeTruthy();
    expect(app.calls.find((call) => call.key === `DELETE ${IDENT}/srs/video`)?.body).toEqual({ email: "giulia@example.com" });
    expect(screen.getByRole("button", { name: "Start again" })).toBeTruthy();
  });

  it("sends the guest from the choice to an identification still running, and on to sign once it succeeded", async () => {
    const app = await renderApp("/direct-sign/identification/zertes", guestServer({ autoident: identification({ method: "autoident", status: "inprogress", appointmentStatus: "inprogress" }) }), { session: SESSION });
    await app.expectLocation("/direct-sign/identification/zertes/auto");
    expect(await screen.findByText("Your identification is in progress. This page updates by itself.")).toBeTruthy();
    app.unmount();

    const done = await renderApp("/direct-sign/identification/zertes/video", guestServer({ video: identification({ status: "success" }) }), { session: SESSION });
    expect(await screen.findByText("Your identity is confirmed. You can now sign with a qualified electronic signature.")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Open the document to sign" }));
    await done.expectLocation(`/view/${ID}/${GUEST}`);
    const panel = await screen.findByRole("region", { name: "Your signature" });
    await waitFor(() => expect(within(panel).queryByText("Verify your identity before you sign.")).toBeNull());
    fireEvent.click(within(panel).getByLabelText("I have read the documents and want to sign them."));
    expect((within(panel).getByRole("button", { name: "Sign" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("opens /direct-sign/{id}/{userid} as the way into a qualified request: identification, preview, then signing", async () => {
    const app = await renderApp(`/direct-sign/${ID}/${GUEST}`, guestServer({}));
    expect(await screen.findByRole("heading", { name: "Sign “Lease agreement”" })).toBeTruthy();
    expect(screen.getByText(/asks you to sign with a qualified electronic signature \(QES\) under ZertES \(Switzerland\)/)).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Verify your identity" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Open the document to sign" })).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "View the documents" }));
    await app.expectLocation(`/direct-sign/${ID}/${GUEST}/preview`);
    expect(await screen.findByRole("heading", { name: "Preview of “Lease agreement”" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Lease agreement · Lease - Paraph"));
  });

  it("is not there for a visitor who did not come through a link", async () => {
    const app = await renderApp("/direct-sign/identification/eidas", {});
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(app.calls.some((call) => call.key.startsWith(`GET ${IDENT}`))).toBe(false);
  });
});
