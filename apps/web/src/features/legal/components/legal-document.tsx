import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { BUILT_IN_PRIVACY_PATH, BUILT_IN_TERMS_PATH } from "@paraph/contracts";
import { readLegalLinks } from "../../../shared/system/legal-links.ts";
import { Card } from "../../../shared/ui/card/card.tsx";
import styles from "./legal-document.module.css";

export type LegalDocumentName = "terms" | "privacy";

const SECTIONS = {
  terms: ["cover", "yours", "signatures", "ending", "questions"],
  privacy: ["data", "purpose", "shared", "retention", "rights"],
} as const;

const BUILT_IN_PATHS: Record<LegalDocumentName, string> = { terms: BUILT_IN_TERMS_PATH, privacy: BUILT_IN_PRIVACY_PATH };
const TITLES = { terms: "titles.legal_terms", privacy: "titles.legal_privacy" } as const;

/**
 * The built-in terms of use or privacy notice (issue 18, item 17): whose they are (the operator
 * named by OPERATOR_NAME, running this installation of Paraph at this address) and what they
 * cover. Where the operator configured a URL of their own, this page sends the visitor there.
 */
export function LegalDocument({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation();
  const links = readLegalLinks();
  const url = name === "terms" ? links.termsUrl : links.privacyUrl;
  const isBuiltIn = url === BUILT_IN_PATHS[name];
  const other: LegalDocumentName = name === "terms" ? "privacy" : "terms";
  const otherUrl = other === "terms" ? links.termsUrl : links.privacyUrl;

  useEffect(() => {
    if (!isBuiltIn) window.location.replace(url);
  }, [isBuiltIn, url]);

  if (!isBuiltIn) {
    return (
      <Card narrow>
        <h1>{t(TITLES[name])}</h1>
        <p>
          {t("legal.moved")} <a href={url}>{url}</a>
        </p>
      </Card>
    );
  }

  const values = { operator: links.operatorName ?? t("legal.operator_unnamed"), address: window.location.host };
  return (
    <Card>
      <article className={styles.document}>
        <h1>{t(TITLES[name])}</h1>
        <p className={styles.whose}>{t(`legal.${name}.whose`, values)}</p>
        <p>{t(`legal.${name}.built_in`)}</p>
        {SECTIONS[name].map((section) => (
          <section key={section} aria-labelledby={`legal-${section}`}>
            <h2 id={`legal-${section}`}>{t(`legal.${name}.sections.${section}.title` as "legal.terms.sections.cover.title")}</h2>
            <p>{t(`legal.${name}.sections.${section}.text` as "legal.terms.sections.cover.text", values)}</p>
          </section>
        ))}
        <p className={styles.other}>
          {t("legal.other_page")} <a href={otherUrl}>{t(TITLES[other])}</a>
        </p>
      </article>
    </Card>
  );
}
