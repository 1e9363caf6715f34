import type { CheckResult } from "../checks/check-result.ts";

export const CHECK_NAMES = ["paraph", "pdfsig", "pdfbox", "qpdf", "text", "shadow"] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

/** Everything the corpus learnt about one file. */
export interface FileResult {
  id: string;
  source: string;
  producer: string;
  pages: number;
  bytes: number;
  /** signed: both signed and the request completed; refused: the upload said no for the file's content; failed: anything else. */
  outcome: "signed" | "refused" | "failed";
  reason: string;
  /** What the upload removed when the file was signed as a cleaned copy (with the uploader's consent). */
  cleaned: string[];
  /** The completed document as downloaded, kept in the cache for a second look. */
  signedFile: string | undefined;
  /** Upload to download of the completed document. */
  signMilliseconds: number | undefined;
  /** Paraph's POST /v1/validate of the completed document. */
  validateMilliseconds: number | undefined;
  checks: Record<CheckName, CheckResult>;
  /** Paraph called the untouched completed document changed after signing. */
  falselyChanged: boolean;
}
