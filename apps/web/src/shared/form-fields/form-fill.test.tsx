import "../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SignatureRequestView } from "@paraph/contracts";
import { installFakeIntersectionObserver } from "../../test/fake-intersection-observer.ts";
import { json, renderApp, type FakeHandler } from "../../test/render-app.tsx";
import { makeUser } from "../../test/user-factory.ts";
import { makeRequest, makeSigner } from "../../features/signature-requests/test/request-factory.ts";

installFakeIntersectionObserver();

const ID = "11111111-1111-4111-8111-111111111111";
const SIGNER = "22222222-2222-4222-8222-222222222222";
const DOCUMENT_ID = "00000000-0000-4000-8000-000000000001";
const base = `/api/v3/signature-requests/${ID}`;
const place = { document_id: DOCUMENT_ID, page: 1, width: 150, height: 24, required: true, value: null, readOnly: false, filledAt: null };

type FormFields = SignatureRequestView["signers"][number]["formFields"];
const FIELDS: FormFields = [
  { ...place, x: 10, y: 10, type: "text", name: "Street", multiline: false, max_length: 10 },
  { ...place, x: 10, y: 40, type: "number", name: "Rooms", min: 1, max: 9 },
  { ...place, x: 10, y: 70, type: "date", name: "Moving day" },
  { ...place, x: 10, y: 100, type: "checkbox", name: "Pets", label: "I keep pets", required: false },
  { ...place, x: 10, y: 130, type: "radio", name: "Parking", options: ["Yes", "No"] },
  { ...place, x: 10, y: 160, type: "dropdown", name: "Floor", options: ["Ground", "First"] },
  { ...place, x: 10, y: 190, type: "text", name: "Reference", multiline: false, max_length: 200, value: "L-2026-7", readOnly: true },
];

/** The signer's page of a simple-signature request with form fields; the fake server signs or answers `signAnswer`. */
async function openAsSigner(signAnswer?: () => Response) {
  const signBodies: Array<{ signatureRequests: Array<{ formFieldValues?: Record<string, unknown> }> }> = [];
  const view = makeRequest({
    myRole: "signer",
    allowedActions: ["sign", "decline"],
    signers: [
      makeSigner({ id: SIGNER, isMe: true, formFields: FIELDS }),
      makeSigner({ id: "carl", email: "carl@example.com", firstName: "Carl", lastName: "Meier", status: "signed", formFields: [{ ...place, x: 300, y: 10, type: "name", name: "Landlord", value: "Carl Meier", readOnly: false, filledAt: "2026-03-01T09:10:00.000Z" }] }),
    ],
  });
  const handlers: Record<string, FakeHandler> = {
    "GET /api/v1/user": () => json(200, makeUser()),
    [`GET ${base}`]: () => json(200, view),
    [`GET ${base}/status`]: () => json(200, { status: view.status, signers: [], updatedAt: view.updatedAt }),
    [`GET ${base}/events`]: () => json(200, { events: [] }),
    [`GET ${base}/lock-status`]: () => json(200, { locked: false, lockedUntil: null }),
    [`GET ${base}/signatures/${SIGNER}/ident-method`]: () => json(200, { quality: "ses", legislation: null, method: "none", isSatisfied: true }),
    [`GET ${base}/signatures/${SIGNER}/status`]: () => json(200, { id: SIGNER, status: "open", signedAt: null }),
    "GET /api/v1/user/visual-signatures": () => json(200, { defaultSignatureId: null, signatures: [] }),
    "POST /api/v3/sign": ({ body }) => {
      signBodies.push(body as (typeof signBodies)[number]);
      return signAnswer ? signAnswer() : json(200, { signatureRequests: [{ signatureRequestId: ID, status: "open", signedDocuments: [] }] });
    },
  };
  await renderApp(`/view/${ID}`, handlers, { token: "t" });
  const panel = within(await screen.findByRole("region", { name: "Fields to fill in" }));
  return { panel, signBodies };
}

const pressSign = () => {
  fireEvent.click(screen.getByLabelText(/I have read the documents/));
  fireEvent.click(screen.getByRole("button", { name: "Sign" }));
};

/** Fills every field with a value the browser accepts (the street as given), then presses Sign. */
const fillEveryFieldAndSign = (panel: ReturnType<typeof within>, street: string) => {
  fireEvent.click(panel.getByRole("button", { name: "Show all fields" }));
  fireEvent.change(panel.getByLabelText("Street"), { target: { value: street } });
  fireEvent.change(panel.getByLabelText("Rooms"), { target: { value: "2" } });
  fireEvent.change(panel.getByLabelText("Moving day"), { target: { value: "01/04/2027" } });
  fireEvent.click(within(panel.getByRole("group", { name: "Parking" })).getByLabelText("Yes"));
  fireEvent.change(panel.getByLabelText("Floor"), { target: { value: "Ground" } });
  pressSign();
};

describe("filling form fields before signing", () => {
  it("steps through the fields, each with its own input and live messages, and sends the values with the signature", async () => {
    const { panel, signBodies } = await openAsSigner();
    expect(panel.getByText("Field 1 of 6 · Page 1")).toBeTruthy();
    const street = panel.getByLabelText("Street");
    fireEvent.change(street, { target: { value: "Bahnhofstrasse 1" } });
    expect(panel.getByText("Enter at most 10 characters.")).toBeTruthy();
    expect(panel.getByText("16 of 10 characters")).toBeTruthy();
    fireEvent.change(street, { target: { value: "Seeweg 3" } });
    expect(panel.queryByText("Enter at most 10 characters.")).toBeNull();

    fireEvent.click(panel.getByRole("button", { name: "Next field" }));
    const rooms = await waitFor(() => panel.getByLabelText("Rooms"));
    await waitFor(() => expect(document.activeElement).toBe(rooms));
    fireEvent.change(rooms, { target: { value: "12" } });
    expect(panel.getByText("Enter 9 or less.")).toBeTruthy();
    fireEvent.change(rooms, { target: { value: "3.5" } });

    fireEvent.click(panel.getByRole("button", { name: "Next field" }));
    // The date is typed as the signer's language writes it and sent as ISO.
    fireEvent.change(await waitFor(() => panel.getByLabelText("Moving day")), { target: { value: "31/12/2026" } });

    fireEvent.click(panel.getByRole("button", { name: "Next field" }));
    fireEvent.click(await waitFor(() => panel.getByLabelText("I keep pets (optional)")));

    fireEvent.click(panel.getByRole("button", { name: "Next field" }));
    const parking = await waitFor(() => panel.getByRole("group", { name: "Parking" }));
    fireEvent.click(within(parking).getByLabelText("No"));

    fireEvent.click(panel.getByRole("button", { name: "Next field" }));
    fireEvent.change(await waitFor(() => panel.getByLabelText("Floor")), { target: { value: "First" } });

    // The sender's prefill and the other signer's value are shown, not editable.
    expect(panel.getByText("L-2026-7")).toBeTruthy();
    expect(panel.getByText("Landlord, filled in by Carl Meier")).toBeTruthy();

    pressSign();
    await waitFor(() => expect(signBodies).toHaveLength(1));
    expect(signBodies[0]?.signatureRequests[0]?.formFieldValues).toEqual({ Street: "Seeweg 3", Rooms: "3.5", "Moving day": "2026-12-31", Pets: true, Parking: "No", Floor: "First" });
  });

  it("keeps Sign from going on while required fields are empty, and takes the signer to the first one", async () => {
    const { panel, signBodies } = await openAsSigner();
    fireEvent.click(panel.getByRole("button", { name: "Show all fields" }));
    fireEvent.change(panel.getByLabelText("Street"), { target: { value: "Seeweg 3" } });
    pressSign();
    expect(await panel.findByText("Fill in the required fields first (4 left).")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(panel.getByLabelText("Rooms")));
    expect(panel.getAllByText("Fill in this field.")).toHaveLength(4);
    expect(signBodies).toHaveLength(0);
  });

  it("marks the fields the server refused with its reasons and takes the signer to the first", async () => {
    const refused = () => json(400, { code: "form_field_values_invalid", message: "invalid", details: { fields: [{ field: "Floor", problem: "not_an_option" }] } });
    const { panel, signBodies } = await openAsSigner(refused);
    fillEveryFieldAndSign(panel, "Seeweg 3");
    await waitFor(() => expect(signBodies).toHaveLength(1));
    expect(await panel.findByText("Choose one of the options.")).toBeTruthy();
    expect(panel.getByText("Some values were not accepted: see the marked fields.")).toBeTruthy();
    // The failure is explained first; closing the explanation leads to the field to fix.
    fireEvent.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(document.activeElement).toBe(panel.getByLabelText("Floor")));
    // Changing the field clears the server's reason.
    fireEvent.change(panel.getByLabelText("Floor"), { target: { value: "First" } });
    expect(panel.queryByText("Choose one of the options.")).toBeNull();
  });

  it("marks the field whose value the signed PDF cannot draw, naming the character", async () => {
    const refused = () => json(422, { code: "field_value_not_drawable", message: "not drawable", details: { field: "Street", character: "山", codePoint: "U+5C71" } });
    const { panel, signBodies } = await openAsSigner(refused);
    fillEveryFieldAndSign(panel, "山田 3");
    await waitFor(() => expect(signBodies).toHaveLength(1));
    expect(await panel.findByText("“山” cannot be written into the signed PDF: use Latin, Greek or Cyrillic letters.")).toBeTruthy();
    expect(panel.getByText("Some values were not accepted: see the marked fields.")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(document.activeElement).toBe(panel.getByLabelText("Street")));
    fireEvent.change(panel.getByLabelText("Street"), { target: { value: "Yamada 3" } });
    expect(panel.queryByText(/cannot be written into the signed PDF/)).toBeNull();
  });

  it("leads from a field on the page to its input", async () => {
    const { panel } = await openAsSigner();
    const onPage = await waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-form-field-box="Floor"]');
      if (!button) throw new Error("the page is not shown yet");
      return button;
    });
    fireEvent.click(onPage);
    await waitFor(() => expect(document.activeElement).toBe(panel.getByLabelText("Floor")));
    expect(panel.getByText("Field 6 of 6 · Page 1")).toBeTruthy();
  });
});
