import { useTranslation } from "react-i18next";
import type { ActiveContentFinding } from "@paraph/contracts";
import styles from "./upload.module.css";

/** Findings of the same kind are listed once, with the pages they are on. */
function groupByKind(found: ActiveContentFinding[]): { kind: ActiveContentFinding["kind"]; pages: number[]; isDocumentWide: boolean }[] {
  const groups = new Map<ActiveContentFinding["kind"], { pages: Set<number>; isDocumentWide: boolean }>();
  for (const finding of found) {
    const group = groups.get(finding.kind) ?? { pages: new Set<number>(), isDocumentWide: false };
    if (finding.page === null) group.isDocumentWide = true;
    else group.pages.add(finding.page);
    groups.set(finding.kind, group);
  }
  return [...groups].map(([kind, group]) => ({ kind, pages: [...group.pages].sort((a, b) => a - b), isDocumentWide: group.isDocumentWide }));
}

/** What the upload found in a file, in the visitor's words: each kind once, with where it is. */
export function ActiveContentFindings({ found }: { found: ActiveContentFinding[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.findings} aria-label={t("documents.upload.active_content.found_label")}>
      {groupByKind(found).map(({ kind, pages, isDocumentWide }) => {
        const places = [
          ...(isDocumentWide ? [t("documents.upload.active_content.whole_document")] : []),
          ...(pages.length > 0 ? [t("documents.upload.active_content.on_pages", { pages: pages.join(", ") })] : []),
        ];
        return (
          <li key={kind}>
            {t(`documents.upload.active_content.kinds.${kind}`)} ({places.join("; ")})
          </li>
        );
      })}
    </ul>
  );
}
