import zlib from "node:zlib";

/**
 * PDFs built byte by byte to break a PDF library rather than to show anything: each one is a
 * valid file as far as its cross-reference goes, so only limits stop it.
 */

/** Joins the parts of a PDF and writes the classic cross-reference table for the numbered objects. */
function withCrossReference(header: string, objects: Buffer[], trailer: string): Buffer {
  const parts: Buffer[] = [Buffer.from(header, "latin1")];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  for (const object of objects) {
    offsets.push(length);
    parts.push(object);
    length += object.length;
  }
  const rows = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`);
  parts.push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows.join("")}trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${length}\n%%EOF\n`, "latin1"));
  return Buffer.concat(parts);
}

/**
 * Catalog, page tree and its page sit in an object stream that inflates to `inflatedBytes`
 * (1 GiB by default) from about a thousandth of that: the objects, then NUL bytes, which PDF
 * counts as white space. The stream is made of repeated deflate blocks, so building it is cheap.
 */
export function generateObjectStreamBombPdf(inflatedBytes = 1024 * 1024 * 1024): Buffer {
  const objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>"];
  let body = "";
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += `${object}\n`;
  }
  const index = objects.map((_, position) => `${position + 1} ${offsets[position]}`).join(" ") + "\n";
  const head = Buffer.from(index + body, "latin1");
  const block = 1024 * 1024;
  const repeats = Math.max(1, Math.floor((inflatedBytes - head.length) / block));
  const flush = { finishFlush: zlib.constants.Z_FULL_FLUSH };
  const zeros = zlib.deflateRawSync(Buffer.alloc(block), flush);
  // Adler-32 of the head, then of the zeros: `a` stays, `b` grows by `a` for every zero byte.
  let a = 1;
  let b = 0;
  for (const byte of head) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  b = (b + ((repeats * block) % 65521) * a) % 65521;
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(((b << 16) | a) >>> 0);
  const stream = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    zlib.deflateRawSync(head, flush),
    ...Array.from({ length: repeats }, () => zeros),
    Buffer.from([0x03, 0x00]),
    checksum,
  ]);
  const header = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n";
  const objectStream = Buffer.concat([
    Buffer.from(`4 0 obj\n<< /Type /ObjStm /N 3 /First ${index.length} /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`, "latin1"),
    stream,
    Buffer.from("\nendstream\nendobj\n", "latin1"),
  ]);
  const objectStreamOffset = Buffer.byteLength(header, "latin1");
  const xrefOffset = objectStreamOffset + objectStream.length;
  // Cross-reference stream: W [1 4 2]; objects 1 to 3 live in object stream 4 (type 2).
  const rows: number[][] = [
    [0, 0, 65535],
    [2, 4, 0],
    [2, 4, 1],
    [2, 4, 2],
    [1, objectStreamOffset, 0],
    [1, xrefOffset, 0],
  ];
  const xrefData = Buffer.alloc(rows.length * 7);
  rows.forEach(([type, field2, field3], row) => {
    xrefData.writeUInt8(type ?? 0, row * 7);
    xrefData.writeUInt32BE(field2 ?? 0, row * 7 + 1);
    xrefData.writeUInt16BE(field3 ?? 0, row * 7 + 5);
  });
  const xref = Buffer.concat([
    Buffer.from(`5 0 obj\n<< /Type /XRef /Size 6 /W [1 4 2] /Root 1 0 R /Length ${xrefData.length} >>\nstream\n`, "latin1"),
    xrefData,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`, "latin1"),
  ]);
  return Buffer.concat([Buffer.from(header, "latin1"), objectStream, xref]);
}

/**
 * One page and `count` small dictionaries nobody refers to: pdf-lib still parses each one. With
 * `pageTreeDepth` over 64 the page hangs that many page-tree levels deep, which the incremental
 * writer leaves to the full parse (every reader still reads it at once).
 */
export function generateManyObjectsPdf(count = 300_000, pageTreeDepth = 1): Buffer {
  const objects = [Buffer.from("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n", "latin1")];
  for (let level = 0; level < pageTreeDepth; level += 1) {
    const number = level + 2;
    const parent = level === 0 ? "" : ` /Parent ${number - 1} 0 R`;
    objects.push(Buffer.from(`${number} 0 obj\n<< /Type /Pages /Kids [${number + 1} 0 R] /Count 1${parent} >>\nendobj\n`, "latin1"));
  }
  const pageNumber = pageTreeDepth + 2;
  objects.push(Buffer.from(`${pageNumber} 0 obj\n<< /Type /Page /Parent ${pageNumber - 1} 0 R /MediaBox [0 0 200 200] >>\nendobj\n`, "latin1"));
  for (let number = pageNumber + 1; number < count + pageNumber + 1; number += 1) objects.push(Buffer.from(`${number} 0 obj\n<< /N ${number} >>\nendobj\n`, "latin1"));
  return withCrossReference("%PDF-1.7\n", objects, "/Root 1 0 R");
}

/** A page tree of `count` pages whose /Count claims one: mupdf shows one page, pdf-lib walks them all. */
export function generateLyingPageCountPdf(count = 100_000): Buffer {
  const kids = Array.from({ length: count }, (_, index) => `${index + 3} 0 R`).join(" ");
  const objects = [
    Buffer.from("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n", "latin1"),
    Buffer.from(`2 0 obj\n<< /Type /Pages /Kids [${kids}] /Count 1 >>\nendobj\n`, "latin1"),
  ];
  for (let index = 0; index < count; index += 1) {
    objects.push(Buffer.from(`${index + 3} 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n`, "latin1"));
  }
  return withCrossReference("%PDF-1.7\n", objects, "/Root 1 0 R");
}

/** A one-page PDF with an unused array nested `depth` deep: pdf-lib parses it recursively. */
export function generateDeeplyNestedPdf(depth = 50_000): Buffer {
  const objects = [
    Buffer.from("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n", "latin1"),
    Buffer.from("2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n", "latin1"),
    Buffer.from("3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n", "latin1"),
    Buffer.from(`4 0 obj\n${"[".repeat(depth)}${"]".repeat(depth)}\nendobj\n`, "latin1"),
  ];
  return withCrossReference("%PDF-1.7\n", objects, "/Root 1 0 R");
}

/** One page under a chain of `depth` page-tree nodes: pdf-lib walks the tree recursively. */
export function generateDeepPageTreePdf(depth = 20_000): Buffer {
  const objects = [Buffer.from("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n", "latin1")];
  for (let level = 0; level < depth; level += 1) {
    const number = level + 2;
    const parent = level === 0 ? "" : ` /Parent ${number - 1} 0 R`;
    objects.push(Buffer.from(`${number} 0 obj\n<< /Type /Pages /Kids [${number + 1} 0 R] /Count 1${parent} >>\nendobj\n`, "latin1"));
  }
  objects.push(Buffer.from(`${depth + 2} 0 obj\n<< /Type /Page /Parent ${depth + 1} 0 R /MediaBox [0 0 200 200] >>\nendobj\n`, "latin1"));
  return withCrossReference("%PDF-1.7\n", objects, "/Root 1 0 R");
}

/** A valid PDF followed by an object numbered far past its cross-reference, after %%EOF. */
export function appendStrayObject(pdf: Uint8Array, number = 99_999_999): Buffer {
  return Buffer.concat([Buffer.from(pdf), Buffer.from(`\n${number} 0 obj\n<< /Stray true >>\nendobj\n`, "latin1")]);
}

/**
 * One page and one unused array of `count` integers: a full parse holds every number as an
 * object at once, so its memory climbs steeply (2 million integers take far more than 16 MB).
 */
export function generateHugeArrayPdf(count = 2_000_000): Buffer {
  const objects = [
    Buffer.from("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n", "latin1"),
    Buffer.from("2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n", "latin1"),
    Buffer.from("3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n", "latin1"),
    Buffer.from(`4 0 obj\n[${"7 ".repeat(count)}]\nendobj\n`, "latin1"),
  ];
  return withCrossReference("%PDF-1.7\n", objects, "/Root 1 0 R");
}

/**
 * The file with its last `startxref` pointing at the header instead of the cross-reference:
 * readers must reconstruct it, so signing takes the full-parse path.
 */
export function withBrokenStartxref(pdf: Uint8Array): Buffer {
  const bytes = Buffer.from(pdf);
  const at = bytes.lastIndexOf("startxref");
  const text = bytes.subarray(at).toString("latin1").replace(/^startxref\s+\d+/, (found) => `startxref\n${"1".padEnd(found.length - "startxref\n".length, " ")}`);
  return Buffer.concat([bytes.subarray(0, at), Buffer.from(text, "latin1")]);
}

/**
 * The file with object `number` overwritten in place (its offset and length kept) by bytes that
 * are no PDF syntax: a reader that never needs that object never notices.
 */
export function withGarbageObject(pdf: Uint8Array, number: number): Buffer {
  const bytes = Buffer.from(pdf);
  const at = bytes.indexOf(`\n${number} 0 obj`);
  if (at < 0) throw new Error(`object ${number} not found`);
  const end = bytes.indexOf("endobj", at);
  bytes.fill(0x29, at + 1, end);
  return bytes;
}
