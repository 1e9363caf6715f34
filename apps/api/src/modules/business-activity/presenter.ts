import type { AccountActivity, ActivityMember, IdentificationActivity, SignatureActivity } from "@paraph/contracts";
import type { CsvValue } from "../../platform/csv/csv-writer.ts";
import type { AccountActivityRow, IdentificationActivityRow, SignatureActivityRow, SignatureExportRow, SignatureUsageRow } from "./repository.ts";
import { DELETED_ACCOUNT, LEGISLATION_LABELS, QUALITY_LABELS, SIGNATURE_KIND_LABELS } from "./export-labels.ts";

export function presentMember(row: { user_id: string; first_name: string | null; last_name: string | null; email: string | null }): ActivityMember {
  return { userId: row.user_id, firstName: row.first_name ?? "", lastName: row.last_name ?? "", email: row.email ?? "", isDeleted: row.email === null };
}

export function presentAccountActivity(row: AccountActivityRow): AccountActivity {
  return {
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    joinedAt: row.joined_at.toISOString(),
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
    signatureCount: Number(row.signature_count),
  };
}

export function presentSignatureActivity(row: SignatureActivityRow): SignatureActivity {
  return {
    id: row.id,
    signedAt: row.signed_at.toISOString(),
    member: presentMember(row),
    signatureRequestId: row.signature_request_id,
    title: row.title,
    quality: row.quality,
    legislation: row.legislation,
    kind: row.seal_account_name ? "seal" : "personal",
    sealAccountName: row.seal_account_name,
  };
}

export function presentIdentificationActivity(row: IdentificationActivityRow): IdentificationActivity {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
    member: presentMember(row),
    provider: row.provider,
    method: row.method,
    legislation: row.legislation,
    status: row.status,
    isDemo: row.is_demo,
  };
}

// --- CSV ----------------------------------------------------------------------------------
// The exports are for people reading them in a spreadsheet: labels rather than codes, times in
// UTC as ISO 8601 (which spreadsheets recognise), English column names (the file is the same
// whoever downloads it; docs/business-activity.md).

/** What the cost-centre report shows until members have cost centres (docs/business-activity.md). */
export const NO_COST_CENTRE = "—";

function memberCells(row: { first_name: string | null; last_name: string | null; email: string | null }): CsvValue[] {
  return row.email === null ? ["", "", DELETED_ACCOUNT] : [row.first_name, row.last_name, row.email];
}

export const SIGNATURE_CSV_HEADER = ["Signed at (UTC)", "First name", "Last name", "E-mail", "Request", "Request id", "Quality", "Legislation", "Kind", "Seal"];

/** One row per signature; written a million times in a large export, so without intermediate arrays. */
export function signatureCsvRow(row: SignatureExportRow): CsvValue[] {
  const isDeleted = row.email === null;
  return [
    row.signed_at_utc,
    isDeleted ? "" : row.first_name,
    isDeleted ? "" : row.last_name,
    isDeleted ? DELETED_ACCOUNT : row.email,
    row.title,
    row.signature_request_id,
    QUALITY_LABELS[row.quality] ?? row.quality,
    row.legislation ? (LEGISLATION_LABELS[row.legislation] ?? row.legislation) : "",
    row.seal_account_name ? SIGNATURE_KIND_LABELS.seal : SIGNATURE_KIND_LABELS.personal,
    row.seal_account_name,
  ];
}

const USAGE_COLUMNS = ["SES", "AES", "QES", "With a seal", "Total"];
export const MEMBER_USAGE_CSV_HEADER = ["First name", "Last name", "E-mail", ...USAGE_COLUMNS];
export const COST_CENTRE_CSV_HEADER = ["Cost centre", "Members", ...USAGE_COLUMNS];

export function memberUsageCsvRow(row: SignatureUsageRow): CsvValue[] {
  return [...memberCells(row), row.ses, row.aes, row.qes, row.seal, row.total];
}

/** Every member falls under "no cost centre" until cost centres exist: one row with the sums. */
export function costCentreCsvRows(rows: SignatureUsageRow[]): CsvValue[][] {
  if (rows.length === 0) return [];
  const sum = (pick: (row: SignatureUsageRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return [[NO_COST_CENTRE, rows.length, sum((r) => r.ses), sum((r) => r.aes), sum((r) => r.qes), sum((r) => r.seal), sum((r) => r.total)]];
}

export const IDENTIFICATION_CSV_HEADER = ["Started at (UTC)", "Completed at (UTC)", "First name", "Last name", "E-mail", "Method", "Provider", "Legislation", "Status", "Demo"];

export function identificationCsvRow(row: IdentificationActivityRow): CsvValue[] {
  return [
    row.created_at.toISOString(),
    row.completed_at?.toISOString() ?? "",
    ...memberCells(row),
    row.method,
    row.provider,
    LEGISLATION_LABELS[row.legislation] ?? row.legislation,
    row.status,
    row.is_demo ? "yes" : "no",
  ];
}
