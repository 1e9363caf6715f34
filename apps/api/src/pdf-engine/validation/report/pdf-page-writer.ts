import type { PDFDocument, PDFFont, PDFPage } from "@cantoo/pdf-lib";
import { rgb } from "@cantoo/pdf-lib";
import { toWinAnsi } from "../../appearance/win-ansi-text.ts";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const LABEL_WIDTH = 150;
const GREY = rgb(0.35, 0.35, 0.35);

/**
 * Writes labelled rows down A4 pages with the standard Helvetica fonts, wrapping long values and
 * starting a new page when one is full. Every string passes through toWinAnsi: a certificate's
 * name in any script must not stop the report from being drawn.
 */
export class PdfPageWriter {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  newPage(): void {
    this.page = this.document.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }

  heading(text: string, size = 14): void {
    this.ensureRoom(size * 2);
    this.y -= size * 0.6;
    for (const line of this.wrap(text, this.bold, size, A4[0] - 2 * MARGIN)) this.line(line, MARGIN, this.bold, size);
    this.y -= size * 0.4;
  }

  row(label: string, value: string): void {
    const size = 9.5;
    const lines = this.wrap(value, this.regular, size, A4[0] - 2 * MARGIN - LABEL_WIDTH);
    this.ensureRoom(size * 1.4);
    const top = this.y;
    this.line(label, MARGIN, this.bold, size);
    this.y = top;
    for (const line of lines) this.line(line, MARGIN + LABEL_WIDTH, this.regular, size);
  }

  note(text: string): void {
    for (const line of this.wrap(text, this.regular, 8.5, A4[0] - 2 * MARGIN)) this.line(line, MARGIN, this.regular, 8.5, GREY);
  }

  gap(): void {
    this.y -= 8;
  }

  /** "page n of m" and a line of text at the foot of every page, once all are written. */
  footer(text: string): void {
    this.pages.forEach((page, index) => {
      page.drawText(toWinAnsi(`${text} · page ${index + 1} of ${this.pages.length}`), { x: MARGIN, y: MARGIN / 2, size: 8, font: this.regular, color: GREY });
    });
  }

  private line(text: string, x: number, font: PDFFont, size: number, color = rgb(0, 0, 0)): void {
    this.ensureRoom(size * 1.4);
    this.page.drawText(text, { x, y: this.y - size, size, font, color });
    this.y -= size * 1.4;
  }

  private ensureRoom(height: number): void {
    if (this.pages.length === 0 || this.y - height < MARGIN) this.newPage();
  }

  /** Lines that fit `width`, broken at spaces, and inside words only when a word alone is too long (base64, digests). */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
    const lines: string[] = [];
    for (const paragraph of toWinAnsi(text).split("\n")) {
      let current = "";
      for (const word of paragraph.split(" ")) {
        const candidate = current ? `${current} ${word}` : word;
        if (fits(candidate)) {
          current = candidate;
          continue;
        }
        if (current) lines.push(current);
        current = "";
        let rest = word;
        while (!fits(rest)) {
          let cut = rest.length - 1;
          while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        current = rest;
      }
      lines.push(current);
    }
    return lines;
  }
}
