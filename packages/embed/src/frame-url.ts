/**
 * What the element passes to the page in its frame: the language and the host's theme, in the
 * URL's fragment (`#lang=de-ch&theme=…`). A fragment never reaches a server or its logs, and the
 * page reads it before its first paint (docs/embedding.md, "Theming").
 */

/** The host's CSS custom properties the embedded pages apply; any other is not passed. */
export const THEME_PROPERTIES = [
  "--paraph-color-primary",
  "--paraph-color-text",
  "--paraph-color-background",
  "--paraph-color-border",
  "--paraph-radius",
  "--paraph-font",
] as const;

export type ThemeProperty = (typeof THEME_PROPERTIES)[number];
export type Theme = Partial<Record<ThemeProperty, string>>;

/** The fragment's parameter names, shared with the web app's reader (apps/web/src/shared/embed/). */
export const LANG_PARAMETER = "lang";
export const THEME_PARAMETER = "theme";

/** The theme set on `element` or inherited by it, read from its computed style. */
export function readTheme(element: Element): Theme {
  const style = getComputedStyle(element);
  const theme: Theme = {};
  for (const property of THEME_PROPERTIES) {
    const value = style.getPropertyValue(property).trim();
    if (value) theme[property] = value;
  }
  return theme;
}

/** `url` with the language and theme in its fragment (an existing fragment is replaced). */
export function buildFrameUrl(url: string, options: { lang?: string | null; theme?: Theme }): string {
  const frameUrl = new URL(url);
  const fragment = new URLSearchParams();
  if (options.lang) fragment.set(LANG_PARAMETER, options.lang.toLowerCase());
  if (options.theme && Object.keys(options.theme).length > 0) fragment.set(THEME_PARAMETER, JSON.stringify(options.theme));
  frameUrl.hash = fragment.toString();
  return frameUrl.toString();
}
