import { LEGAL_LINKS_META, parseLegalLinks, type LegalLinks } from "@paraph/contracts";

/**
 * The terms of use and privacy notice of this installation, and who runs it: the server writes
 * them into index.html (`<meta name="paraph-legal">`, from TERMS_URL, PRIVACY_URL and
 * OPERATOR_NAME); without the tag, the built-in pages /legal/terms and /legal/privacy.
 */
export function readLegalLinks(doc: Document = document): LegalLinks {
  return parseLegalLinks(doc.querySelector(`meta[name="${LEGAL_LINKS_META}"]`)?.getAttribute("content"));
}
