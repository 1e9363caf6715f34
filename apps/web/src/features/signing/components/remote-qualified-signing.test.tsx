import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { installFakeIntersectionObserver } from "../../../test/fake-intersection-observer.ts";
import { json, renderApp } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";
import { makeRequest, makeSigner } from "../../signature-requests/test/request-factory.ts";

installFakeIntersectionObserver();

const ID = "11111111-1111-4111-8111-111111111111";
const SIGNER = "22222222-2222-4222-8222-222222222222";
const PROCESS = "33333333-3333-4333-8333-333333333333";
const base = `/api/v3/signature-requests/${ID}`;
const png = () => new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { "Content-Type": "image/png" } });

const qualifiedUser = makeUser({
  signatureQualities: { ...makeUser().signatureQualities, qes: { eidas: { quality: "qes", legislation: "eidas", provider: "csc" }, zertes: null } },
});

/**
 * A QES request on an installation whose qualified signatures a remote trust service makes:
 * POST /v3/sign answers with the process waiting for the service's one-time password, and
 * POST /v3/swisscom/proceed/{id} signs once the right one (A1B2C3) arrives.
 */
async function openQualifiedRequest() {
  let state = "open";
  const signBodies: unknown[] = [];
  const proceedBodies: unknown[] = [];
  let processCount = 0;
  await renderApp(
    `/view/${ID}`,
    {
      "GET /api/v1/user": () => json(200, qualifiedUser),
      [`GET ${base}`]: () =>
        json(200, makeRequest({ quality: "qes", legislation: "eidas", myRole: "signer", allowedActions: ["sign", "decline"], signers: [makeSigner({ id: SIGNER, isMe: true })] })),
      [`GET ${base}/status`]: () => json(200, { status: "open", signers: [], updatedAt: "2026-03-01T10:00:00.000Z" }),
      [`GET ${base}/events`]: () => json(200, { events: [] }),
      [`GET ${base}/lock-status`]: () => json(200, { locked: false, lockedUntil: null }),
      [`GET ${base}/signatures/${SIGNER}/ident-method`]: () => json(200, { quality: "qes", legislation: "eidas", method: "identification", isSatisfied: true }),
      [`GET ${base}/signatures/${SIGNER}/status`]: () => json(200, { id: SIGNER, status: state, signedAt: null }),
      "GET /api/v1/user/visual-signatures": () => json(200, { defaultSignatureId: null, signatures: [] }),
      "GET /api/v1/user/preview-visual-signature": png,
      "POST /api/v3/sign": ({ body }) => {
        signBodies.push(body);
        processCount += 1;
        return json(200, {
          signatureRequests: [{ signatureRequestId: ID, status: "open", signedDocuments: [] }],
          remoteSigning: { processId: PROCESS, status: "otp_required", provider: "csc", expiresAt: "2026-03-01T10:05:00.000Z" },
        });
      },
      [`POST /api/v3/swisscom/proceed/${PROCESS}`]: ({ body }) => {
        proceedBodies.push(body);
        if ((body as { pwdotp: string }).pwdotp !== "A1B2C3") return json(422, { code: "tan_invalid", message: "wrong", details: { attemptsLeft: 2, provider: "csc" } });
        state = "signed";
        return json(200, { signatureRequests: [{ signatureRequestId: ID, status: "completed", signedDocuments: [{ documentId: "d", version: 2, sha256: "s" }] }] });
      },
    },
    { token: "t" },
  );
  await screen.findByRole("heading", { name: "Your signature" });
  return { signBodies, proceedBodies, processCount: () => processCount };
}

describe("a qualified signature made by a remote trust service", () => {
  it("asks for the service's one-time password in the TAN dialog and completes the signing with it", async () => {
    const { signBodies, proceedBodies, processCount } = await openQualifiedRequest();
    fireEvent.click(screen.getByLabelText("I have read the documents and want to sign them."));
    fireEvent.click(screen.getByRole("button", { name: "Sign" }));

    const dialog = await screen.findByRole("dialog", { name: "Enter the one-time password" });
    expect(within(dialog).getByText(/the trust service sent you a one-time password/)).toBeTruthy();
    // Not the six-digit TAN: the service's own format, letters too, but not anything at all.
    fireEvent.change(within(dialog).getByLabelText("One-time password"), { target: { value: "A1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign" }));
    expect(await within(dialog).findByText("A one-time password has 4 to 16 letters or digits.")).toBeTruthy();
    expect(proceedBodies).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("One-time password"), { target: { value: "ZZZZZZ" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign" }));
    const wrong = await screen.findByRole("dialog", { name: "Wrong TAN" });
    expect(within(wrong).getByText("Tries left for this TAN: 2.")).toBeTruthy();
    fireEvent.click(within(wrong).getByRole("button", { name: "Enter the TAN again" }));

    const again = await screen.findByRole("dialog", { name: "Enter the one-time password" });
    fireEvent.change(within(again).getByLabelText("One-time password"), { target: { value: "A1B2 C3" } });
    fireEvent.click(within(again).getByRole("button", { name: "Sign" }));

    const success = await screen.findByRole("dialog", { name: "You have signed" });
    expect(within(success).getByText("Everyone has signed “Lease agreement”. The signed documents are ready to download.")).toBeTruthy();
    // One process, one password sent; the retry used the same process.
    expect(signBodies).toEqual([{ signatureRequests: [{ signatureRequestId: ID }], language: "en-gb" }]);
    expect(processCount()).toBe(1);
    expect(proceedBodies).toEqual([{ pwdotp: "ZZZZZZ" }, { pwdotp: "A1B2C3" }]);
  });
});
