import { z } from "zod";
import { PAGE_SIZES } from "../../constants.ts";

/**
 * What the business activity page (/business/activity) lists and exports: its three tabs, their
 * sort fields, the date range and the names of the exported files (spec §7 "Activities", §9).
 * docs/business-activity.md explains what each tab holds.
 */
export const ACTIVITY_TABS = ["accounts", "signatures", "identifications"] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];

export const ACCOUNT_ACTIVITY_SORT_FIELDS = ["name", "email", "role", "joinedAt", "lastLoginAt", "signatureCount"] as const;
/** Each is read in order from an index of its own (docs/business-activity.md, "Speed"). */
export const SIGNATURE_ACTIVITY_SORT_FIELDS = ["signedAt", "quality"] as const;
export const IDENTIFICATION_ACTIVITY_SORT_FIELDS = ["createdAt", "completedAt", "status", "method"] as const;

/** The deepest row a page may reach: further back, narrow the date range or export. */
export const ACTIVITY_MAX_OFFSET = 10_000;

export type SortDirection = "asc" | "desc";
export interface ActivitySort<F extends string> {
  field: F;
  direction: SortDirection;
}

/**
 * `sort` names one field of the tab's whitelist, optionally followed by `,asc` or `,desc`
 * (`signedAt,desc`); a bare field sorts ascending. Anything else is refused.
 */
function sortParam<const F extends string>(fields: readonly F[], fallback: ActivitySort<F>) {
  const values = fields.flatMap((field) => [field, `${field},asc`, `${field},desc`]) as [string, ...string[]];
  return z
    .enum(values)
    .transform((value): ActivitySort<F> => {
      const [field, direction] = value.split(",") as [F, SortDirection | undefined];
      return { field, direction: direction ?? "asc" };
    })
    .prefault(`${fallback.field},${fallback.direction}`);
}

/** A calendar day in UTC (YYYY-MM-DD); a range takes whole days, both ends included. */
const dateRangeShape = {
  start_date: z.iso.date({ message: "Must be a date as YYYY-MM-DD" }).optional(),
  end_date: z.iso.date({ message: "Must be a date as YYYY-MM-DD" }).optional(),
};

function isOrderedRange(query: { start_date?: string | undefined; end_date?: string | undefined }): boolean {
  return !query.start_date || !query.end_date || query.start_date <= query.end_date;
}
const RANGE_ORDER_ISSUE = { message: "The start date must not be after the end date", path: ["end_date"] };

function listQuery<const F extends string>(fields: readonly F[], fallback: ActivitySort<F>) {
  return z
    .strictObject({
      page: z.coerce.number().int().min(1).default(1),
      size: z.coerce
        .number()
        .int()
        .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), { message: "Page size must be 25, 50 or 100" })
        .default(25),
      sort: sortParam(fields, fallback),
      ...dateRangeShape,
    })
    .refine(isOrderedRange, RANGE_ORDER_ISSUE)
    .refine((query) => (query.page - 1) * query.size < ACTIVITY_MAX_OFFSET, {
      message: `Pages reach at most ${ACTIVITY_MAX_OFFSET} rows deep; narrow the date range or export`,
      path: ["page"],
    });
}

export const accountActivityQuery = listQuery(ACCOUNT_ACTIVITY_SORT_FIELDS, { field: "name", direction: "asc" });
export const signatureActivityQuery = listQuery(SIGNATURE_ACTIVITY_SORT_FIELDS, { field: "signedAt", direction: "desc" });
export const identificationActivityQuery = listQuery(IDENTIFICATION_ACTIVITY_SORT_FIELDS, { field: "createdAt", direction: "desc" });

/** `users`: one row per member; `cost_centers`: one row per cost centre; none: one row per signature. */
export const SIGNATURE_EXPORT_GROUPS = ["users", "cost_centers"] as const;
export type SignatureExportGroup = (typeof SIGNATURE_EXPORT_GROUPS)[number];

export const signatureExportQuery = z
  .strictObject({ group_by: z.enum(SIGNATURE_EXPORT_GROUPS).optional(), ...dateRangeShape })
  .refine(isOrderedRange, RANGE_ORDER_ISSUE);
export const identificationExportQuery = z.strictObject(dateRangeShape).refine(isOrderedRange, RANGE_ORDER_ISSUE);

/** The range a list or export covers, as the server resolved it (defaults filled in). */
export const activityRangeSchema = z.object({ startDate: z.string(), endDate: z.string() });

/** Days a range covers when the caller names no start: the last 30 days up to the end date. */
export const ACTIVITY_DEFAULT_RANGE_DAYS = 30;

/** The member an activity row is about; names are empty once the account is deleted. */
export const activityMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isDeleted: z.boolean(),
});

export const accountActivitySchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** "api": a business's API user (docs/api-users.md); its last login is its key's last use. */
  role: z.enum(["admin", "member", "api"]),
  joinedAt: z.string(),
  /** The last sign-in Paraph recorded (a session opened); null when none is kept. */
  lastLoginAt: z.string().nullable(),
  /** Signatures the member made for the business within the date range. */
  signatureCount: z.number().int(),
});

export const signatureActivitySchema = z.object({
  id: z.string(),
  signedAt: z.string(),
  member: activityMemberSchema,
  signatureRequestId: z.string(),
  title: z.string(),
  quality: z.string(),
  legislation: z.string().nullable(),
  /** `seal`: the member applied one of the business's seals; `personal`: their own signature. */
  kind: z.enum(["seal", "personal"]),
  sealAccountName: z.string().nullable(),
});

export const identificationActivitySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  member: activityMemberSchema,
  provider: z.string(),
  method: z.string(),
  legislation: z.string(),
  status: z.string(),
  isDemo: z.boolean(),
});

/**
 * One page of a tab. `total` counts rows up to ACTIVITY_MAX_OFFSET + 1; `totalIsCapped` says
 * there are more than that (counting all of a large business's rows would cost every page).
 */
function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
    totalIsCapped: z.boolean(),
    range: activityRangeSchema,
  });
}

export const accountActivityPageSchema = pageOf(accountActivitySchema);
export const signatureActivityPageSchema = pageOf(signatureActivitySchema);
export const identificationActivityPageSchema = pageOf(identificationActivitySchema);

export type AccountActivity = z.infer<typeof accountActivitySchema>;
export type SignatureActivity = z.infer<typeof signatureActivitySchema>;
export type IdentificationActivity = z.infer<typeof identificationActivitySchema>;
export type ActivityMember = z.infer<typeof activityMemberSchema>;

export type ActivityExportKind = "signatures" | "identifications";

/**
 * Spec §9: the report type, then the start and end dates without dashes, as .csv; signatures
 * grouped by cost centre are a `cost_centre_report`, other signature exports `signature_usage`.
 */
export function activityExportFileName(kind: ActivityExportKind, range: { startDate: string; endDate: string }, groupBy?: SignatureExportGroup): string {
  const type = kind === "identifications" ? "identification_usage" : groupBy === "cost_centers" ? "cost_centre_report" : "signature_usage";
  return `${type}_${range.startDate.replaceAll("-", "")}_${range.endDate.replaceAll("-", "")}.csv`;
}
