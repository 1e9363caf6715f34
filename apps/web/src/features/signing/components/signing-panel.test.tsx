import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SignatureRequestView, VisualSignature } from "@paraph/contracts";
import { installFakeIntersectionObserver } from "../../../test/fake-intersection-observer.ts";
import { apiError, json, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeIdentification } from "../../../test/identification-factory.ts";
import { makeUser } from "../../../test/user-factory.ts";
import { makeVisualSignature } from "../../../test/visual-signature-factory.ts";
import { makeRequest, makeSigner } from "../../signature-requests/test/request-factory.ts";

installFakeIntersectionObserver();

const ID = "11111111-1111-4111-8111-111111111111";
const SIGNER = "22222222-2222-4222-8222-222222222222";
const SAVED = "9d7d3c1a-0f4e-4b8a-8c1e-3f2a1b0c9d8e";
const DOCUMENT_ID = "00000000-0000-4000-8000-000000000001";
const base = `/api/v3/signature-requests/${ID}`;
const png = () => new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { "Content-Type": "image/png" } });
const CHALLENGE = { maskedMobile: "••• 567", expiresAt: "2026-03-01T10:05:00.000Z" };

const advancedUser = makeUser({
  signatureQualities: { ...makeUser().signatureQualities, aes: { any: { quality: "aes", legislation: "any", provider: "paraph" } } },
  attributes: { mobile: "+41 79 123 45 67" },
});

function signerRequest(overrides: Partial<SignatureRequestView["signers"][number]> = {}, request: Partial<SignatureRequestView> = {}): SignatureRequestView {
  return makeRequest({
    quality: "aes",
    myRole: "signer",
    allowedActions: ["sign", "decline", "delegate"],
    signers: [makeSigner({ id: SIGNER, isMe: true, ...overrides })],
    ...request,
  });
}

const FIELDS = [{ document_id: DOCUMENT_ID, page: 1, x: 50, y: 600, width: 150, height: 70 }];
const savedSignature = (overrides: Partial<VisualSignature> = {}): VisualSignature => makeVisualSignature({ id: SAVED, ...overrides });

/** The signer's page, with a server that signs once the right TAN arrives. */
async function openAsSigner(view: SignatureRequestView, extra: Record<string, FakeHandler> = {}, options: { isSatisfied?: boolean; goodTan?: string } = {}) {
  let state = "open";
  const signBodies: unknown[] = [];
  const app = await renderApp(
    `/view/${ID}`,
    {
      "GET /api/v1/user": () => json(200, advancedUser),
      [`GET ${base}`]: () => json(200, view),
      [`GET ${base}/status`]: () => json(200, { status: view.status, signers: [], updatedAt: view.updatedAt }),
      [`GET ${base}/events`]: () => json(200, { events: [] }),
      [`GET ${base}/lock-status`]: () => json(200, { locked: false, lockedUntil: null }),
      [`GET ${base}/signatures/${SIGNER}/ident-method`]: () => json(200, { quality: "aes", legislation: null, method: "mobile_tan", isSatisfied: options.isSatisfied ?? true }),
      [`GET ${base}/signatures/${SIGNER}/status`]: () => json(200, { id: SIGNER, status: state, signedAt: null }),
      "GET /api/v1/user/visual-signatures": () => json(200, { defaultSignatureId: null, signatures: [] }),
      "GET /api/v1/user/preview-visual-signature": png,
      "POST /api/v3/sign": ({ body }) => {
        signBodies.push(body);
        const tan = (body as { tan?: string }).tan;
        if (!tan) return json(428, { code: "tan_required", message: "TAN sent", details: CHALLENGE });
        if (tan !== (options.goodTan ?? "123456")) return json(422, { code: "tan_invalid", message: "wrong", details: { attemptsLeft: 2 } });
        state = "signed";
        return json(200, { signatureRequests: [{ signatureRequestId: ID, status: "open", signedDocuments: [] }] });
      },
      ...extra,
    },
    { token: "t" },
  );
  await screen.findByRole("heading", { name: "Your signature" });
  return { app, signBodies };
}

async function confirmAndSign() {
  fireEvent.click(screen.getByLabelText("I have read the documents and want to sign them."));
  fireEvent.click(screen.getByRole("button", { name: "Sign" }));
  return screen.findByRole("dialog", { name: "Enter the TAN" });
}

describe("signing on /view/{srid}", () => {
  it("signs after the TAN is entered in the dialog, then shows the success overlay", async () => {
    const { signBodies } = await openAsSigner(signerRequest());
    const sign = screen.getByRole("button", { name: "Sign" }) as HTMLButtonElement;
    expect(sign.disabled).toBe(true);

    const dialog = await confirmAndSign();
    expect(within(dialog).getByText(/We sent a six-digit TAN to your mobile number ••• 567/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("TAN"), { target: { value: "123 456" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign" }));

    const success = await screen.findByRole("dialog", { name: "You have signed" });
    expect(within(success).getByText("Your signature is on “Lease agreement”. The others are asked to sign next.")).toBeTruthy();
    expect(signBodies).toEqual([
      { signatureRequests: [{ signatureRequestId: ID }], language: "en-gb" },
      { signatureRequests: [{ signatureRequestId: ID }], language: "en-gb", tan: "123456" },
    ]);
    expect(screen.queryByRole("dialog", { name: "Enter the TAN" })).toBeNull();

    fireEvent.click(within(success).getByRole("button", { name: "Back to the request" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "You have signed" })).toBeNull());
  });

  it("says how many signers go first while the signer waits for their turn, then the steps", async () => {
    let ahead = 2;
    let isSigned = false;
    let finish: (response: Response) => void = () => undefined;
    await openAsSigner(signerRequest(), {
      [`GET ${base}/signatures/${SIGNER}/status`]: () => json(200, { id: SIGNER, status: isSigned ? "signed" : "open", signedAt: null }),
      [`GET ${base}/signatures/${SIGNER}/signing-progress`]: () =>
        json(200, ahead > 0 ? { stage: "waiting-for-turn", updatedAt: "2026-03-01T10:00:00.000Z", ahead } : { stage: "signing", updatedAt: "2026-03-01T10:00:01.000Z", ahead: null }),
      "POST /api/v3/sign": ({ body }) =>
        (body as { tan?: string }).tan ? new Promise<Response>((resolve) => (finish = resolve)) : json(428, { code: "tan_required", message: "TAN sent", details: CHALLENGE }),
    });
    const dialog = await confirmAndSign();
    fireEvent.change(within(dialog).getByLabelText("TAN"), { target: { value: "123456" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign" }));

    const waiting = await screen.findByRole("dialog", { name: "Waiting for your turn…" });
    expect(await within(waiting).findByText("2 people are signing this document right now; yours comes next.")).toBeTruthy();
    ahead = 1;
    expect(await within(waiting).findByText("Someone else is signing this document right now; yours comes next.", {}, { timeout: 3000 })).toBeTruthy();
    ahead = 0;
    const signing = await screen.findByRole("dialog", { name: "Adding your signature…" }, { timeout: 3000 });
    expect(within(signing).getByText("Your signature is being added to each document. This takes a few seconds.")).toBeTruthy();
    isSigned = true;
    finish(json(200, { signatureRequests: [{ signatureRequestId: ID, status: "open", signedDocuments: [] }] }));
    expect(await screen.findByRole("dialog", { name: "You have signed" })).toBeTruthy();
    // Polls at the overlay's pace (a quarter of a second) through two waiting counts.
  }, 20_000);

  it("shows 'Wrong TAN' with the tries left, and 'Enter the TAN again' opens the dialog once more", async () => {
    const { signBodies } = await openAsSigner(signerRequest());
    const dialog = await confirmAndSign();
    fireEvent.change(within(dialog).getByLabelText("TAN"), { target: { value: "000000" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign" }));

    const wrong = await screen.findByRole("dialog", { name: "Wrong TAN" });
    expect(within(wrong).getByText("Tries left for this TAN: 2.")).toBeTruthy();
    fireEvent.click(within(wrong).getByRole("button", { name: "Enter the TAN again" }));

    const again = await screen.findByRole("dialog", { name: "Enter the TAN" });
    expect(screen.queryByRole("dialog", { name: "Wrong TAN" })).toBeNull();
    fireEvent.change(within(again).getByLabelText("TAN"), { target: { value: "123456" } });
    fireEvent.click(within(again).getByRole("button", { name: "Sign" }));
    await screen.findByRole("dialog", { name: "You have signed" });
    // One TAN was sent; the retry used it instead of asking for another.
    expect(signBodies.filter((body) => !(body as { tan?: string }).tan)).toHaveLength(1);
  });

  it("keeps a TAN that is not six digits in the dialog with a hint", async () => {
    const { signBodies } = await openAsSigner(signerRequest());
    const dialog = await confirmAndSign();
    fireEvent.change(within(dialog).getByLabelText("TAN"), { target: { value: "12345" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign" }));
    expect(await within(dialog).findByText("A TAN has six digits.")).toBeTruthy();
    expect(signBodies).toHaveLength(1);
  });

  it("shows 'TAN expired' and sends a new TAN from it", async () => {
    const { signBodies } = await openAsSigner(signerRequest(), {
      "POST /api/v3/sign": ({ body }) => {
        signBodies.push(body);
        return (body as { tan?: string }).tan ? apiError(410, "tan_expired") : json(428, { code: "tan_required", message: "TAN sent", details: CHALLENGE });
      },
    });
    const dialog = await confirmAndSign();
    fireEvent.change(within(dialog).getByLabelText("TAN"), { target: { value: "123456" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign" }));
    const expired = await screen.findByRole("dialog", { name: "TAN expired" });
    fireEvent.click(within(expired).getByRole("button", { name: "Send a new TAN" }));
    await screen.findByRole("dialog", { name: "Enter the TAN" });
    expect(signBodies.filter((body) => !(body as { tan?: string }).tan)).toHaveLength(2);
  });

  it("chooses the visual signature drawn in the fields by making it the default, and edits it in the overlay", async () => {
    let list = { defaultSignatureId: null as string | null, signatures: [savedSignature()] };
    let changed: unknown = null;
    await openAsSigner(signerRequest({ fields: FIELDS }), {
      "GET /api/v1/user/visual-signatures": () => json(200, list),
      [`PUT /api/v1/user/visual-signatures/${SAVED}`]: ({ body }) => {
        changed = body;
        const updated = savedSignature({ default: true });
        list = { defaultSignatureId: SAVED, signatures: [updated] };
        return json(200, updated);
      },
    });
    expect(screen.getByText("One signature field is placed for you.")).toBeTruthy();
    const choice = (await screen.findByLabelText("Visual signature")) as HTMLSelectElement;
    await waitFor(() => expect(choice.disabled).toBe(false));
    expect(choice.value).toBe("");
    fireEvent.change(choice, { target: { value: SAVED } });
    await waitFor(() => expect(choice.value).toBe(SAVED));
    expect(changed).toEqual({ default: true });
    expect(await screen.findByText("“Board” will be used for signing.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    const overlay = await screen.findByRole("dialog", { name: "Edit your visual signature" });
    expect(await within(overlay).findByRole("heading", { name: "Edit “Board”" })).toBeTruthy();
    fireEvent.click(within(overlay).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit your visual signature" })).toBeNull());
  });

  it("changes the name, job title and company the chosen signature's stamp shows in the visual-signature-data dialog", async () => {
    let list = { defaultSignatureId: SAVED as string | null, signatures: [savedSignature({ default: true, title: "Clerk", optionalLine: "Old Firm", company: "Old Firm" })] };
    const changes: unknown[] = [];
    await openAsSigner(signerRequest({ fields: FIELDS }), {
      "GET /api/v1/user/visual-signatures": () => json(200, list),
      [`PUT /api/v1/user/visual-signatures/${SAVED}`]: ({ body }) => {
        changes.push(body);
        const { name, title, optionalLine } = body as { name: string; title: string; optionalLine: string };
        const updated = savedSignature({ default: true, name, title: title || null, optionalLine: optionalLine || null, company: optionalLine || null });
        list = { defaultSignatureId: SAVED, signatures: [updated] };
        return json(200, updated);
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Name, title and company" }));
    const dialog = await screen.findByRole("dialog", { name: "Name, title and company in the signature" });
    const name = within(dialog).getByLabelText("Name") as HTMLInputElement;
    const title = within(dialog).getByLabelText(/Title/) as HTMLInputElement;
    const company = within(dialog).getByLabelText(/Company/) as HTMLInputElement;
    expect([name.value, title.value, company.value]).toEqual(["Ada Lovelace", "Clerk", "Old Firm"]);
    fireEvent.change(name, { target: { value: "  " } });
    expect((within(dialog).getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(name, { target: { value: " Ada King " } });
    fireEvent.change(title, { target: { value: " Head of Analysis " } });
    fireEvent.change(company, { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The name, title and company have been saved.")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Name, title and company in the signature" })).toBeNull();
    // An empty company clears the line; the dialog opens again with what was saved.
    expect(changes).toEqual([{ name: "Ada King", title: "Head of Analysis", optionalLine: "" }]);
    fireEvent.click(screen.getByRole("button", { name: "Name, title and company" }));
    const again = await screen.findByRole("dialog", { name: "Name, title and company in the signature" });
    await waitFor(() => expect((within(again).getByLabelText("Name") as HTMLInputElement).value).toBe("Ada King"));
    expect((within(again).getByLabelText(/Title/) as HTMLInputElement).value).toBe("Head of Analysis");
    expect((within(again).getByLabelText(/Company/) as HTMLInputElement).value).toBe("");
  });

  it("offers no stamp text to change while the standard name is chosen", async () => {
    await openAsSigner(signerRequest({ fields: FIELDS }));
    await waitFor(() => expect((screen.getByLabelText("Visual signature") as HTMLSelectElement).disabled).toBe(false));
    expect(screen.queryByRole("button", { name: "Name, title and company" })).toBeNull();
  });

  it("says what is missing, does not offer to sign, and the upgrade-standards dialog leads to the page that gives it and back", async () => {
    const { app } = await openAsSigner(signerRequest(), {}, { isSatisfied: false });
    expect(await screen.findByText(/Your account has no confirmed mobile number yet/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText("I have read the documents and want to sign them."));
    expect((screen.getByRole("button", { name: "Sign" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Raise your signature standard" }));
    const dialog = await screen.findByRole("dialog", { name: "Upgrade your signature standard" });
    expect(within(dialog).getByText(/asks for an advanced electronic signature \(AES\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm my mobile number" }));
    await app.expectLocation(`/profile/signature-standards/mobile-id?returnTo=${encodeURIComponent(`/view/${ID}`)}`);
  });

  it("offers supplying eID data from the upgrade-standards dialog for QES: says what is wrong per answer, then the panel holds QES and offers to sign", async () => {
    let isSatisfied = false;
    const bodies: unknown[] = [];
    const answers = [
      () => apiError(404, "eid_data_not_found"),
      () => apiError(409, "eid_data_mismatch"),
      () => apiError(429, "rate_limited"),
      () => {
        isSatisfied = true;
        const identification = makeIdentification({ provider: "intrum", method: "video", legislation: "eidas", status: "success", appointmentStatus: "success", outcome: "completed", identUrl: null });
        return json(200, { identification, qualities: [], highest: { quality: "qes", legislation: "eidas", isDemo: true } });
      },
    ];
    const { app } = await openAsSigner(signerRequest({}, { quality: "qes", legislation: "eidas" }), {
      [`GET ${base}/signatures/${SIGNER}/ident-method`]: () => json(200, { quality: "qes", legislation: "eidas", method: "identification", isSatisfied }),
      "POST /api/v1/user/identification/eid-data": ({ body }) => {
        bodies.push(body);
        return (answers.shift() ?? answers[0])?.() ?? json(500, {});
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Raise your signature standard" }));
    const upgrade = await screen.findByRole("dialog", { name: "Upgrade your signature standard" });
    expect(within(upgrade).getByText(/Identified before at our identity partner/)).toBeTruthy();
    fireEvent.click(within(upgrade).getByRole("button", { name: "Supply eID data" }));

    const dialog = await screen.findByRole("dialog", { name: "Supply eID data" });
    expect(within(dialog).getByText(/your account then signs with QES under eIDAS \(EU\)/)).toBeTruthy();
    const documentNumber = within(dialog).getByLabelText("Document number");
    await waitFor(() => expect(document.activeElement).toBe(documentNumber));
    // Nothing typed: the fields say what is missing and nothing is asked.
    fireEvent.click(within(dialog).getByRole("button", { name: "Check and add QES" }));
    expect(within(dialog).getByText("Enter the document number.")).toBeTruthy();
    expect(within(dialog).getByText("Enter your date of birth.")).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(documentNumber, { target: { value: "c4x9 r2t7k" } });
    fireEvent.change(within(dialog).getByLabelText("Date of birth"), { target: { value: "14/03/1988" } });
    const check = async (message: RegExp) => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Check and add QES" }));
      expect(await within(dialog).findByText(message)).toBeTruthy();
    };
    await check(/knows no valid identification with this document number and date of birth/);
    await check(/names another person than your account's/);
    await check(/You can try again in an hour/);
    expect(bodies[0]).toEqual({ documentNumber: "C4X9R2T7K", dateOfBirth: "1988-03-14", legislation: "eidas" });

    fireEvent.click(within(dialog).getByRole("button", { name: "Check and add QES" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Supply eID data" })).toBeNull());
    expect(await screen.findByText(/Your account now signs with a qualified electronic signature \(QES\) under eIDAS \(EU\)/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Raise your signature standard" })).toBeNull();
    fireEvent.click(screen.getByLabelText("I have read the documents and want to sign them."));
    expect((screen.getByRole("button", { name: "Sign" }) as HTMLButtonElement).disabled).toBe(false);
    expect(app.calls.filter((call) => call.key === "POST /api/v1/user/identification/eid-data")).toHaveLength(4);
  }, 20_000);

  it("shows the supply-eid-data dialog in German with the date as Swiss German writes it", async () => {
    await renderApp(`/view/${ID}`, {
      "GET /api/v1/user": () => json(200, { ...advancedUser, attributes: { ...advancedUser.attributes, lang: "de-ch" } }),
      [`GET ${base}`]: () => json(200, signerRequest({}, { quality: "qes", legislation: "zertes" })),
      [`GET ${base}/status`]: () => json(200, { status: "open", signers: [], updatedAt: "2026-03-01T10:00:00.000Z" }),
      [`GET ${base}/events`]: () => json(200, { events: [] }),
      [`GET ${base}/lock-status`]: () => json(200, { locked: false, lockedUntil: null }),
      [`GET ${base}/signatures/${SIGNER}/ident-method`]: () => json(200, { quality: "qes", legislation: "zertes", method: "identification", isSatisfied: false }),
      "GET /api/v1/user/visual-signatures": () => json(200, { defaultSignatureId: null, signatures: [] }),
      "GET /api/v1/user/preview-visual-signature": png,
    }, { token: "t", language: "de-ch" });
    await screen.findByRole("heading", { name: "Ihre Signatur" }, { timeout: 5000 });
    fireEvent.click(await screen.findByRole("button", { name: "Signaturstandard erhöhen" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "eID-Daten angeben" }));
    const dialog = await screen.findByRole("dialog", { name: "eID-Daten angeben" });
    expect(within(dialog).getByText(/mit QES nach ZertES \(Schweiz\)/)).toBeTruthy();
    expect(within(dialog).getByLabelText("Ausweisnummer")).toBeTruthy();
    expect((within(dialog).getByLabelText("Geburtsdatum") as HTMLInputElement).placeholder).toBe("31.12.2026");
  }, 20_000);

  it("tells a signer who signed when, and one whose turn has not come to wait", async () => {
    const first = await openAsSigner(signerRequest({ status: "signed", signedAt: "2026-03-02T08:30:00.000Z" }, { allowedActions: [] }));
    expect(screen.getByText(/You signed this request on/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign" })).toBeNull();
    first.app.unmount();

    await openAsSigner(signerRequest({ status: "pending" }, { signingOrder: "sequential", allowedActions: ["decline"] }));
    expect(screen.getByText(/You can sign once it is your turn/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign" })).toBeNull();
  });
});

describe("a request with the sender's terms of use", () => {
  const TERMS = "Signing binds you to the purchase terms of Example Ltd.";

  it("opens document/terms-of-use before signing: Cancel signs nothing, Accept signs with acceptedTermsOfUse", async () => {
    const { signBodies } = await openAsSigner(signerRequest({}, { termsOfUse: TERMS }));
    expect(screen.getByText("The sender's terms of use: you accept them before you sign.")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("I have read the documents and want to sign them."));
    fireEvent.click(screen.getByRole("button", { name: "Sign" }));

    const terms = await screen.findByRole("dialog", { name: "Terms of use" });
    expect(within(terms).getByRole("region", { name: "The sender's terms of use" }).textContent).toBe(TERMS);
    fireEvent.click(within(terms).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Terms of use" })).toBeNull());
    expect(signBodies).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Sign" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Terms of use" })).getByRole("button", { name: "Accept and sign" }));
    const tan = await screen.findByRole("dialog", { name: "Enter the TAN" });
    fireEvent.change(within(tan).getByLabelText("TAN"), { target: { value: "123456" } });
    fireEvent.click(within(tan).getByRole("button", { name: "Sign" }));
    await screen.findByRole("dialog", { name: "You have signed" });
    expect(signBodies).toEqual([
      { signatureRequests: [{ signatureRequestId: ID, acceptedTermsOfUse: true }], language: "en-gb" },
      { signatureRequests: [{ signatureRequestId: ID, acceptedTermsOfUse: true }], language: "en-gb", tan: "123456" },
    ]);
  });
});
