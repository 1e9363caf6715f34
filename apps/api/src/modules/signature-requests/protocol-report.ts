import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "@cantoo/pdf-lib";
import { PRODUCT_NAME, part11MeaningSchema, type SignatureRequestEvent, type SignatureRequestView } from "@paraph/contracts";
import { formatPart11Time, PART11_MEANING_NAMES } from "../../pdf-engine/appearance/part11-texts.ts";
import { toWinAnsi } from "../../pdf-engine/appearance/win-ansi-text.ts";

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const LINE = 13;

class Writer {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.document.addPage(PAGE);
    this.pages.push(this.page);
    this.y = PAGE[1] - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  heading(text: string, size = 13): void {
    this.ensure(size + 10);
    this.y -= 8;
    this.page.drawText(toWinAnsi(text), { x: MARGIN, y: this.y, size, font: this.bold, color: rgb(0.05, 0.2, 0.45) });
    this.y -= size + 4;
  }

  /** A label and a value; long values wrap. */
  row(label: string, value: string): void {
    const width = PAGE[0] - 2 * MARGIN - 130;
    const lines = wrap(toWinAnsi(value), this.regular, 9, width);
    this.ensure(lines.length * LINE);
    this.page.drawText(toWinAnsi(label), { x: MARGIN, y: this.y, size: 9, font: this.bold });
    lines.forEach((line, index) => this.page.drawText(line, { x: MARGIN + 130, y: this.y - index * LINE, size: 9, font: this.regular }));
    this.y -= lines.length * LINE;
  }

  /** A text over the full width; a long one (a sender's terms of use) continues on the next page. */
  text(value: string, size = 9): void {
    const lines = wrap(toWinAnsi(value), this.regular, size, PAGE[0] - 2 * MARGIN);
    lines.forEach((line) => {
      this.ensure(LINE);
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font: this.regular });
      this.y -= LINE;
    });
  }

  gap(): void {
    this.y -= 6;
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
        line = candidate;
        // A single word wider than the column (a hash) is cut into pieces.
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      } else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * The signature protocol: what was signed (each document with its SHA-256), by whom, with which
 * quality under which legislation, and every event of the audit trail.
 */
export async function renderProtocol(request: SignatureRequestView, events: SignatureRequestEvent[], generatedAt: Date): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(toWinAnsi(`Signature protocol: ${request.title}`));
  document.setProducer(PRODUCT_NAME);
  document.setCreationDate(generatedAt);
  const writer = new Writer(document, await document.embedFont(StandardFonts.Helvetica), await document.embedFont(StandardFonts.HelveticaBold));
  writer.heading("Signature protocol", 18);
  writer.row("Request", request.title);
  writer.row("Request id", request.id);
  writer.row("Status", request.status);
  writer.row("Owner", `${request.owner.firstName} ${request.owner.lastName} <${request.owner.email}>`);
  writer.row("Quality", `${request.quality}${request.legislation ? ` (${request.legislation})` : ""}`);
  writer.row("Created", request.createdAt);
  if (request.initiatedAt) writer.row("Sent", request.initiatedAt);
  if (request.closedAt) writer.row("Closed", request.closedAt);
  writer.heading("Documents");
  for (const item of request.documents) {
    writer.row("Title", item.title);
    writer.row("Pages, bytes", `${item.pageCount} pages, ${item.bytes} bytes`);
    writer.row("SHA-256 (original)", item.sha256);
    if (item.signed) writer.row(`SHA-256 (signed v${item.signed.version})`, item.signed.sha256);
    writer.gap();
  }
  writer.heading("Signers");
  for (const signer of request.signers) {
    const name = [signer.firstName, signer.lastName].filter(Boolean).join(" ");
    writer.row("Signer", `${name ? `${name} ` : ""}<${signer.email}>`);
    writer.row("Status", signer.status);
    writer.row("Quality, legislation", `${signer.quality ?? request.quality}, ${signer.legislation ?? request.legislation ?? "any"}`);
    if (signer.signedAt) writer.row("Signed", signer.signedAt);
    const part11 = part11SignatureOf(events, signer.id);
    if (part11) writer.row("Part 11 signature", part11);
    const acceptedTerms = termsAcceptanceOf(events, signer.id);
    if (acceptedTerms) writer.row("Terms of use accepted", acceptedTerms);
    if (signer.declinedAt) writer.row("Declined", `${signer.declinedAt}${signer.declineMessage ? `: ${signer.declineMessage}` : ""}`);
    writer.gap();
  }
  if (request.termsOfUse) {
    writer.heading("Terms of use");
    writer.text(request.termsOfUse);
  }
  if (request.observers.length > 0) {
    writer.heading("Observers");
    for (const observer of request.observers) writer.text(observer.email);
  }
  writeAuditTrail(writer, events);
  await addFooters(document, writer, `${PRODUCT_NAME} signature protocol`, generatedAt);
  return document.save();
}

/**
 * The audit trail alone as a PDF for people (the evidence package's audit-trail.pdf): the request
 * it belongs to, then every event with its time, actor, address and details, as in the protocol.
 */
export async function renderAuditTrail(request: SignatureRequestView, events: SignatureRequestEvent[], generatedAt: Date): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(toWinAnsi(`Audit trail: ${request.title}`));
  document.setProducer(PRODUCT_NAME);
  document.setCreationDate(generatedAt);
  const writer = new Writer(document, await document.embedFont(StandardFonts.Helvetica), await document.embedFont(StandardFonts.HelveticaBold));
  writer.heading("Audit trail", 18);
  writer.row("Request", request.title);
  writer.row("Request id", request.id);
  writer.row("Status", request.status);
  writer.row("Events", String(events.length));
  writeAuditTrail(writer, events);
  await addFooters(document, writer, `${PRODUCT_NAME} audit trail`, generatedAt);
  return document.save();
}

function writeAuditTrail(writer: Writer, events: SignatureRequestEvent[]): void {
  writer.heading("Audit trail");
  for (const event of events) {
    const who = event.actor.email ?? (event.actor.role === "system" ? PRODUCT_NAME : "unknown");
    const where = event.ip ? ` from ${event.ip}` : "";
    const detail = Object.entries(event.details)
      .filter(([, value]) => value !== null && value !== undefined && typeof value !== "object")
      .map(([key, value]) => `${key}: ${String(value)}`)
      .join(", ");
    writer.row(event.createdAt, `${event.type} by ${who} (${event.actor.role})${where}${detail ? `; ${detail}` : ""}`);
  }
}

async function addFooters(document: PDFDocument, writer: Writer, label: string, generatedAt: Date): Promise<void> {
  const regular = await document.embedFont(StandardFonts.Helvetica);
  writer.pages.forEach((page, index) => {
    page.drawText(toWinAnsi(`${label}, generated ${generatedAt.toISOString()}, page ${index + 1} of ${writer.pages.length}`), {
      x: MARGIN,
      y: MARGIN - 20,
      size: 7,
      font: regular,
      color: rgb(0.4, 0.4, 0.4),
    });
  });
}

/** When a signer accepted the request's terms of use (with the signature) and the SHA-256 of the text accepted. */
function termsAcceptanceOf(events: SignatureRequestEvent[], signerId: string): string | null {
  const signed = events.find((event) => event.type === "signed" && event.signerId === signerId);
  const sha256 = signed?.details.termsOfUseAcceptedSha256;
  return signed && typeof sha256 === "string" ? `${signed.createdAt}; text SHA-256 ${sha256}` : null;
}

/** 21 CFR 11.50: the printed name, meaning and time of a signer's Part 11 signature, from its audit event. */
function part11SignatureOf(events: SignatureRequestEvent[], signerId: string): string | null {
  const details = events.find((event) => event.type === "signed" && event.signerId === signerId)?.details ?? {};
  const meaning = part11MeaningSchema.safeParse(details.part11Meaning);
  if (!meaning.success || typeof details.part11PrintedName !== "string" || typeof details.part11SignedAt !== "string") return null;
  return `${details.part11PrintedName}; meaning: ${PART11_MEANING_NAMES[meaning.data]}; ${formatPart11Time(new Date(details.part11SignedAt))}`;
}

export function renderEventsCsv(events: SignatureRequestEvent[]): string {
  const cell = (value: string | null) => {
    const text = value ?? "";
    // A leading =, +, - or @ would make spreadsheets run a formula.
    const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
    return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const header = "time,type,actor_email,actor_role,signer_id,ip,user_agent,details";
  const rows = events.map((event) =>
    [event.createdAt, event.type, event.actor.email, event.actor.role, event.signerId, event.ip, event.userAgent, JSON.stringify(event.details)].map(cell).join(","),
  );
  return `${[header, ...rows].join("\n")}\n`;
}
