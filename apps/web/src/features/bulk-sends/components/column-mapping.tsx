import { useTranslation } from "react-i18next";
import type { BulkSendColumn } from "@paraph/contracts";
import styles from "./bulk-sends.module.css";

/** Each header column and what the API reads it as: a role's person part, a field to prefill, or a note. */
export function ColumnMapping({ columns }: { columns: readonly BulkSendColumn[] }) {
  const { t } = useTranslation();
  const usedAs = (column: BulkSendColumn): string => {
    switch (column.kind) {
      case "email":
        return t("bulk_sends.preview.kind_email", { role: column.role });
      case "firstName":
        return t("bulk_sends.preview.kind_firstName", { role: column.role });
      case "lastName":
        return t("bulk_sends.preview.kind_lastName", { role: column.role });
      case "field":
        return t("bulk_sends.preview.kind_field", { field: column.field });
      case "ignored":
        return t("bulk_sends.preview.kind_ignored");
    }
  };
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t("bulk_sends.preview.columns_title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("bulk_sends.preview.column")}</th>
            <th scope="col">{t("bulk_sends.preview.maps_to")}</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column) => (
            <tr key={column.header} data-kind={column.kind}>
              <td>
                <code>{column.header}</code>
              </td>
              <td className={column.kind === "ignored" ? styles.muted : undefined}>{usedAs(column)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The columns a refused header named unknown, flagged one by one beside what the template takes. */
export function UnknownColumns({ columns }: { columns: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.unknownColumns} aria-label={t("bulk_sends.preview.columns_title")}>
      {columns.map((column) => (
        <li key={column}>
          <code>{column}</code> <span className={styles.flag}>{t("bulk_sends.preview.unknown")}</span>
        </li>
      ))}
    </ul>
  );
}
