import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../shared/api/describe-error.ts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";

const listOf = (value: unknown): string => (Array.isArray(value) ? value.map(String).join(", ") : "");

/** The details of a refused CSV that tell what to change: the columns, roles or numbers the API named. */
function detailLines(error: unknown, t: TFunction): string[] {
  if (!isApiError(error)) return [];
  const details = error.details;
  switch (error.code) {
    case "bulk_send_columns_unknown":
      return [t("bulk_sends.errors.unknown_columns", { columns: listOf(details.columns) }), t("bulk_sends.errors.known_columns", { columns: listOf(details.known) })];
    case "bulk_send_columns_duplicate":
      return [t("bulk_sends.errors.duplicate_columns", { columns: listOf(details.columns) })];
    case "bulk_send_role_email_missing":
      return [t("bulk_sends.errors.missing_emails", { roles: listOf(details.roles) })];
    case "bulk_send_too_many_rows":
      return [t("bulk_sends.errors.too_many_rows", { rows: Number(details.rows), max: Number(details.max) })];
    case "bulk_send_quota_exceeded":
      return [t("bulk_sends.errors.quota", { rows: Number(details.rows), allowed: Number(details.allowed) })];
    case "bulk_send_csv_invalid":
      return [t("bulk_sends.errors.csv_problem", { problem: String(details.problem ?? ""), row: Number(details.row ?? 0) })];
    default:
      return [];
  }
}

/** Why the API refused the file, with what it named (unknown columns, missing roles, the quota). */
export function UploadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const lines = detailLines(error, t);
  return (
    <Alert tone="error" title={describeError(error, t)}>
      {lines.length > 0 ? (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
