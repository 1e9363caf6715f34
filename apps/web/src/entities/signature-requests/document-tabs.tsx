import type { DocumentView } from "@paraph/contracts";
import styles from "./document-tabs.module.css";

/** One tab per document of a request, shown when there is more than one. */
export function DocumentTabs({
  documents,
  currentId,
  onSelect,
  label,
}: {
  documents: ReadonlyArray<Pick<DocumentView, "id" | "title">>;
  currentId: string | undefined;
  onSelect: (documentId: string) => void;
  label: string;
}) {
  if (documents.length < 2) return null;
  return (
    <div className={styles.documentTabs} role="tablist" aria-label={label}>
      {documents.map((document) => (
        <button
          key={document.id}
          type="button"
          role="tab"
          aria-selected={document.id === currentId}
          className={styles.documentTab}
          onClick={() => onSelect(document.id)}
        >
          {document.title}
        </button>
      ))}
    </div>
  );
}
