import fs from "node:fs";
import zlib from "node:zlib";
import { degrees, PDFDocument, PDFName, PDFString, StandardFonts, rgb } from "@cantoo/pdf-lib";

/** Generated PDFs of many shapes, and hostile files, for the document suites and benchmarks. */

export interface CorpusPdf {
  name: string;
  bytes: Uint8Array;
  pageCount: number;
}

const PAGE_SIZES: [string, [number, number]][] = [
  ["a4", [595.28, 841.89]],
  ["letter", [612, 792]],
  ["a3-landscape", [1190.55, 841.89]],
  ["business-card", [252, 144]],
  ["long-receipt", [226, 2000]],
];

/** A text-heavy document with `pageCount` pages of one size, drawn in the standard fonts. */
export async function generateTextPdf(options: { pageCount: number; size?: [number, number]; rotation?: number; title?: string }): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(options.title ?? "Paraph test document");
  const fonts = await Promise.all([StandardFonts.Helvetica, StandardFonts.TimesRoman, StandardFonts.Courier].map((font) => document.embedFont(font)));
  const [width, height] = options.size ?? [595.28, 841.89];
  for (let index = 0; index < options.pageCount; index += 1) {
    const page = document.addPage([width, height]);
    if (options.rotation) page.setRotation(degrees(options.rotation));
    const font = fonts[index % fonts.length] ?? fonts[0];
    page.drawText(`Page ${index + 1} of ${options.pageCount}`, { x: 24, y: height - 40, size: 16, font, color: rgb(0.1, 0.2, 0.5) });
    for (let line = 0; line < Math.min(40, Math.floor((height - 80) / 14)); line += 1) {
      page.drawText(`Clause ${line + 1}: the parties agree that this line is part of page ${index + 1}.`, {
        x: 24,
        y: height - 70 - line * 14,
        size: 9,
        font,
        maxWidth: width - 48,
      });
    }
    page.drawRectangle({ x: width - 80, y: 20, width: 56, height: 24, borderColor: rgb(0.8, 0, 0), borderWidth: 1 });
  }
  return document.save();
}

/** A form with text fields, a checkbox and a dropdown. */
export async function generateFormPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595.28, 841.89]);
  const form = document.getForm();
  const name = form.createTextField("applicant.name");
  name.setText("Ada Muster");
  name.addToPage(page, { x: 50, y: 700, width: 300, height: 24 });
  const agree = form.createCheckBox("applicant.agree");
  agree.check();
  agree.addToPage(page, { x: 50, y: 650, width: 18, height: 18 });
  const canton = form.createDropdown("applicant.canton");
  canton.addOptions(["Bern", "Genève", "Ticino", "Zürich"]);
  canton.select("Zürich");
  canton.addToPage(page, { x: 50, y: 600, width: 200, height: 24 });
  return document.save();
}

export async function generateCorpus(): Promise<CorpusPdf[]> {
  const corpus: CorpusPdf[] = [];
  for (const [name, size] of PAGE_SIZES) corpus.push({ name: `size-${name}`, bytes: await generateTextPdf({ pageCount: 2, size }), pageCount: 2 });
  for (const rotation of [90, 180, 270]) {
    corpus.push({ name: `rotated-${rotation}`, bytes: await generateTextPdf({ pageCount: 1, rotation }), pageCount: 1 });
  }
  corpus.push({ name: "form", bytes: await generateFormPdf(), pageCount: 1 });
  corpus.push({ name: "one-page", bytes: await generateTextPdf({ pageCount: 1 }), pageCount: 1 });
  corpus.push({ name: "500-pages", bytes: await generateTextPdf({ pageCount: 500 }), pageCount: 500 });
  return corpus;
}

/** PDFs that Debian packages install on this machine kind; the suites need a few of them. */
const SYSTEM_PDF_CANDIDATES = [
  "/usr/share/doc/shared-mime-info/shared-mime-info-spec.pdf",
  "/usr/share/doc/libtasn1-doc/libtasn1.pdf",
  "/usr/share/doc/zlib1g-dev/crc-doc.1.0.pdf.gz",
  "/usr/share/doc/bzip2/manual.pdf.gz",
  "/usr/share/doc/fontconfig/fontconfig-user.pdf.gz",
  "/usr/share/doc/nettle-dev/nettle.pdf.gz",
];

export function findSystemPdfs(): { name: string; bytes: Uint8Array }[] {
  return SYSTEM_PDF_CANDIDATES.filter((file) => fs.existsSync(file)).map((file) => {
    const raw = fs.readFileSync(file);
    return { name: file.split("/").slice(-2).join("/"), bytes: file.endsWith(".gz") ? zlib.gunzipSync(raw) : raw };
  });
}

export async function generateJavaScriptPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.load(await generateTextPdf({ pageCount: 1 }));
  const action = document.context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert('hello');") });
  document.catalog.set(PDFName.of("OpenAction"), document.context.register(action));
  return document.save({ useObjectStreams: true });
}

export async function generateEncryptedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.load(await generateTextPdf({ pageCount: 1 }));
  document.encrypt({ userPassword: "open-sesame", ownerPassword: "owner-secret" });
  return document.save();
}

export async function generateManyPagesPdf(pageCount: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let index = 0; index < pageCount; index += 1) document.addPage([200, 200]);
  return document.save();
}

/**
 * A one-page PDF whose page shows an image that claims 40000 × 40000 RGB pixels (4.8 GB
 * decoded) in a tiny compressed stream.
 */
export async function generateDecompressionBombPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595.28, 841.89]);
  const side = 40_000;
  const row = Buffer.alloc(side * 3);
  const deflate = zlib.createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve) => deflate.on("end", () => resolve()));
  // 200 rows are enough to make the point without a slow test: the declared height is what bites.
  for (let line = 0; line < 200; line += 1) deflate.write(row);
  deflate.end();
  await finished;
  const image = document.context.stream(Buffer.concat(chunks), {
    Type: "XObject",
    Subtype: "Image",
    Width: side,
    Height: side,
    ColorSpace: "DeviceRGB",
    BitsPerComponent: 8,
    Filter: "FlateDecode",
  });
  const imageRef = document.context.register(image);
  page.node.setXObject(PDFName.of("Bomb"), imageRef);
  const content = document.context.stream("q 595 0 0 842 0 0 cm /Bomb Do Q");
  page.node.set(PDFName.of("Contents"), document.context.register(content));
  return document.save();
}

export function truncate(bytes: Uint8Array, keepFraction: number): Uint8Array {
  return bytes.subarray(0, Math.floor(bytes.length * keepFraction));
}

/** `generateManyPagesPdf` saved with a classic cross-reference table and no object streams. */
export async function generateManyPagesTablePdf(pageCount: number): Promise<Uint8Array> {
  return (await PDFDocument.load(await generateManyPagesPdf(pageCount))).save({ useObjectStreams: false });
}
