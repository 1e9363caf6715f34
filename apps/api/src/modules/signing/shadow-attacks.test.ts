import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFString, StandardFonts } from "@cantoo/pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concatBytes } from "../../pdf-engine/pades/embedded-signatures.ts";
import { certificatesCarriedBy } from "../../pdf-engine/pades/cms-certificates.ts";
import { appendDss, findSignatureContents } from "../../pdf-engine/pades/dss.ts";
import { sha256 } from "../../pdf-engine/pades/cms.ts";
import { addDocumentTimeStamp } from "../../pdf-engine/pades/pades-signer.ts";
import { embedSignature, prepareSignature } from "../../pdf-engine/pades/signature-placeholder.ts";
import { SigningServices } from "../../pdf-engine/signing-services.ts";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callRequest } from "../signature-requests/test-helpers.ts";

/**
 * Shadow attacks: a signed PDF gets an incremental update after its last signature that changes
 * what a reader sees, while every signed byte stays intact. The validator must say so, and which
 * pages; what PAdES allows after signing (validation data, document time-stamps, later
 * signatures) must not be reported.
 */

interface ChangeReport {
  kind: string;
  page?: number;
  field?: string;
}
interface Report {
  verdict: string;
  problems: { code: string; pages: number[] }[];
  signatures: { subFilter: string; integrity: boolean; modifiedAfterSigning: boolean; changes: ChangeReport[] }[];
}

let testApp: TestApp;
let services: SigningServices;
/** Signed by one signer through the API: signature, DSS, document time-stamp (B-LTA). */
let signedOnce: Uint8Array;
/** Signed by two signers in turn: the second signature came after the first. */
let signedTwice: Uint8Array;
/** Signed by two signers, from a document whose catalog and links point into its pages, as pdfTeX's hyperref writes them. */
let signedWithNavigation: Uint8Array;
/** Signed by one signer, with content no page shows yet hidden in the signed file. */
let signedWithHiddenContent: Uint8Array;
let hiddenContentRef: PDFRef;

beforeAll(async () => {
  testApp = await createTestApp();
  services = await SigningServices.open(testApp.context.config.DATA_DIR, testApp.clock);
  signedOnce = await signThroughApi(1);
  signedTwice = await signThroughApi(2);
  const hidden = await contractPdfWithHiddenContent();
  hiddenContentRef = hidden.ref;
  signedWithHiddenContent = await signThroughApi(1, hidden.pdf);
  signedWithNavigation = await signThroughApi(2, await contractPdfWithNavigation());
});
afterAll(async () => testApp.close());

/** Two pages; page 1 says what is owed and has a form field holding the amount. */
async function contractPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const first = document.addPage([595, 842]);
  first.drawText("The buyer agrees to pay 100 CHF.", { x: 72, y: 700, size: 14, font });
  const amount = document.getForm().createTextField("amount");
  amount.setText("100");
  amount.addToPage(first, { x: 72, y: 640, width: 120, height: 24, font });
  const second = document.addPage([595, 842]);
  second.drawText("Terms and conditions.", { x: 72, y: 700, size: 14, font });
  return document.save();
}

/**
 * The contract with what real documents carry: an open action and named destinations naming
 * page objects, a bookmark to page 2 and a link on page 2 back to page 1. Each later signature
 * gives the pages it is drawn on a widget in /Annots; what points at those pages stays the same.
 */
async function contractPdfWithNavigation(): Promise<Uint8Array> {
  const document = await PDFDocument.load(await contractPdf());
  const [first, second] = [document.getPage(0), document.getPage(1)];
  const { context, catalog } = document;
  catalog.set(PDFName.of("OpenAction"), context.obj([first.ref, PDFName.of("Fit")]));
  const destinations = context.obj({ Names: [PDFString.of("terms"), context.obj([second.ref, PDFName.of("XYZ"), 0, 842, 0])] });
  catalog.set(PDFName.of("Names"), context.obj({ Dests: context.register(destinations) }));
  const outlines = context.nextRef();
  const bookmark = context.register(context.obj({ Title: PDFString.of("Terms"), Parent: outlines, Dest: context.obj([second.ref, PDFName.of("Fit")]) }));
  context.assign(outlines, context.obj({ Type: "Outlines", First: bookmark, Last: bookmark, Count: 1 }));
  catalog.set(PDFName.of("Outlines"), outlines);
  const link = context.register(context.obj({ Type: "Annot", Subtype: "Link", Rect: [72, 690, 300, 715], Border: [0, 0, 0], Dest: context.obj([first.ref, PDFName.of("Fit")]) }));
  second.node.set(PDFName.of("Annots"), context.obj([link]));
  return document.save({ useObjectStreams: false });
}

/** The contract, plus a content stream no page refers to: what a "hide-and-replace" attacker prepares before signing. */
async function contractPdfWithHiddenContent(): Promise<{ pdf: Uint8Array; ref: PDFRef }> {
  const document = await PDFDocument.load(await contractPdf());
  const fonts = document.getPage(0).node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
  const fontName = fonts?.keys()[0]?.asString() ?? "/F1";
  const ref = document.context.register(document.context.stream(`BT ${fontName} 14 Tf 72 700 Td (The buyer agrees to pay 1000000 CHF.) Tj ET`));
  return { pdf: await document.save({ useObjectStreams: false }), ref };
}

async function signThroughApi(signerCount: number, pdf?: Uint8Array): Promise<Uint8Array> {
  const signers = await Promise.all(Array.from({ length: signerCount }, (_, index) => createUser(testApp, { firstName: `Signer${index + 1}`, lastName: "Shadow" })));
  const tokens = await Promise.all(signers.map((signer) => loginAs(testApp, signer)));
  const owner = tokens[0] as string;
  const upload = await testApp.request({
    method: "POST",
    url: "/api/v3/documents",
    token: owner,
    payload: { title: "Contract", content: Buffer.from(pdf ?? (await contractPdf())).toString("base64") },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const documentId = (upload.json() as { documents: { id: string }[] }).documents[0]?.id ?? "";
  const created = await callRequest(testApp, owner, "POST", "/v3/signature-requests", {
    title: "Contract",
    documents: [documentId],
    // Each signer's appearance drawn on page 2, side by side, as owners place them.
    signatures: signers.map((signer, index) => ({
      account_email: signer.email,
      document_signatures: [{ document_id: documentId, page: 2, x: 40 + index * 180, y: 80, width: 160, height: 60 }],
    })),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = String(created.body.id);
  expect((await callRequest(testApp, owner, "POST", `/v3/signature-requests/${id}/initiate`)).status).toBe(200);
  for (const token of tokens) {
    const signed = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  }
  const download = await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token: owner });
  expect(download.statusCode).toBe(200);
  return new Uint8Array(download.rawPayload);
}

async function validate(pdf: Uint8Array): Promise<Report> {
  const response = await testApp.request({ method: "POST", url: "/api/v1/validate", headers: { "content-type": "application/pdf" }, payload: Buffer.from(pdf) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Report;
}

/** Appends what `change` does to the document as one incremental update, the way an attacker's tool would. */
async function appendUpdate(pdf: Uint8Array, change: (document: PDFDocument, markForSave: (ref: PDFRef) => void) => void | Promise<void>): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false, forIncrementalUpdate: true });
  const snapshot = document.takeSnapshot();
  await change(document, (ref) => snapshot.markRefForSave(ref));
  return concatBytes([pdf, await document.saveIncremental(snapshot, { useObjectStreams: false })]);
}

function pagesRef(document: PDFDocument): PDFRef {
  return document.catalog.get(PDFName.of("Pages")) as PDFRef;
}

function expectChanged(report: Report, change: ChangeReport) {
  expect(report.verdict).toBe("changed_after_signing");
  const person = report.signatures.find((signature) => signature.subFilter === "ETSI.CAdES.detached");
  // The signed bytes are intact: only a comparison of revisions shows the change.
  expect(person?.integrity).toBe(true);
  expect(person?.modifiedAfterSigning).toBe(true);
  expect(person?.changes).toContainEqual(change);
  expect(report.problems).toEqual([{ code: "changed_after_signing", pages: change.page ? [change.page] : [] }]);
}

function expectUnchanged(report: Report) {
  expect(report.verdict).toBe("valid");
  expect(report.problems).toEqual([]);
  for (const signature of report.signatures) {
    expect(signature.integrity).toBe(true);
    expect(signature.modifiedAfterSigning).toBe(false);
    expect(signature.changes).toEqual([]);
  }
}

describe("POST /v1/validate: changes after signing that a reader would see", () => {
  it("reports nothing for the document as Paraph completed it (signature, DSS, document time-stamp)", async () => {
    const report = await validate(signedOnce);
    expect(report.signatures.map((signature) => signature.subFilter)).toEqual(["ETSI.CAdES.detached", "ETSI.RFC3161"]);
    expectUnchanged(report);
  });

  it("reports page 1 when its content stream is replaced ('pay 100 CHF' becomes 'pay 1000000 CHF')", async () => {
    const attacked = await appendUpdate(signedOnce, (document, markForSave) => {
      const page = document.getPage(0);
      const contents = page.node.get(PDFName.of("Contents"));
      const ref = contents instanceof PDFArray ? (contents.get(0) as PDFRef) : (contents as PDFRef);
      const fonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
      const fontName = fonts?.keys()[0]?.asString() ?? "/F1";
      // The same object number, redefined: the classic way to swap what a page shows.
      document.context.assign(ref, document.context.stream(`BT ${fontName} 14 Tf 72 700 Td (The buyer agrees to pay 1000000 CHF.) Tj ET`));
      markForSave(ref);
    });
    expectChanged(await validate(attacked), { kind: "page_content", page: 1 });
  });

  it("reports pages 1 and 2 when an object deep in their resources is redefined under the same number (the font both pages use)", async () => {
    const attacked = await appendUpdate(signedOnce, (document, markForSave) => {
      const fonts = document.getPage(0).node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
      const fontRef = fonts?.get(fonts.keys()[0] ?? PDFName.of("F1"));
      if (!(fontRef instanceof PDFRef)) throw new Error("the contract's font is not an indirect object");
      document.context.assign(fontRef, document.context.obj({ Type: "Font", Subtype: "Type1", BaseFont: "Courier", Encoding: "WinAnsiEncoding" }));
      markForSave(fontRef);
    });
    const report = await validate(attacked);
    expect(report.verdict).toBe("changed_after_signing");
    expect(report.problems).toEqual([{ code: "changed_after_signing", pages: [1, 2] }]);
    expect(report.signatures[0]?.changes).toEqual([
      { kind: "page_content", page: 1 },
      { kind: "page_content", page: 2 },
    ]);
  });

  it("reports page 1 when an update only points the page at content hidden in the signed file (hide-and-replace)", async () => {
    const attacked = await appendUpdate(signedWithHiddenContent, (document, markForSave) => {
      const page = document.getPage(0);
      page.node.set(PDFName.of("Contents"), hiddenContentRef);
      markForSave(page.ref);
    });
    expectChanged(await validate(attacked), { kind: "page_content", page: 1 });
    expectUnchanged(await validate(signedWithHiddenContent));
  });

  it("reports page 1 when a FreeText annotation is laid over the amount", async () => {
    const attacked = await appendUpdate(signedOnce, (document, markForSave) => {
      const page = document.getPage(0);
      const note = document.context.register(
        document.context.obj({
          Type: "Annot",
          Subtype: "FreeText",
          Rect: [200, 690, 320, 715],
          Contents: PDFString.of("1000000 CHF"),
          DA: PDFString.of("/Helv 14 Tf 0 g"),
          P: page.ref,
        }),
      );
      const annotations = page.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
      if (annotations) {
        annotations.push(note);
        const ref = page.node.get(PDFName.of("Annots"));
        if (ref instanceof PDFRef) markForSave(ref);
      } else {
        page.node.set(PDFName.of("Annots"), document.context.obj([note]));
      }
      markForSave(page.ref);
    });
    expectChanged(await validate(attacked), { kind: "annotation", page: 1 });
  });

  it("reports page 1 when the signed form field's value is changed", async () => {
    const attacked = await appendUpdate(signedOnce, (document, markForSave) => {
      const field = document.getForm().getTextField("amount");
      field.setText("1000000");
      markForSave(field.ref);
      for (const widget of field.acroField.getWidgets()) {
        const ref = document.context.getObjectRef(widget.dict);
        if (ref) markForSave(ref);
      }
    });
    expectChanged(await validate(attacked), { kind: "form_field", page: 1, field: "amount" });
  });

  it("reports page 3 when a page is added", async () => {
    const attacked = await appendUpdate(signedOnce, async (document, markForSave) => {
      const font = await document.embedFont(StandardFonts.Helvetica);
      document.addPage([595, 842]).drawText("Addendum: the price is 1000000 CHF.", { x: 72, y: 700, size: 14, font });
      markForSave(pagesRef(document));
    });
    expectChanged(await validate(attacked), { kind: "pages", page: 3 });
  });

  it("reports page 2 when a page is removed", async () => {
    const attacked = await appendUpdate(signedOnce, (document, markForSave) => {
      document.removePage(1);
      markForSave(pagesRef(document));
    });
    expectChanged(await validate(attacked), { kind: "pages", page: 2 });
  });
});

describe("POST /v1/validate: what may follow a signature", () => {
  it("accepts another DSS with validation data", async () => {
    const [signature] = await findSignatureContents(signedOnce);
    if (!signature) throw new Error("the signed document has no signature");
    const extended = await appendDss(signedOnce, [
      { signatureContents: signature.contents, certificates: certificatesCarriedBy(signature.contents).map((certificate) => certificate.der), ocspResponses: [], crls: [] },
    ]);
    const report = await validate(extended);
    expect(report.signatures).toHaveLength(2);
    expectUnchanged(report);
  });

  it("accepts another document time-stamp", async () => {
    const stamped = await addDocumentTimeStamp(signedOnce, services.timeStampAuthority, "Archive time-stamp 2", testApp.clock.now());
    const report = await validate(stamped);
    expect(report.signatures.map((signature) => signature.subFilter)).toEqual(["ETSI.CAdES.detached", "ETSI.RFC3161", "ETSI.RFC3161"]);
    expectUnchanged(report);
  });

  it("accepts later signatures on pages that an open action, named destinations, bookmarks and links point at", async () => {
    const report = await validate(signedWithNavigation);
    expect(report.signatures.map((signature) => signature.subFilter)).toEqual(["ETSI.CAdES.detached", "ETSI.CAdES.detached", "ETSI.RFC3161"]);
    expectUnchanged(report);
  });

  it("accepts a later signature with its own field, widget and appearance", async () => {
    const report = await validate(signedTwice);
    expect(report.signatures.map((signature) => signature.subFilter)).toEqual(["ETSI.CAdES.detached", "ETSI.CAdES.detached", "ETSI.RFC3161"]);
    expectUnchanged(report);
    // Both appearances are drawn on page 2: the second signer's widget arrived after the first signature.
    const document = await PDFDocument.load(signedTwice, { updateMetadata: false });
    const widgets = (document.getPage(1).node.Annots()?.asArray() ?? []).map((ref) => document.context.lookup(ref, PDFDict));
    expect(widgets.filter((widget) => widget.get(PDFName.of("AP")))).toHaveLength(2);
  });

  it("still reports a change made in the same update as a later signature", async () => {
    // The attacker changes page 1 and signs the result: the later signature covers the change,
    // the earlier one does not.
    const [signature] = await findSignatureContents(signedOnce);
    expect(signature).toBeDefined();
    const changed = await appendUpdate(signedOnce, (document, markForSave) => {
      const page = document.getPage(0);
      page.node.set(PDFName.of("Rotate"), document.context.obj(180));
      markForSave(page.ref);
    });
    const restamped = await addDocumentTimeStamp(changed, services.timeStampAuthority, "Attacker's time-stamp", testApp.clock.now());
    const report = await validate(restamped);
    expect(report.verdict).toBe("changed_after_signing");
    expect(report.signatures.map((entry) => entry.modifiedAfterSigning)).toEqual([true, true, false]);
    expect(report.signatures[0]?.changes).toEqual([{ kind: "page_content", page: 1 }]);
  });

  it("reports a forged later time-stamp whose visible appearance covers the amount", async () => {
    // A drawn box saying 1000000 CHF, as the appearance of a "document time-stamp" whose token
    // is real but stamps other bytes: its field may not pass as a later signature's own.
    const appearance = await PDFDocument.create();
    const font = await appearance.embedFont(StandardFonts.Helvetica);
    appearance.addPage([200, 30]).drawText("1000000 CHF.", { x: 2, y: 8, size: 14, font });
    const prepared = await prepareSignature(signedOnce, {
      kind: "document-timestamp",
      fieldName: "Overlay",
      placement: { pageIndex: 0, rect: { x: 228, y: 695, width: 200, height: 30 }, appearancePdf: await appearance.save() },
      signingTime: testApp.clock.now(),
    });
    const forged = embedSignature(prepared, await services.timeStampAuthority.timeStamp(sha256(Buffer.from("other bytes"))));
    const report = await validate(forged);
    expect(report.verdict).toBe("changed_after_signing");
    expect(report.signatures.map((entry) => [entry.subFilter, entry.integrity])).toEqual([
      ["ETSI.CAdES.detached", true],
      ["ETSI.RFC3161", true],
      ["ETSI.RFC3161", false],
    ]);
    expect(report.signatures[0]?.changes).toContainEqual({ kind: "form_field", page: 1, field: "Overlay" });
  });
});
