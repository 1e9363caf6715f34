import { PDFDocument } from "@cantoo/pdf-lib";
import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import type { AppearanceInput, AppearanceSignature } from "./appearance-input.ts";
import { claimText, formatSigningDate, standardsLabel } from "./appearance-texts.ts";
import { createAppearancePdf } from "./create-appearance-pdf.ts";
import { part11Reason } from "./part11-texts.ts";
import { drawAppearance } from "./draw-appearance.ts";
import { toWinAnsi } from "./win-ansi-text.ts";

const SIGNED_AT = new Date("2026-11-21T09:00:00Z");

function inputFor(signature: Partial<AppearanceSignature> = {}): AppearanceInput {
  return {
    signature: {
      name: "Zoë Rüegg",
      title: null,
      optionalLine: "Muster AG",
      location: "Zürich",
      language: "en-gb",
      quality: "ses",
      legislation: "eidas",
      displayDate: true,
      displayClaim: true,
      displayStandards: true,
      displayQr: true,
      image: null,
      ...signature,
    },
    signer: { name: "Signer Fallback" },
    signedAt: SIGNED_AT,
    verificationUrl: "https://paraph.test/verify/0f0e0d0c-0b0a-4900-8000-000000000001",
  };
}

function textOf(pdf: Uint8Array, pageIndex = 0): string {
  const document = mupdf.Document.openDocument(pdf, "application/pdf");
  return document.loadPage(pageIndex).toStructuredText("preserve-whitespace").asText();
}

describe("WinAnsi text", () => {
  it.each([
    ["Zoë Rüegg", "Zoë Rüegg"],
    ["Ærøskøbing Straße", "Ærøskøbing Straße"],
    ["Łukasz Żółć", "Lukasz Zólc"],
    ["Şerban Ţurcanu", "Serban Turcanu"],
    ["GROẞ", "GROSS"],
    ["山田太郎", "????"],
    ["10:00\u202fam", "10:00 am"],
    ["Ελένη", "?????"],
  ])("writes %s as %s", (input, expected) => {
    expect(toWinAnsi(input)).toBe(expected);
  });
});

describe("appearance texts", () => {
  it("labels the standards from quality and legislation", () => {
    expect(standardsLabel("ses", "eidas")).toBe("SES · eIDAS");
    expect(standardsLabel("qes", "zertes")).toBe("QES · ZertES");
    expect(standardsLabel("aes", null)).toBe("AES");
    expect(standardsLabel(null, "eidas")).toBeNull();
  });

  it("says 'signed electronically' in the signature's language", () => {
    expect([claimText("en-gb"), claimText("de-ch"), claimText("fr-ch"), claimText("it")]).toEqual([
      "Signed electronically",
      "Elektronisch signiert",
      "Signé électroniquement",
      "Firmato elettronicamente",
    ]);
  });

  it("writes the date as day, short month, year, hour and minute in Swiss time", () => {
    expect(formatSigningDate(SIGNED_AT, "en-gb", "Europe/Zurich")).toBe("21 Nov 2026, 10:00 CET");
    expect(formatSigningDate(SIGNED_AT, "de-ch", "Europe/Zurich")).toBe("21. Nov. 2026, 10:00 MEZ");
    expect(formatSigningDate(new Date("2026-07-01T09:05:00Z"), "de-ch", "Europe/Zurich")).toBe("1. Juli 2026, 11:05 MESZ");
  });
});

describe("the appearance PDF", () => {
  it("is one page of the requested size with every line the flags ask for", async () => {
    const pdf = await createAppearancePdf(inputFor(), { width: 300, height: 140 });
    const loaded = await PDFDocument.load(pdf);
    expect(loaded.getPageCount()).toBe(1);
    expect(loaded.getPage(0).getSize()).toEqual({ width: 300, height: 140 });
    const text = textOf(pdf);
    for (const expected of ["Zoë Rüegg", "Muster AG", "Zürich, 21 Nov 2026, 10:00 CET", "Signed electronically", "SES · eIDAS"]) {
      expect(text).toContain(expected);
    }
  });

  it("leaves out the date, claim and standards when their flags are off", async () => {
    const pdf = await createAppearancePdf(inputFor({ displayDate: false, displayClaim: false, displayStandards: false, location: null }), {
      width: 300,
      height: 140,
    });
    const text = textOf(pdf);
    expect(text).toContain("Zoë Rüegg");
    expect(text).not.toContain("2026");
    expect(text).not.toContain("Signed electronically");
    expect(text).not.toContain("eIDAS");
  });

  it("writes names in Latin, Greek and Cyrillic script as they are, in the lines and the script-like name", async () => {
    for (const name of ["Łukasz Żółć", "Ğülşen Işık", "Αλέξης Παπαδόπουλος", "Дмитрий Иванов", "Nguyễn Thị Ánh"]) {
      const text = textOf(await createAppearancePdf(inputFor({ name, optionalLine: name, language: "de-ch" }), { width: 300, height: 140 }));
      // The bold name line, the optional line in the regular face, and the italic name above the rule.
      expect(text.split("\n").filter((line) => line === name)).toHaveLength(3);
      expect(text).toContain("Elektronisch signiert");
    }
  });

  it("draws a name the font has no letters for without failing: unaccented letters where they exist, else ?", async () => {
    const cjk = textOf(await createAppearancePdf(inputFor({ name: "山田太郎" }), { width: 300, height: 140 }));
    expect(cjk).toContain("????");
    expect(cjk).toContain("Signed electronically");
  });

  it("embeds the faces it writes with as subsets, and no face it does not use", async () => {
    const withImage = await createAppearancePdf(inputFor({ image: { width: 1, height: 1, rgba: new Uint8Array([0, 0, 0, 255]) } }), { width: 300, height: 140 });
    const fonts = (await PDFDocument.load(withImage)).context
      .enumerateIndirectObjects()
      .map(([, object]) => /\/BaseFont \/([A-Z]{6}\+[\w-]+)/.exec(String(object))?.[1])
      .filter((name) => name !== undefined);
    // A Type0 font and its descendant name each subset; the italic face draws only a name without an image.
    expect(new Set(fonts.map((name) => name.split("+")[1]))).toEqual(new Set(["NotoSans-Regular", "NotoSans-Bold"]));
    expect(withImage.length).toBeLessThan(40_000);
  });

  it("falls back to the signer's name when the signature has none", async () => {
    const text = textOf(await createAppearancePdf(inputFor({ name: "  " }), { width: 300, height: 140 }));
    expect(text).toContain("Signer Fallback");
  });

  it("writes a Part 11 signature's printed name, meaning and UTC time whatever the flags and the chosen name say", async () => {
    const part11 = { printedName: "Ada Muster", meaning: "approval" as const, signedAt: new Date("2026-11-25T12:34:56.789Z") };
    const input = { ...inputFor({ name: "Nickname", displayDate: false, language: "de-ch" }), part11 };
    const text = textOf(await createAppearancePdf(input, { width: 300, height: 140 }));
    expect(text).toContain("Ada Muster");
    expect(text).not.toContain("Nickname");
    expect(text).toContain("Bedeutung: Genehmigung");
    expect(text).toContain("2026-11-25 12:34:56 UTC+00:00");
    expect(part11Reason(part11)).toBe("Approval (21 CFR Part 11); Ada Muster; 2026-11-25 12:34:56 UTC+00:00");
  });

  it("gives the same bytes for the same input", async () => {
    const first = await createAppearancePdf(inputFor(), { width: 300, height: 140 });
    const second = await createAppearancePdf(inputFor(), { width: 300, height: 140 });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it("draws into a box of a page of an existing document, leaving the rest of the page alone", async () => {
    const document = await PDFDocument.create();
    document.addPage([595, 842]);
    const page = document.addPage([595, 842]);
    await drawAppearance(page, { x: 200, y: 100, width: 300, height: 140 }, inputFor({ name: "Ada Muster", displayQr: false }));
    const pdf = await document.save();
    expect(textOf(pdf, 0)).toBe("");
    const structured = JSON.parse(mupdf.Document.openDocument(pdf, "application/pdf").loadPage(1).toStructuredText("preserve-whitespace").asJSON()) as {
      blocks: { bbox: { x: number; y: number; w: number; h: number } }[];
    };
    expect(structured.blocks.length).toBeGreaterThan(0);
    for (const block of structured.blocks) {
      // mupdf's boxes run from the top of the page: the box spans 842-240 to 842-100.
      expect(block.bbox.x).toBeGreaterThanOrEqual(200);
      expect(block.bbox.x + block.bbox.w).toBeLessThanOrEqual(500);
      expect(block.bbox.y).toBeGreaterThanOrEqual(842 - 240 - 1);
      expect(block.bbox.y + block.bbox.h).toBeLessThanOrEqual(842 - 100 + 1);
    }
  });
});
