import { BUILT_IN_PRIVACY_PATH, BUILT_IN_TERMS_PATH } from "./legal-paths.ts";

/**
 * Where the terms of use and the privacy notice of an installation are (issue 18, item 17). The
 * server writes them into index.html as `<meta name="paraph-legal" content="{…}">` from
 * TERMS_URL, PRIVACY_URL and OPERATOR_NAME; without the URLs they are the web app's built-in
 * pages, which name the operator (docs/OPERATIONS.md, "Terms of use and privacy notice").
 */
export interface LegalLinks {
  termsUrl: string;
  privacyUrl: string;
  /** Who runs this installation and whose terms these are; null when the operator gave no name. */
  operatorName: string | null;
}

export const LEGAL_LINKS_META = "paraph-legal";
export const BUILT_IN_LEGAL_LINKS: LegalLinks = { termsUrl: BUILT_IN_TERMS_PATH, privacyUrl: BUILT_IN_PRIVACY_PATH, operatorName: null };

/** An address a link may lead to: one of the built-in pages or an http(s) URL. */
function isLinkTarget(value: unknown): value is string {
  return typeof value === "string" && (value === BUILT_IN_TERMS_PATH || value === BUILT_IN_PRIVACY_PATH || /^https?:\/\/[^\s]+$/i.test(value));
}

/** Reads the meta tag's content; anything unreadable falls back to the built-in pages, field by field. */
export function parseLegalLinks(content: string | null | undefined): LegalLinks {
  if (!content) return BUILT_IN_LEGAL_LINKS;
  let parsed: Partial<Record<keyof LegalLinks, unknown>>;
  try {
    parsed = JSON.parse(content) as Partial<Record<keyof LegalLinks, unknown>>;
  } catch {
    return BUILT_IN_LEGAL_LINKS;
  }
  if (typeof parsed !== "object" || parsed === null) return BUILT_IN_LEGAL_LINKS;
  return {
    termsUrl: isLinkTarget(parsed.termsUrl) ? parsed.termsUrl : BUILT_IN_TERMS_PATH,
    privacyUrl: isLinkTarget(parsed.privacyUrl) ? parsed.privacyUrl : BUILT_IN_PRIVACY_PATH,
    operatorName: typeof parsed.operatorName === "string" && parsed.operatorName.trim() !== "" ? parsed.operatorName.trim() : null,
  };
}
