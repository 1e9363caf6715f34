import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "@paraph/contracts";
import { MAIL_SAMPLES } from "../../test-support/mail-samples.ts";
import { renderHtml } from "./html-layout.ts";
import type { MailContent } from "./layout.ts";
import { LAYOUT_PHRASES } from "./layout-phrases.ts";
import { renderText } from "./text-layout.ts";

const URL_LINE = /^https?:\/\/\S+$/;

function sourceWords(content: MailContent, lang: Language): string[] {
  const texts = [content.heading, ...content.paragraphs, content.action ? LAYOUT_PHRASES[lang].actionLabel(content.action.label) : "", content.note ?? ""];
  return texts.flatMap((text) => text.split(/\s+/)).filter(Boolean);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

describe("every mail in every language, with long names, titles and addresses", () => {
  it("covers each template in the four languages", () => {
    const names = new Set(MAIL_SAMPLES.map((sample) => sample.name));
    expect(names.size).toBeGreaterThanOrEqual(22);
    for (const name of names) expect(MAIL_SAMPLES.filter((sample) => sample.name === name).map((sample) => sample.lang)).toEqual([...LANGUAGES]);
  });

  describe.each(MAIL_SAMPLES.map((sample) => [`${sample.name} ${sample.lang}`, sample] as const))("%s", (_, { content, lang }) => {
    const text = renderText(content, lang);
    const html = renderHtml(content, lang);
    const lines = text.split("\n");

    it("plain text: no word is split across lines, every line fits or is one address", () => {
      const tokens = new Set(text.split(/\s+/));
      for (const word of sourceWords(content, lang)) expect(tokens, `"${word}" is split`).toContain(word);
      for (const line of lines) if ([...line].length > 78) expect(line).toMatch(URL_LINE);
      // Addresses stand on their own lines, with at most the punctuation written against them.
      for (const line of lines.filter((line) => line.includes("://"))) expect(line).toMatch(/^https?:\/\/\S+$/);
    });

    it("plain text: no markup, no entities, no runs of empty lines, a footer", () => {
      expect(text).not.toMatch(/<[a-z/!]/i);
      expect(text).not.toMatch(/&(amp|lt|gt|quot|nbsp|#\d+);/);
      expect(text).not.toContain("\n\n\n");
      expect(text).not.toMatch(/[ \t]$/m);
      expect(text.trimEnd().endsWith(LAYOUT_PHRASES[lang].footer)).toBe(true);
    });

    it("the action's address is in both parts: a cell button and a plain link in the HTML, 'Label:' and the address in the text", () => {
      if (!content.action) return expect(html).not.toContain("bgcolor=\"#0b5cad\"");
      const { label, url } = content.action;
      const href = escapeRegExp(url.replaceAll("&", "&amp;"));
      expect(text).toMatch(new RegExp(`(^|\\n)${escapeRegExp(LAYOUT_PHRASES[lang].actionLabel(label))}\\n${escapeRegExp(url)}\\n`));
      expect(html).toMatch(new RegExp(`<td align="center" bgcolor="#[0-9a-f]{6}" style="[^"]*background-color:#[0-9a-f]{6}[^"]*"><a href="${href}"[^>]* style="display:inline-block;padding:12px 24px;`));
      expect(html.match(new RegExp(`href="${href}"`, "g"))).toHaveLength(2);
    });

    it("HTML: presentation tables at most 600 px wide, no CSS that breaks words, addresses wrap only inside their own element", () => {
      expect(html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`));
      expect(html).toContain("max-width:600px");
      for (const table of html.match(/<table[^>]*>/g) ?? []) expect(table).toContain('role="presentation"');
      expect(html).not.toMatch(/word-break|hyphens|break-all/i);
      // Every element allowed to wrap anywhere is a span or link holding one address or long run, without spaces.
      const wrapping = html.match(/<(span|a) [^>]*overflow-wrap:anywhere[^>]*>[^<\s]+<\/(span|a)>/g) ?? [];
      expect(html.match(/overflow-wrap/g)?.length ?? 0).toBe(wrapping.length);
    });
  });
});
