/**
 * The web app's built-in terms of use and privacy notice (docs/OPERATIONS.md, "Terms of use and
 * privacy notice"). A module of their own: the route guard needs the paths on every page, the
 * links' reader (legal-links.ts) only the pages with a terms checkbox.
 */
export const BUILT_IN_TERMS_PATH = "/legal/terms";
export const BUILT_IN_PRIVACY_PATH = "/legal/privacy";
/** The built-in pages: anyone may read them, whatever else the app would ask of them first. */
export const BUILT_IN_LEGAL_PAGES: readonly string[] = [BUILT_IN_TERMS_PATH, BUILT_IN_PRIVACY_PATH];
