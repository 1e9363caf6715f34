import { useTranslation } from "react-i18next";
import type { BulkSendPreview } from "@paraph/contracts";
import styles from "./bulk-sends.module.css";

type PreviewRow = BulkSendPreview["preview"][number];

function personText(person: PreviewRow["roles"][string] | undefined): string {
  if (!person) return "";
  const name = [person.firstName, person.lastName].filter(Boolean).join(" ");
  return name ? `${name} <${person.email}>` : person.email;
}

/** The first rows as the requests will get them: each role's person and the prefilled values. */
export function PreviewRows({ preview, roles }: { preview: BulkSendPreview["preview"]; roles: readonly string[] }) {
  const { t } = useTranslation();
  const prefillText = (row: PreviewRow) =>
    Object.entries(row.prefill)
      .map(([field, value]) => `${field}: ${value === true ? "✓" : String(value)}`)
      .join("; ");
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t("bulk_sends.preview.first_rows")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("bulk_sends.preview.row")}</th>
            {roles.map((role) => (
              <th scope="col" key={role}>
                {role}
              </th>
            ))}
            <th scope="col">{t("bulk_sends.preview.prefill")}</th>
          </tr>
        </thead>
        <tbody>
          {preview.map((row) =>
            Object.keys(row.roles).length === 0 ? (
              <tr key={row.row}>
                <th scope="row">{row.row}</th>
                <td colSpan={roles.length + 1} className={styles.warning}>
                  {t("bulk_sends.preview.malformed")}
                </td>
              </tr>
            ) : (
              <tr key={row.row}>
                <th scope="row">{row.row}</th>
                {roles.map((role) => (
                  <td key={role}>{personText(row.roles[role]) || t("bulk_sends.preview.empty_value")}</td>
                ))}
                <td>{prefillText(row) || t("bulk_sends.preview.empty_value")}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
