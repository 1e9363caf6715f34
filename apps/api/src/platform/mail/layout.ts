import { PRODUCT_NAME } from "@paraph/contracts";
import { escapeHtml } from "./html.ts";

/** A business's look for the mails of its requests: its logo (an inline image) with its name as the text alternative. */
export interface MailBranding {
  name: string;
  logoContentId: string;
}

/** What every Paraph mail is made of; the layout turns it into HTML and plain text alike. */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action, such as how long a link stays valid. */
  note?: string;
  /** Replaces Paraph's name at the top of the HTML with the business's logo. */
  branding?: MailBranding;
}

function renderMasthead(content: MailContent): string {
  if (!content.branding) return `<p style="font-weight:bold;font-size:18px;margin:0 0 24px">${escapeHtml(PRODUCT_NAME)}</p>`;
  const { name, logoContentId } = content.branding;
  return `<p style="margin:0 0 24px"><img src="cid:${escapeHtml(logoContentId)}" alt="${escapeHtml(name)}" style="max-height:64px;max-width:240px;display:block"></p>`;
}

export function renderHtml(content: MailContent, lang: string): string {
  const paragraphs = content.paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join("");
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0b5cad;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : "";
  const note = content.note ? `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(content.note)}</p>` : "";
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#1c1c1c;background:#f4f5f7;margin:0;padding:24px">` +
    `<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">` +
    renderMasthead(content) +
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${paragraphs}${action}${note}` +
    `</div></body></html>`;
}

export function renderText(content: MailContent): string {
  const parts = [content.heading, "", ...content.paragraphs.flatMap((text) => [text, ""])];
  if (content.action) parts.push(`${content.action.label}: ${content.action.url}`, "");
  if (content.note) parts.push(content.note, "");
  parts.push(`— ${PRODUCT_NAME}`);
  return parts.join("\n");
}
