import { z } from "zod";
import { PAGE_SIZES, SIGNATURE_REQUEST_STATUSES, SORT_FIELDS, VIEW_COOKIE_MAX_AGE_DAYS } from "@paraph/contracts";

/** Spec §3 "Dashboard view preferences": what the dashboard looked like the last time, per user. */
export interface DashboardPreferences {
  /** The status filter; empty shows every status. */
  filters: Array<(typeof SIGNATURE_REQUEST_STATUSES)[number]>;
  /** Inclusive date range as yyyy-mm-dd, applied to the date that currentTimeMode names. */
  dates: { from: string | null; to: string | null };
  currentTimeMode: "created" | "updated";
  sentByMe: "all" | "me" | "others";
  sort: { by: (typeof SORT_FIELDS)[number]; order: "asc" | "desc" };
  /** Row density of the list. */
  view: "comfortable" | "compact";
  pageSize: (typeof PAGE_SIZES)[number];
}

export const DEFAULT_PREFERENCES: DashboardPreferences = {
  filters: [],
  dates: { from: null, to: null },
  currentTimeMode: "created",
  sentByMe: "all",
  sort: { by: "createdAt", order: "desc" },
  view: "comfortable",
  pageSize: 25,
};

const isoDate = z.iso.date().nullable().catch(null);
// Each field falls back on its own: a cookie written by an older version keeps what still fits.
const preferencesSchema = z.object({
  filters: z.array(z.enum(SIGNATURE_REQUEST_STATUSES)).catch(DEFAULT_PREFERENCES.filters),
  dates: z.object({ from: isoDate, to: isoDate }).catch(DEFAULT_PREFERENCES.dates),
  currentTimeMode: z.enum(["created", "updated"]).catch(DEFAULT_PREFERENCES.currentTimeMode),
  sentByMe: z.enum(["all", "me", "others"]).catch(DEFAULT_PREFERENCES.sentByMe),
  sort: z.object({ by: z.enum(SORT_FIELDS), order: z.enum(["asc", "desc"]) }).catch(DEFAULT_PREFERENCES.sort),
  view: z.enum(["comfortable", "compact"]).catch(DEFAULT_PREFERENCES.view),
  pageSize: z
    .number()
    .refine((value): value is DashboardPreferences["pageSize"] => (PAGE_SIZES as readonly number[]).includes(value))
    .catch(DEFAULT_PREFERENCES.pageSize),
});

/** One cookie per user, so people sharing a browser keep their own views. */
export function preferencesCookieName(userId: string): string {
  return `paraph-dashboard-view-${userId.replace(/[^A-Za-z0-9-]/g, "")}`;
}

/** Where cookies are read and written; the browser's document.cookie unless a test passes its own. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

export const documentCookies: CookieJar = {
  read: () => document.cookie,
  write: (cookie) => {
    document.cookie = cookie;
  },
};

export function readPreferences(userId: string, jar: CookieJar = documentCookies): DashboardPreferences {
  const name = preferencesCookieName(userId);
  const pair = jar
    .read()
    .split(";")
    .map((entry) => entry.trim())
    .find((entry) => entry.startsWith(`${name}=`));
  if (!pair) return DEFAULT_PREFERENCES;
  try {
    const parsed = preferencesSchema.safeParse(JSON.parse(decodeURIComponent(pair.slice(name.length + 1))));
    return parsed.success ? parsed.data : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

/** Spec §9: view cookies last 365 days with SameSite strict (and Secure where the page is). */
export function writePreferences(userId: string, preferences: DashboardPreferences, jar: CookieJar = documentCookies, secure = location.protocol === "https:"): void {
  const value = encodeURIComponent(JSON.stringify(preferences));
  const maxAge = VIEW_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  jar.write(`${preferencesCookieName(userId)}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure ? "; Secure" : ""}`);
}
