import { z } from "zod";
import { activityMemberSchema } from "../business-activity/activity-entity.ts";

/**
 * What the business dashboard (/business/dashboard) shows: signatures and requests per month,
 * the median time to complete a request and the top senders over a date range (spec §7
 * "Business", GET /v2/businesses/{id}/statistics). docs/business-dashboard.md explains each figure.
 */

/** The longest range the statistics cover: two years (731 days, both ends included). */
export const STATISTICS_MAX_RANGE_DAYS = 731;
/** Without `from`, the range starts on the first day of the month eleven months before `to`'s: the last 12 months. */
export const STATISTICS_DEFAULT_MONTHS = 12;
/** How many members the top senders list holds at most. */
export const STATISTICS_TOP_SENDERS = 10;

/** Personal signatures by quality (AES minimal counted as AES), and those made with a seal. */
export const SIGNATURE_KINDS = ["ses", "aes", "qes", "seal"] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];

/** What happened to requests: sent in the month, or ended in it in one of these ways. */
export const REQUEST_OUTCOMES = ["sent", "completed", "declined", "withdrawn", "expired"] as const;
export type RequestOutcome = (typeof REQUEST_OUTCOMES)[number];

const DATE_MESSAGE = "Must be a date as YYYY-MM-DD";

/** `from` and `to` are UTC calendar days, both included; their order and span are checked by the server. */
export const statisticsQuery = z.strictObject({
  from: z.iso.date({ message: DATE_MESSAGE }).optional(),
  to: z.iso.date({ message: DATE_MESSAGE }).optional(),
});

const signatureCountsSchema = z.object({ ses: z.number(), aes: z.number(), qes: z.number(), seal: z.number(), total: z.number() });
const requestCountsSchema = z.object({ sent: z.number(), completed: z.number(), declined: z.number(), withdrawn: z.number(), expired: z.number() });
export type SignatureCounts = z.infer<typeof signatureCountsSchema>;
export type RequestCounts = z.infer<typeof requestCountsSchema>;

export const statisticsMonthSchema = z.object({
  /** YYYY-MM; the first and last month may be partly outside the range. */
  month: z.string(),
  signatures: signatureCountsSchema,
  requests: requestCountsSchema,
});
export type StatisticsMonth = z.infer<typeof statisticsMonthSchema>;

export const topSenderSchema = activityMemberSchema.extend({ sent: z.number() });
export type TopSender = z.infer<typeof topSenderSchema>;

export const businessStatisticsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  /** Every month the range touches, in order, months without anything included. */
  months: z.array(statisticsMonthSchema),
  totals: z.object({ signatures: signatureCountsSchema, requests: requestCountsSchema }),
  /** Median seconds from sending to completion of the requests completed in the range; null when none was. */
  medianSecondsToComplete: z.number().nullable(),
  topSenders: z.array(topSenderSchema),
});
export type BusinessStatistics = z.infer<typeof businessStatisticsSchema>;
