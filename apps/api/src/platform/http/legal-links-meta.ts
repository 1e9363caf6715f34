import { BUILT_IN_PRIVACY_PATH, BUILT_IN_TERMS_PATH, LEGAL_LINKS_META, type LegalLinks } from "@paraph/contracts";
import type { Config } from "../config.ts";

/** The terms and privacy notice the sign-up links to (TERMS_URL, PRIVACY_URL, else the built-in pages) and the operator's name. */
export function legalLinksOf(config: Config): LegalLinks {
  return { termsUrl: config.TERMS_URL ?? BUILT_IN_TERMS_PATH, privacyUrl: config.PRIVACY_URL ?? BUILT_IN_PRIVACY_PATH, operatorName: config.OPERATOR_NAME ?? null };
}

/** The meta tag index.html carries them in, read by the web app before any request (shared/system/legal-links.ts). */
export function legalLinksMetaOf(config: Config): Record<string, string> {
  return { [LEGAL_LINKS_META]: JSON.stringify(legalLinksOf(config)) };
}
