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
const base = `/api/v3/signature-requests/${ID}`;
const PASSWORD = "Quiet-lantern-47-orbit";
const png = () => new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { "Content-Type": "image/png" } });

/** A member of a Part 11 business, on a simple-signature request; the fake server knows their password. */
async function openPart11Request(part11: boolean) {
  let state = "open";
  const signBodies: Record<string, unknown>[] = [];
  const user = makeUser({ business: { id: "b1", name: "Pharma AG", isAdmin: false, isMember: true, seals: [], part11 } });
  await renderApp(
    `/view/${ID}`,
    {
      "GET /api/v1/user": () => json(200, user),
      [`GET ${base}`]: () => json(200, makeRequest({ quality: "ses", myRole: "signer", allowedActions: ["sign", "decline"], signers: [makeSigner({ id: SIGNER, isMe: true })] })),
      [`GET ${base}/status`]: () => json(200, { status: "open", signers: [], updatedAt: "2026-03-01T10:00:00.000Z" }),
      [`GET ${base}/events`]: () => json(200, { events: [] }),
      [`GET ${base}/lock-status`]: () => json(200, { locked: false, lockedUntil: null }),
      [`GET ${base}/signatures/${SIGNER}/ident-method`]: () => json(200, { quality: "ses", legislation: null, method: "email", isSatisfied: true }),
      [`GET ${base}/signatures/${SIGNER}/status`]: () => json(200, { id: SIGNER, status: state, signedAt: null }),
      "GET /api/v1/user/visual-signatures": () => json(200, { defaultSignatureId: null, signatures: [] }),
      "GET /api/v1/user/preview-visual-signature": png,
      [`GET /api/v3/mab/availability/${ID}`]: () => json(200, { isAvailable: true, reason: null, isDemo: true }),
      "POST /api/v3/sign": ({ body }) => {
        const sent = body as Record<string, unknown> & { part11?: { password: string } };
        signBodies.push(sent);
        if (part11 && !sent.part11) return json(428, { code: "part11_reauthentication_required", message: "needed", details: {} });
        if (part11 && sent.part11?.password !== PASSWORD) return json(403, { code: "part11_reauthentication_failed", message: "wrong", details: {} });
        state = "signed";
        return json(200, { signatureRequests: [{ signatureRequestId: ID, status: "completed", signedDocuments: [{ documentId: "d", version: 2, sha256: "s" }] }] });
      },
    },
    { token: "t" },
  );
  await screen.findByRole("heading", { name: "Your signature" });
  fireEvent.click(screen.getByLabelText("I have read the documents and want to sign them."));
  return { signBodies };
}

describe("the Part 11 verification overlay", () => {
  it("asks a Part 11 member for a meaning and the password, shows a refused password, and signs with the right one", async () => {
    const { signBodies } = await openPart11Request(true);
    // The mobile app cannot carry the verification: it is not offered.
    expect(screen.queryByRole("button", { name: "Sign with the mobile app" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Sign" }));

    const overlay = await screen.findByRole("dialog", { name: "Part 11 verification" });
    expect(within(overlay).getByText("Your signature will show your name, Ada Lovelace, the meaning you choose and the time in UTC.")).toBeTruthy();
    const meanings = within(overlay).getByRole("group", { name: "Meaning of your signature" });
    expect(within(meanings).getAllByRole("radio").map((radio) => (radio as HTMLInputElement).value)).toEqual(["approval", "review", "responsibility", "authorship"]);

    // Both are required, and nothing is sent without them.
    fireEvent.click(within(overlay).getByRole("button", { name: "Confirm and sign" }));
    expect(await within(overlay).findByText("Choose what your signature means.")).toBeTruthy();
    expect(within(overlay).getByText("Enter your password.")).toBeTruthy();
    expect(signBodies).toHaveLength(0);

    fireEvent.click(within(meanings).getByLabelText(/^Approval/));
    fireEvent.change(within(overlay).getByLabelText("Your Paraph password"), { target: { value: "not-it" } });
    fireEvent.click(within(overlay).getByRole("button", { name: "Confirm and sign" }));

    // Refused: the overlay asks again, says why and keeps the meaning.
    const again = await screen.findByText("The password is wrong. Your signature was not made.");
    const retry = again.closest("[role=dialog]") as HTMLElement;
    expect(within(retry).getByRole("heading", { name: "Part 11 verification" })).toBeTruthy();
    expect((within(retry).getByLabelText(/^Approval/) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(retry).getByLabelText("Your Paraph password"), { target: { value: PASSWORD } });
    fireEvent.click(within(retry).getByRole("button", { name: "Confirm and sign" }));

    expect(await screen.findByRole("dialog", { name: "You have signed" })).toBeTruthy();
    expect(signBodies.map((body) => body.part11)).toEqual([
      { password: "not-it", meaning: "approval" },
      { password: PASSWORD, meaning: "approval" },
    ]);
  });

  it("is not shown when the business does not run in Part 11 mode", async () => {
    const { signBodies } = await openPart11Request(false);
    expect(await screen.findByRole("button", { name: "Sign with the mobile app" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign" }));
    expect(await screen.findByRole("dialog", { name: "You have signed" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Part 11 verification" })).toBeNull();
    expect(signBodies[0]).not.toHaveProperty("part11");
  });
});
