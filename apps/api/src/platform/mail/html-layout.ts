import { PRODUCT_NAME, type Language } from "@paraph/contracts";
import { escapeHtml } from "./html.ts";
import type { MailContent } from "./layout.ts";
import { LAYOUT_PHRASES } from "./layout-phrases.ts";
import { linesOf, wordsOf, type Word } from "./words.ts";

/*
 * The HTML part, written for mail programs rather than browsers: nested tables with role
 * "presentation" and inline styles (Outlook's Word engine and Gmail ignore most of a <style>
 * sheet), a column of at most 600 px that narrows with the screen, and no rule that breaks
 * ordinary words. Only an address or a very long run without spaces may wrap inside itself, in
 * its own element, and only where it does not fit on a line of its own.
 */

const FONT = "font-family:Arial,Helvetica,sans-serif";
const TEXT_COLOUR = "#1c1c1c";
const MUTED_COLOUR = "#555555";
const BRAND_COLOUR = "#0b5cad";
const PAGE_COLOUR = "#f4f5f7";
/** Lets an address or a file name wrap inside itself when it is wider than the column. */
const WRAP_ANYWHERE = "overflow-wrap:anywhere;word-wrap:break-word";

const BODY_TEXT = `${FONT};font-size:16px;line-height:24px;color:${TEXT_COLOUR}`;
const SMALL_TEXT = `${FONT};font-size:13px;line-height:20px;color:${MUTED_COLOUR}`;

function renderWord(word: Word): string {
  const text = escapeHtml(word.text);
  return word.kind === "word" ? text : `<span style="${WRAP_ANYWHERE}">${text}</span>`;
}

const SEPARATORS: Record<Word["before"], string> = { space: " ", "no-break-space": "&nbsp;", nothing: "" };

/** A paragraph as inline HTML: escaped, addresses in elements of their own, the author's line breaks kept. */
export function renderInlineText(paragraph: string): string {
  return linesOf(paragraph)
    .map((line) =>
      wordsOf(line)
        .map((word, index) => (index > 0 ? SEPARATORS[word.before] : "") + renderWord(word))
        .join(""),
    )
    .join("<br>");
}

function paragraph(text: string, style = BODY_TEXT): string {
  return `<p style="margin:0 0 16px;${style}">${renderInlineText(text)}</p>`;
}

function renderMasthead(content: MailContent): string {
  if (!content.branding) return `<p style="margin:0 0 24px;${FONT};font-weight:bold;font-size:18px;line-height:24px;color:${TEXT_COLOUR}">${escapeHtml(PRODUCT_NAME)}</p>`;
  const { name, logoContentId } = content.branding;
  return `<p style="margin:0 0 24px"><img src="cid:${escapeHtml(logoContentId)}" alt="${escapeHtml(name)}" style="max-height:64px;max-width:240px;display:block;border:0"></p>`;
}

/**
 * The call to action as a button that survives mail programs: a table cell carries the colour
 * (Outlook draws cells, not padded links; mso-padding-alt gives the cell the padding there) and a
 * padded link fills it everywhere else, so the whole button is clickable. The same address follows
 * as a plain link for programs that show neither.
 */
function renderAction(action: NonNullable<MailContent["action"]>, lang: Language): string {
  const url = escapeHtml(action.url);
  const button =
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;border-collapse:separate">` +
    `<tr><td align="center" bgcolor="${BRAND_COLOUR}" style="background-color:${BRAND_COLOUR};border-radius:6px;mso-padding-alt:12px 24px">` +
    `<a href="${url}" target="_blank" style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;line-height:20px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a>` +
    `</td></tr></table>`;
  const fallback =
    `<p style="margin:0 0 16px;${SMALL_TEXT}">${escapeHtml(LAYOUT_PHRASES[lang].buttonFallback)}<br>` +
    `<a href="${url}" target="_blank" style="color:${BRAND_COLOUR};text-decoration:underline;${WRAP_ANYWHERE}">${url}</a></p>`;
  return button + fallback;
}

export function renderHtml(content: MailContent, lang: Language): string {
  const main =
    renderMasthead(content) +
    `<h1 style="margin:0 0 16px;${FONT};font-size:20px;line-height:28px;font-weight:bold;color:${TEXT_COLOUR}">${renderInlineText(content.heading)}</h1>` +
    content.paragraphs.map((text) => paragraph(text)).join("") +
    (content.action ? renderAction(content.action, lang) : "") +
    (content.note ? paragraph(content.note, SMALL_TEXT) : "");
  const footer = `<p style="margin:0;${SMALL_TEXT}">${renderInlineText(LAYOUT_PHRASES[lang].footer)}</p>`;
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="x-apple-disable-message-reformatting">` +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background-color:${PAGE_COLOUR}">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PAGE_COLOUR}" style="background-color:${PAGE_COLOUR}">` +
    `<tr><td align="center" style="padding:24px 8px">` +
    // Outlook's Word engine knows no max-width: a fixed 600 px table there.
    `<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;table-layout:fixed">` +
    `<tr><td bgcolor="#ffffff" style="background-color:#ffffff;border-radius:8px;padding:32px 20px;text-align:left">${main}</td></tr>` +
    `<tr><td style="padding:16px 20px;text-align:left">${footer}</td></tr>` +
    `</table>` +
    `<!--[if mso]></td></tr></table><![endif]-->` +
    `</td></tr></table></body></html>`
  );
}
