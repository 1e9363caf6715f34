import "../../../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SignatureRequestView } from "@paraph/contracts";
import { installFakeIntersectionObserver } from "../../../../../test/fake-intersection-observer.ts";
import { json, renderApp, type FakeHandler } from "../../../../../test/render-app.tsx";
import { makeUser } from "../../../../../test/user-factory.ts";
import { makeRequest, makeSigner } from "../../../test/request-factory.ts";

installFakeIntersectionObserver();

const DRAFT_ACTIONS: SignatureRequestView["allowedActions"] = ["update", "initiate", "delete", "add_document", "remove_document", "add_signer", "remove_signer"];
const draft = makeRequest({ status: "draft", initiatedAt: null, allowedActions: DRAFT_ACTIONS, signers: [makeSigner({ id: "bea", status: "pending" })] });
const base = `/api/v3/signature-requests/${draft.id}`;

type SignerBody = { document_signatures: SignatureRequestView["signers"][number]["fields"]; form_fields?: Array<Record<string, unknown>> };

/** A draft whose signer's changes the fake server keeps, form fields with their prefills as the server would show them. */
async function openDraft(start: SignatureRequestView = draft) {
  let view = start;
  const bodies: SignerBody[] = [];
  const handlers: Record<string, FakeHandler> = {
    "GET /api/v1/user": () => json(200, makeUser()),
    [`GET ${base}`]: () => json(200, view),
    [`GET ${base}/status`]: () => json(200, { status: view.status, signers: [], updatedAt: view.updatedAt }),
    [`GET ${base}/events`]: () => json(200, { events: [] }),
    [`PUT ${base}/signatures/bea`]: ({ body }) => {
      const input = body as SignerBody;
      bodies.push(input);
      const formFields = (input.form_fields ?? []).map((field) => ({ ...field, value: field.value ?? null, readOnly: field.value !== undefined, filledAt: null }));
      view = { ...view, signers: view.signers.map((signer) => ({ ...signer, fields: input.document_signatures, ...(input.form_fields ? { formFields } : {}) })) as SignatureRequestView["signers"] };
      return json(200, view);
    },
  };
  await renderApp(`/view/${draft.id}`, handlers, { token: "t" });
  await screen.findByRole("toolbar", { name: "Field types" });
  return { bodies };
}

const add = (type: string) => fireEvent.click(screen.getByRole("button", { name: `Add a ${type} field for Bea Muster` }));
const settings = () => within(screen.getByRole("region", { name: /^Field settings/ }));

describe("fields signers fill, in the composer", () => {
  it("places a field from the keyboard, hands it the focus, moves and resizes it with the arrow keys and saves it with the signer", async () => {
    const { bodies } = await openDraft();
    add("Text");
    const field = await screen.findByRole("group", { name: "Text field “Text 1” of Bea Muster" });
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.keyDown(field, { key: "ArrowRight" });
    fireEvent.keyDown(screen.getByRole("group", { name: "Text field “Text 1” of Bea Muster" }), { key: "ArrowDown", altKey: true });
    expect(settings().getByRole("heading", { name: "Field settings: Text field of Bea Muster" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.form_fields).toEqual([
      { type: "text", name: "Text 1", required: true, document_id: draft.documents[0]?.id, page: 1, x: 208.5, y: 409, width: 180, height: 25, multiline: false, max_length: 200 },
    ]);
    // The signature fields go along unchanged.
    expect(bodies[0]?.document_signatures).toEqual([]);
  });

  it("names new fields after their type, never twice, and refuses a name another field has", async () => {
    const { bodies } = await openDraft();
    add("Text");
    add("Text");
    add("Checkbox");
    expect(await screen.findByRole("group", { name: "Text field “Text 2” of Bea Muster" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Checkbox field “Checkbox 1” of Bea Muster" })).toBeTruthy();
    // Fields never land on one another.
    const boxes = ["Text field “Text 1”", "Text field “Text 2”"].map((name) => screen.getByRole("group", { name: `${name} of Bea Muster` }).style.left);
    expect(boxes[0]).not.toBe(boxes[1]);
    const name = settings().getByLabelText("Name");
    fireEvent.change(name, { target: { value: "Text 1" } });
    expect(settings().getByText("Another field has this name.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Two fields are called “Text 1”: names must differ.")).toBeTruthy();
    expect(bodies).toHaveLength(0);
    fireEvent.change(name, { target: { value: "Accept terms" } });
    expect(settings().queryByText("Another field has this name.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.form_fields?.map((field) => field.name)).toEqual(["Text 1", "Text 2", "Accept terms"]);
  });

  it("sets a field's label, optional state, format, options, range and a read-only prefill", async () => {
    const { bodies } = await openDraft();
    add("Choice");
    await screen.findByRole("group", { name: "Choice field “Choice 1” of Bea Muster" });
    const options = settings().getByLabelText("Options, one per line");
    expect((options as HTMLTextAreaElement).value).toBe("Option 1\nOption 2");
    fireEvent.change(options, { target: { value: "Yes" } });
    expect(settings().getByText("Give at least 2 options.")).toBeTruthy();
    fireEvent.change(options, { target: { value: "Yes\nNo\n" } });
    expect(settings().queryByText("Give at least 2 options.")).toBeNull();
    fireEvent.change(settings().getByLabelText(/^Label shown to the signer/), { target: { value: "Do you agree?" } });
    fireEvent.click(settings().getByLabelText("The signer must fill it in"));
    fireEvent.click(settings().getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("region", { name: /^Field settings/ })).toBeNull();

    add("Number");
    await screen.findByRole("group", { name: "Number field “Number 1” of Bea Muster" });
    fireEvent.change(settings().getByLabelText(/^Smallest number/), { target: { value: "10" } });
    fireEvent.change(settings().getByLabelText(/^Largest number/), { target: { value: "5" } });
    expect(settings().getByText("The smallest number must not be above the largest.")).toBeTruthy();
    fireEvent.change(settings().getByLabelText(/^Largest number/), { target: { value: "100" } });
    fireEvent.click(settings().getByLabelText("Fill it in myself (the signer sees it and cannot change it)"));
    const value = settings().getByLabelText("Value");
    fireEvent.change(value, { target: { value: "3" } });
    expect(settings().getByText("Enter 10 or more.")).toBeTruthy();
    fireEvent.change(value, { target: { value: "42" } });
    expect(settings().queryByText("Enter 10 or more.")).toBeNull();

    add("Text");
    await screen.findByRole("group", { name: "Text field “Text 1” of Bea Muster" });
    fireEvent.change(settings().getByLabelText("Format"), { target: { value: "iban" } });
    fireEvent.click(settings().getByLabelText("Several lines"));

    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.form_fields).toMatchObject([
      { type: "radio", name: "Choice 1", label: "Do you agree?", required: false, options: ["Yes", "No"] },
      { type: "number", name: "Number 1", min: 10, max: 100, value: "42" },
      { type: "text", name: "Text 1", pattern: "iban", multiline: true },
    ]);
    // Saved, the prefilled field comes back read-only and the draft has nothing left to save.
    await waitFor(() => expect(screen.getByRole("button", { name: "Save draft" }).hasAttribute("disabled")).toBe(true));
  });

  describe("dragging a type onto a page", () => {
    const page = (number: number) => ({ number, width: 595, height: 842, rotation: 0 });
    const twoPages = { ...draft, documents: draft.documents.map((document) => ({ ...document, pageCount: 2, pages: [page(1), page(2)] })) };
    const realElementFromPoint = document.elementFromPoint.bind(document);
    const realPointerCapture = HTMLElement.prototype.setPointerCapture;
    afterEach(() => {
      document.elementFromPoint = realElementFromPoint;
      HTMLElement.prototype.setPointerCapture = realPointerCapture;
    });
    /** Page 2's field layer as the window's layout would have it: at 0, 0, one pixel a point, and under every point. */
    const laidOutPage2 = async () => {
      const layer = await waitFor(() => {
        const found = document.querySelector<HTMLElement>('[data-page-drop][data-page-number="2"]');
        if (!found) throw new Error("page 2 is not shown yet");
        return found;
      });
      layer.getBoundingClientRect = () => ({ left: 0, top: 0, right: 595, bottom: 842, width: 595, height: 842, x: 0, y: 0, toJSON: () => ({}) });
      document.elementFromPoint = () => layer;
      HTMLElement.prototype.setPointerCapture = () => {};
    };
    const drag = (button: HTMLElement, to: { x: number; y: number }) => {
      fireEvent.pointerDown(button, { pointerId: 1, button: 0, clientX: 5, clientY: 5 });
      fireEvent.pointerMove(button, { pointerId: 1, clientX: to.x / 2, clientY: to.y / 2 });
      fireEvent.pointerUp(button, { pointerId: 1, button: 0, clientX: to.x, clientY: to.y });
      // The browser's click after the drag (a pointer's: detail 1) is no press.
      fireEvent.click(button, { detail: 1 });
    };

    it("centres the field where the type is let go, on that page; a press then puts the next one beside it", async () => {
      const { bodies } = await openDraft(twoPages);
      await laidOutPage2();
      drag(screen.getByRole("button", { name: "Add a Checkbox field for Bea Muster" }), { x: 300, y: 400 });
      expect(screen.getAllByRole("group", { name: /^Checkbox field/ })).toHaveLength(1);
      add("Date");
      await screen.findByRole("group", { name: "Date field “Date 1” of Bea Muster" });
      fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]?.form_fields).toMatchObject([
        { type: "checkbox", name: "Checkbox 1", page: 2, x: 290, y: 390, width: 20, height: 20 },
        { type: "date", name: "Date 1", page: 2, x: 318, y: 390 },
      ]);
    });

    it("puts a field pressed after a move beside the field moved last, not the one listed last", async () => {
      const { bodies } = await openDraft(twoPages);
      await laidOutPage2();
      add("Text");
      const text = await screen.findByRole("group", { name: "Text field “Text 1” of Bea Muster" });
      drag(screen.getByRole("button", { name: "Add a Number field for Bea Muster" }), { x: 100, y: 700 });
      // The text field (page 1) is moved last: the next field goes beside it, not beside the number on page 2.
      fireEvent.keyDown(text, { key: "ArrowDown", shiftKey: true });
      add("Initials");
      await screen.findByRole("group", { name: "Initials field “Initials 1” of Bea Muster" });
      fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]?.form_fields?.map((field) => [field.name, field.page, field.x, field.y])).toEqual([
        ["Text 1", 1, 207.5, 419],
        ["Number 1", 2, 50, 688],
        ["Initials 1", 1, 395.5, 419],
      ]);
    });
  });

  it("gives a signer pressed after a field they fill a signature field of its own size beside it, with nothing of the other field's settings", async () => {
    const { bodies } = await openDraft();
    add("Text");
    await screen.findByRole("group", { name: "Text field “Text 1” of Bea Muster" });
    fireEvent.keyDown(screen.getByRole("button", { name: "Place a signature field for Bea Muster" }), { key: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.document_signatures).toEqual([{ document_id: draft.documents[0]?.id, page: 1, x: 395.5, y: 409, width: 150, height: 70 }]);
  });

  it("removes the selected field with Delete or from its settings", async () => {
    await openDraft();
    add("Date");
    const field = await screen.findByRole("group", { name: "Date field “Date 1” of Bea Muster" });
    fireEvent.keyDown(field, { key: "Delete" });
    expect(screen.queryByRole("group", { name: "Date field “Date 1” of Bea Muster" })).toBeNull();
    add("List");
    await screen.findByRole("group", { name: "List field “List 1” of Bea Muster" });
    fireEvent.click(settings().getByRole("button", { name: "Remove this field" }));
    expect(screen.queryByRole("group", { name: "List field “List 1” of Bea Muster" })).toBeNull();
  });
});
