/**
 * A TrueType font cut down to the glyphs one document draws, as PDF embeds it for a CIDFontType2
 * with an identity CIDToGIDMap (ISO 32000-1, 9.9): the tables glyf, loca, hmtx, hhea, head and
 * maxp, the glyphs renumbered in the order the document first uses them (.notdef stays 0).
 *
 * Written here rather than by fontkit's subsetter, which encodes every table field by field and
 * took most of an appearance's time (≈ 4 ms a subset), and which keeps the hinting programs: PDF
 * viewers rasterise embedded fonts unhinted (mupdf, pdf.js, poppler by default), so the subset
 * leaves out fpgm, prep and cvt and each glyph's instructions (≈ 4 KB a subset of Noto Sans).
 */
import { concatBytes } from "../pades/embedded-signatures.ts";

/** The tables of a TrueType font a subset is cut from, read once per face. */
export interface TrueTypeSource {
  head: Uint8Array;
  hhea: Uint8Array;
  maxp: Uint8Array;
  glyf: Uint8Array;
  /** Each glyph's start in glyf, and its end as the next entry. */
  offsets: Uint32Array;
  advances: Uint16Array;
  leftBearings: Int16Array;
}

const REQUIRED = ["head", "hhea", "maxp", "hmtx", "loca", "glyf"] as const;

/** Reads what a subset needs from a TrueType (glyf-outline) font file. */
export function readTrueTypeSource(font: Uint8Array): TrueTypeSource {
  const view = viewOf(font);
  const tables = new Map<string, Uint8Array>();
  const count = view.getUint16(4);
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    tables.set(tag, font.subarray(offset, offset + view.getUint32(record + 12)));
  }
  const [head, hhea, maxp, hmtx, loca, glyf] = REQUIRED.map((tag) => {
    const table = tables.get(tag);
    if (!table) throw new Error(`The font has no ${tag} table: not a TrueType font with glyf outlines`);
    return table;
  }) as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  const glyphCount = viewOf(maxp).getUint16(4);
  const metricsCount = viewOf(hhea).getUint16(34);
  const isLongLoca = viewOf(head).getInt16(50) === 1;
  const locaView = viewOf(loca);
  const offsets = new Uint32Array(glyphCount + 1);
  for (let glyph = 0; glyph <= glyphCount; glyph += 1) offsets[glyph] = isLongLoca ? locaView.getUint32(glyph * 4) : locaView.getUint16(glyph * 2) * 2;
  const hmtxView = viewOf(hmtx);
  const advances = new Uint16Array(glyphCount);
  const leftBearings = new Int16Array(glyphCount);
  for (let glyph = 0; glyph < glyphCount; glyph += 1) {
    // Glyphs past the last full metric share its advance and have their bearing alone.
    const metric = Math.min(glyph, metricsCount - 1);
    advances[glyph] = hmtxView.getUint16(metric * 4);
    leftBearings[glyph] = glyph < metricsCount ? hmtxView.getInt16(glyph * 4 + 2) : hmtxView.getInt16(metricsCount * 4 + (glyph - metricsCount) * 2);
  }
  return { head, hhea, maxp, glyf, offsets, advances, leftBearings };
}

// Composite glyph flags (OpenType, glyf table).
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const WE_HAVE_INSTRUCTIONS = 0x0100;

/** The glyphs a document draws, numbered as the subset numbers them; what pdf-lib's subset embedder asks of a subset. */
export class TrueTypeSubset {
  /** The source glyph of each subset glyph. */
  private readonly sources: number[] = [0];
  private readonly subsetIds = new Map<number, number>([[0, 0]]);

  constructor(private readonly font: TrueTypeSource) {}

  /** The glyph's number in the subset, adding it on first use. */
  includeGlyph(glyph: number | { id: number }): number {
    const id = typeof glyph === "number" ? glyph : glyph.id;
    let subsetId = this.subsetIds.get(id);
    if (subsetId === undefined) {
      subsetId = this.sources.length;
      this.sources.push(id);
      this.subsetIds.set(id, subsetId);
    }
    return subsetId;
  }

  /** The subset as a TrueType font file. */
  encode(): Uint8Array {
    const glyphs: Uint8Array[] = [];
    // Composite glyphs add the glyphs they are made of as they are copied, so the list grows.
    for (let index = 0; index < this.sources.length; index += 1) glyphs.push(this.copyGlyph(this.sources[index] as number));
    const count = glyphs.length;
    const loca = new Uint8Array((count + 1) * 4);
    const hmtx = new Uint8Array(count * 4);
    const [locaView, hmtxView] = [viewOf(loca), viewOf(hmtx)];
    let offset = 0;
    glyphs.forEach((glyph, index) => {
      const source = this.sources[index] as number;
      locaView.setUint32(index * 4, offset);
      hmtxView.setUint16(index * 4, this.font.advances[source] ?? 0);
      hmtxView.setInt16(index * 4 + 2, this.font.leftBearings[source] ?? 0);
      offset += glyph.length;
    });
    locaView.setUint32(count * 4, offset);
    const head = this.font.head.slice();
    viewOf(head).setUint32(8, 0);
    viewOf(head).setInt16(50, 1);
    const hhea = this.font.hhea.slice();
    viewOf(hhea).setUint16(34, count);
    const maxp = this.font.maxp.slice();
    viewOf(maxp).setUint16(4, count);
    return fontFile({ glyf: concatBytes(glyphs), head, hhea, hmtx, loca, maxp });
  }

  /** One glyph's outline without its instructions, the parts of a composite renumbered; 4-byte aligned. */
  private copyGlyph(source: number): Uint8Array {
    const start = this.font.offsets[source] ?? 0;
    const end = this.font.offsets[source + 1] ?? start;
    if (end <= start) return new Uint8Array(0);
    const glyph = this.font.glyf.slice(start, end);
    const view = viewOf(glyph);
    const contours = view.getInt16(0);
    let length: number;
    if (contours >= 0) {
      const instructionsAt = 10 + contours * 2;
      const instructionCount = view.getUint16(instructionsAt);
      glyph.copyWithin(instructionsAt + 2, instructionsAt + 2 + instructionCount);
      view.setUint16(instructionsAt, 0);
      length = glyph.length - instructionCount;
    } else {
      let at = 10;
      let flags: number;
      do {
        flags = view.getUint16(at);
        view.setUint16(at, flags & ~WE_HAVE_INSTRUCTIONS);
        view.setUint16(at + 2, this.includeGlyph(view.getUint16(at + 2)));
        at += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
        if (flags & WE_HAVE_A_SCALE) at += 2;
        else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) at += 4;
        else if (flags & WE_HAVE_A_TWO_BY_TWO) at += 8;
      } while (flags & MORE_COMPONENTS);
      length = at;
    }
    const aligned = new Uint8Array(Math.ceil(length / 4) * 4);
    aligned.set(glyph.subarray(0, length));
    return aligned;
  }
}

/** A font file of the tables, in tag order, each with its checksum, and head's whole-file adjustment. */
function fontFile(tables: Record<string, Uint8Array>): Uint8Array {
  const tags = Object.keys(tables).sort();
  const directorySize = 12 + tags.length * 16;
  const padded = (length: number) => Math.ceil(length / 4) * 4;
  const file = new Uint8Array(directorySize + tags.reduce((sum, tag) => sum + padded(tables[tag]?.length ?? 0), 0));
  const view = viewOf(file);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tags.length * 16 - power * 16);
  let offset = directorySize;
  let headOffset = 0;
  tags.forEach((tag, index) => {
    const table = tables[tag] as Uint8Array;
    const record = 12 + index * 16;
    for (let character = 0; character < 4; character += 1) file[record + character] = tag.charCodeAt(character);
    file.set(table, offset);
    view.setUint32(record + 4, checksum(file.subarray(offset, offset + padded(table.length))));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, table.length);
    if (tag === "head") headOffset = offset;
    offset += padded(table.length);
  });
  view.setUint32(headOffset + 8, (0xb1b0afba - checksum(file)) >>> 0);
  return file;
}

/** The sum of the big-endian 32-bit words, modulo 2³² (the data is 4-byte padded). */
function checksum(data: Uint8Array): number {
  const view = viewOf(data);
  let sum = 0;
  for (let at = 0; at + 4 <= data.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
