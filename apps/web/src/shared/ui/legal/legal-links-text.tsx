import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { splitTaggedText } from "../../i18n/tagged-text.ts";
import { readLegalLinks } from "../../system/legal-links.ts";

/** A link to the terms or the privacy notice: a new tab, so a half-filled sign-up form stays as it is. */
function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t("legal_links.new_tab")}</span>
    </a>
  );
}

/**
 * A sentence of the shell's strings with `<terms>…</terms>` and `<privacy>…</privacy>` around the
 * words that link to this installation's terms of use and privacy notice (issue 18, item 17).
 */
export function LegalLinksText({ i18nKey }: { i18nKey: "legal_links.accept" | "dialogs.accept_terms.body" }) {
  const { t } = useTranslation();
  const { termsUrl, privacyUrl } = readLegalLinks();
  const hrefs: Record<string, string> = { terms: termsUrl, privacy: privacyUrl };
  return (
    <>
      {splitTaggedText(t(i18nKey), ["terms", "privacy"]).map((piece, index) =>
        piece.tag ? (
          <NewTabLink key={index} href={hrefs[piece.tag] ?? termsUrl}>
            {piece.text}
          </NewTabLink>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
