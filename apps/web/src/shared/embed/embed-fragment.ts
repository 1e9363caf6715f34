import { LANGUAGES, type Language } from "@paraph/contracts";

/**
 * What the host's `<paraph-signing>` or `<paraph-composer>` element passes in the frame URL's
 * fragment (packages/embed, `frame-url.ts`): `#lang=de-ch&theme={"--paraph-color-primary":"#0a7",…}`.
 */
export interface EmbedFragment {
  lang: Language | null;
  theme: Record<string, string>;
}

const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\))$/i;
const LENGTH = /^\d{1,3}(\.\d{1,3})?(px|rem|em)?$/;
const FONT = /^[\w\s,"'-]{1,200}$/;

/** The host's properties and the design tokens (shared/ui/theme.css) each one sets, with the values it takes. */
const THEME_TOKENS: Record<string, { tokens: readonly string[]; pattern: RegExp }> = {
  "--paraph-color-primary": { tokens: ["--color-info", "--color-info-dark"], pattern: COLOUR },
  "--paraph-color-text": { tokens: ["--color-text"], pattern: COLOUR },
  "--paraph-color-background": { tokens: ["--color-background"], pattern: COLOUR },
  "--paraph-color-border": { tokens: ["--color-border"], pattern: COLOUR },
  "--paraph-radius": { tokens: ["--radius-sm", "--radius-md", "--radius-lg"], pattern: LENGTH },
  "--paraph-font": { tokens: ["--font-body"], pattern: FONT },
};

function isLanguage(value: string | null): value is Language {
  return value !== null && (LANGUAGES as readonly string[]).includes(value);
}

/** The language and theme of the fragment; anything unknown or malformed is left out. */
export function readEmbedFragment(hash: string): EmbedFragment {
  const parameters = new URLSearchParams(hash.replace(/^#/, ""));
  const lang = parameters.get("lang")?.toLowerCase() ?? null;
  const theme: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(parameters.get("theme") ?? "{}");
    if (typeof parsed === "object" && parsed !== null) {
      for (const [property, value] of Object.entries(parsed)) {
        const rule = THEME_TOKENS[property];
        if (rule && typeof value === "string" && rule.pattern.test(value.trim())) theme[property] = value.trim();
      }
    }
  } catch {
    // A fragment that is not JSON themes nothing.
  }
  return { lang: isLanguage(lang) ? lang : null, theme };
}

/** Sets the design tokens the host's theme names on `root` (the document element). */
export function applyEmbedTheme(root: HTMLElement, theme: Record<string, string>): void {
  for (const [property, value] of Object.entries(theme)) {
    for (const token of THEME_TOKENS[property]?.tokens ?? []) root.style.setProperty(token, value);
  }
}
