import type { Language } from "@paraph/contracts";
import { escapeHtml } from "../mail/html.ts";

/**
 * The page of a demo partner service (the demo MAB app, the demo identity provider): a badge
 * naming it, the content, and the note that it carries no legal weight. No inline script or
 * style, so a strict Content-Security-Policy holds. `content` is HTML the caller escaped.
 */
export function renderDemoPage(input: { language: Language; title: string; note: string; stylesheetUrl: string; content: string }): string {
  return `<!doctype html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(input.title)}</title>
<link rel="stylesheet" href="${escapeHtml(input.stylesheetUrl)}">
</head>
<body>
<main>
<p class="badge">${escapeHtml(input.title)}</p>
${input.content}
<p class="note">${escapeHtml(input.note)}</p>
</main>
</body>
</html>`;
}
