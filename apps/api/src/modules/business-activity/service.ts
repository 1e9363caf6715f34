import type { Readable } from "node:stream";
import {
  ACTIVITY_MAX_OFFSET,
  activityExportFileName,
  type EndpointQuery,
  type exportIdentificationActivities as exportIdentificationActivitiesEndpoint,
  type exportSignatureActivities as exportSignatureActivitiesEndpoint,
  type listAccountActivities as listAccountActivitiesEndpoint,
  type listIdentificationActivities as listIdentificationActivitiesEndpoint,
  type listSignatureActivities as listSignatureActivitiesEndpoint,
} from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { csvStream, csvStreamOfCopy, type CsvValue } from "../../platform/csv/csv-writer.ts";
import { loadBusinessAccess } from "../businesses/index.ts";
import { resolveRange, type ResolvedRange } from "./activity-range.ts";
import { inBatches } from "./export-batches.ts";
import {
  COST_CENTRE_CSV_HEADER,
  costCentreCsvRows,
  IDENTIFICATION_CSV_HEADER,
  identificationCsvRow,
  MEMBER_USAGE_CSV_HEADER,
  memberUsageCsvRow,
  presentAccountActivity,
  presentIdentificationActivity,
  presentSignatureActivity,
  SIGNATURE_CSV_HEADER,
  signatureCsvRow,
} from "./presenter.ts";
import {
  countIdentificationActivities,
  countMembers,
  countSignatureActivities,
  findAccountActivities,
  findIdentificationActivities,
  findIdentificationBatch,
  findSignatureActivities,
  findSignatureBatch,
  signatureExportCopyStatement,
  findSignatureUsageByMember,
  type IdentificationActivityRow,
  type SignatureExportRow,
} from "./repository.ts";

/** Rows an export reads per query: large enough to keep the per-query cost small, small enough to stay a few MB. */
export const EXPORT_BATCH_ROWS = 5000;

/** The business's activity is for its admins: 404 for outsiders, business_admin_required for members. */
async function loadAdminBusiness(context: PlatformContext, auth: AuthContext, businessId: string): Promise<string> {
  const { business } = await loadBusinessAccess(context.db, auth, businessId, { adminOnly: true });
  return business.id;
}

function pageWindow(query: { page: number; size: number }) {
  return { limit: query.size, offset: (query.page - 1) * query.size };
}

function pageResult<T>(items: T[], query: { page: number; size: number }, counted: number, range: ResolvedRange) {
  return {
    items,
    page: query.page,
    size: query.size,
    total: Math.min(counted, ACTIVITY_MAX_OFFSET),
    totalIsCapped: counted > ACTIVITY_MAX_OFFSET,
    range: { startDate: range.startDate, endDate: range.endDate },
  };
}

export async function listAccountActivities(context: PlatformContext, auth: AuthContext, businessId: string, query: EndpointQuery<typeof listAccountActivitiesEndpoint>) {
  const id = await loadAdminBusiness(context, auth, businessId);
  const range = resolveRange(context.clock.now(), query);
  const rows = await findAccountActivities(context.db, id, range.window, query.sort, pageWindow(query));
  return pageResult(rows.map(presentAccountActivity), query, await countMembers(context.db, id), range);
}

export async function listSignatureActivities(context: PlatformContext, auth: AuthContext, businessId: string, query: EndpointQuery<typeof listSignatureActivitiesEndpoint>) {
  const id = await loadAdminBusiness(context, auth, businessId);
  const range = resolveRange(context.clock.now(), query);
  const rows = await findSignatureActivities(context.db, id, range.window, query.sort, pageWindow(query));
  const counted = await countSignatureActivities(context.db, id, range.window, ACTIVITY_MAX_OFFSET + 1);
  return pageResult(rows.map(presentSignatureActivity), query, counted, range);
}

export async function listIdentificationActivities(
  context: PlatformContext,
  auth: AuthContext,
  businessId: string,
  query: EndpointQuery<typeof listIdentificationActivitiesEndpoint>,
) {
  const id = await loadAdminBusiness(context, auth, businessId);
  const range = resolveRange(context.clock.now(), query);
  const rows = await findIdentificationActivities(context.db, id, range.window, query.sort, pageWindow(query));
  const counted = await countIdentificationActivities(context.db, id, range.window, ACTIVITY_MAX_OFFSET + 1);
  return pageResult(rows.map(presentIdentificationActivity), query, counted, range);
}

export interface ActivityExport {
  fileName: string;
  stream: Readable;
}

async function* once<Row>(rows: Row[]): AsyncGenerator<Row[]> {
  yield rows;
}

function asCells(cells: CsvValue[]): CsvValue[] {
  return cells;
}

/**
 * The signatures of the range as CSV. Authorization and the range are settled before the first
 * byte, so a refusal is still a JSON error; the rows follow as the client reads them.
 */
export async function exportSignatureActivities(
  context: PlatformContext,
  auth: AuthContext,
  businessId: string,
  query: EndpointQuery<typeof exportSignatureActivitiesEndpoint>,
): Promise<ActivityExport> {
  const id = await loadAdminBusiness(context, auth, businessId);
  const range = resolveRange(context.clock.now(), query);
  const fileName = activityExportFileName("signatures", range, query.group_by);
  if (query.group_by) {
    const usage = await findSignatureUsageByMember(context.db, id, range.window);
    return query.group_by === "users"
      ? { fileName, stream: csvStream(MEMBER_USAGE_CSV_HEADER, once(usage), memberUsageCsvRow) }
      : { fileName, stream: csvStream(COST_CENTRE_CSV_HEADER, once(costCentreCsvRows(usage)), asCells) };
  }
  // On PostgreSQL the database writes the rows' cells and the file streams as its bytes: no row
  // becomes a JavaScript object, so memory stays flat however many there are. PGlite reads batches.
  if (context.copyOut) return { fileName, stream: csvStreamOfCopy(SIGNATURE_CSV_HEADER, context.copyOut(signatureExportCopyStatement(id, range.window))) };
  const batches = inBatches<SignatureExportRow, string>(
    (after) => findSignatureBatch(context.db, id, range.window, after, EXPORT_BATCH_ROWS),
    (row) => row.id,
    EXPORT_BATCH_ROWS,
  );
  return { fileName, stream: csvStream(SIGNATURE_CSV_HEADER, batches, signatureCsvRow) };
}

export async function exportIdentificationActivities(
  context: PlatformContext,
  auth: AuthContext,
  businessId: string,
  query: EndpointQuery<typeof exportIdentificationActivitiesEndpoint>,
): Promise<ActivityExport> {
  const id = await loadAdminBusiness(context, auth, businessId);
  const range = resolveRange(context.clock.now(), query);
  const batches = inBatches<IdentificationActivityRow, string>(
    (after) => findIdentificationBatch(context.db, id, range.window, after, EXPORT_BATCH_ROWS),
    (row) => row.id,
    EXPORT_BATCH_ROWS,
  );
  return { fileName: activityExportFileName("identifications", range), stream: csvStream(IDENTIFICATION_CSV_HEADER, batches, identificationCsvRow) };
}
