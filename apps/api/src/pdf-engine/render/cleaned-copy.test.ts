import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { ACTIVE_CONTENT_SAMPLES, JAVASCRIPT_SAMPLES, buildSample } from "../../test-support/active-content-corpus.ts";
import { readDebianPackageFiles } from "../../test-support/debian-package-file.ts";
import { renderEveryPage } from "../../test-support/render-every-page.ts";
import { findActiveContent } from "./active-content.ts";
import { writeCleanedCopy } from "./cleaned-copy.ts";

function openPdf(bytes: Uint8Array): mupdf.PDFDocument {
  const pdf = mupdf.Document.openDocument(bytes, "application/pdf").asPDF();
  if (!pdf) throw new Error("not a PDF");
  return pdf;
}

/** Cleans the file and checks what a user would notice: nothing active is left, and every page looks exactly the same at 72 dpi. */
function expectCleanedAndIdentical(name: string, bytes: Uint8Array) {
  const found = findActiveContent(openPdf(bytes));
  expect(found.length, `${name}: active content before cleaning`).toBeGreaterThan(0);
  const cleaning = writeCleanedCopy(bytes);
  if (cleaning.outcome !== "cleaned") throw new Error(`${name}: ${cleaning.reason}`);
  expect(cleaning.removed.length, `${name}: what was removed`).toBeGreaterThan(0);
  expect(findActiveContent(openPdf(cleaning.bytes)), `${name}: active content after cleaning`).toEqual([]);
  // Written afresh: one cross-reference section, and no copy of a removed script or program left behind in an earlier revision or an unreferenced object.
  const written = Buffer.from(cleaning.bytes);
  expect(written.toString("latin1").match(/startxref/g)?.length, `${name}: one revision`).toBe(1);
  for (const removed of ["app.alert", "MZ this would be a program", "calc.exe"]) expect(written.includes(removed), `${name}: ${removed} left in the file`).toBe(false);
  const before = renderEveryPage(bytes);
  const after = renderEveryPage(cleaning.bytes);
  expect(after.length, `${name}: page count`).toBe(before.length);
  before.forEach((pixels, index) => expect(after[index]?.equals(pixels), `${name}: page ${index + 1} pixel-identical at 72 dpi`).toBe(true));
  return cleaning;
}

describe("a cleaned copy (docs/SECURITY.md, \"Cleaning\")", () => {
  it.each([...JAVASCRIPT_SAMPLES, ...ACTIVE_CONTENT_SAMPLES].map((sample) => [sample.name, sample] as const))(
    "%s: removed, and the pages render pixel-identical",
    async (name, sample) => {
      expectCleanedAndIdentical(name, await buildSample(sample));
    },
  );

  it("says what it removed and on which page", async () => {
    const pageAction = JAVASCRIPT_SAMPLES.find((sample) => sample.name === "a page's /AA open action");
    const openAction = JAVASCRIPT_SAMPLES.find((sample) => sample.name === "an /OpenAction JavaScript dictionary inline in the catalog");
    const launch = ACTIVE_CONTENT_SAMPLES.find((sample) => sample.name === "a /Launch action");
    if (!pageAction || !openAction || !launch) throw new Error("sample missing");
    expect(expectCleanedAndIdentical("page /AA", await buildSample(pageAction)).removed).toEqual([{ kind: "javascript", page: 1, feature: "JavaScript action" }]);
    expect(expectCleanedAndIdentical("/OpenAction", await buildSample(openAction)).removed).toEqual([{ kind: "javascript", page: null, feature: "JavaScript action" }]);
    expect(expectCleanedAndIdentical("/Launch", await buildSample(launch)).removed).toEqual([{ kind: "launch", page: 1, feature: "Launch action" }]);
  });

  it("keeps the link annotation whose action it removed, and the document's other links", async () => {
    const launch = ACTIVE_CONTENT_SAMPLES.find((sample) => sample.name === "a /Launch action");
    if (!launch) throw new Error("sample missing");
    const cleaning = expectCleanedAndIdentical("/Launch", await buildSample(launch));
    const annotations = openPdf(cleaning.bytes).findPage(0).get("Annots");
    expect(annotations.length).toBe(1);
    expect(annotations.get(0).get("A").isNull()).toBe(true);
  });

  it("cleans real PDFs from Debian: a form with JavaScript, LaTeX animations and embedded media, a /Launch link", async () => {
    const latexDocs = "usr/share/doc/texlive-doc";
    const [form, animations, media] = await readDebianPackageFiles("texlive-latex-extra-doc", [
      `${latexDocs}/latex/grayhints/examples/gh-eforms.pdf`,
      `${latexDocs}/latex/animate/animate.pdf`,
      `${latexDocs}/latex/media9/media9.pdf`,
    ]);
    const [launching] = await readDebianPackageFiles("texlive-science-doc", [`${latexDocs}/generic/polexpr/polexpr-examples.pdf`]);
    if (!form || !animations || !media || !launching) throw new Error("a Debian PDF is missing");

    const formCleaning = expectCleanedAndIdentical("gh-eforms.pdf", form);
    expect(formCleaning.removed.some((finding) => finding.kind === "javascript" && finding.page === 1)).toBe(true);
    expect(formCleaning.removed.some((finding) => finding.feature === "JavaScript name tree")).toBe(true);
    // animate's frames are widgets driven by scripts; the first frame stays as each page shows it.
    const animationCleaning = expectCleanedAndIdentical("animate.pdf", animations);
    expect(animationCleaning.removed.some((finding) => finding.kind === "media" && finding.feature === "Screen annotation")).toBe(true);
    // media9's RichMedia players keep their poster appearance (this file showed that renumbering objects on writing lost a widget's drawing).
    const mediaCleaning = expectCleanedAndIdentical("media9.pdf", media);
    expect(mediaCleaning.removed.some((finding) => finding.feature === "RichMedia annotation")).toBe(true);
    expect(expectCleanedAndIdentical("polexpr-examples.pdf", launching).removed).toEqual([{ kind: "launch", page: 1, feature: "Launch action" }]);
  }, 900_000);
});
