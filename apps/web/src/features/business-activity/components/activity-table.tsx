import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { nextSort, type SortState } from "./activity-sort.ts";
import styles from "./business-activity.module.css";

export interface ActivityColumn<Row> {
  key: string;
  /** The sort field of the contract's whitelist, when the column sorts. */
  sortField?: string;
  /** Times and counts sort newest or largest first on the first choice. */
  descendingFirst?: boolean;
  render: (row: Row) => ReactNode;
}

interface ActivityTableProps<Row> {
  columns: readonly ActivityColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort: SortState;
  onSort: (sort: SortState) => void;
}

/** One tab's rows; sortable headers are buttons and say how the column is sorted (aria-sort). */
export function ActivityTable<Row>({ columns, rows, rowKey, sort, onSort }: ActivityTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => {
              const label = t(`business_activity.columns.${column.key}` as "business_activity.columns.name");
              const sorted = column.sortField !== undefined && sort.field === column.sortField;
              return (
                <th key={column.key} scope="col" aria-sort={sorted ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}>
                  {column.sortField ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      title={t("business_activity.sort.by", { column: label })}
                      onClick={() => onSort(nextSort(sort, column.sortField ?? "", column.descendingFirst ?? false))}
                    >
                      {label}
                      {sorted ? (sort.direction === "asc" ? " ▲" : " ▼") : null}
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key}>{column.render(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
