import { median, percentile } from "../../bench/statistics.ts";
import { DEFAULT_VALIDATION_LIMIT_MS } from "../paraph/paraph-server.ts";
import { CHECK_NAMES, type CheckName, type FileResult } from "../run/file-result.ts";

export interface TimeFigures {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** The totals a run prints, writes and docs/signing.md quotes. */
export interface CorpusSummary {
  files: number;
  sources: number;
  producers: number;
  /** Producers with version numbers left out (pdfTeX-1.40.24 and pdfTeX-1.40.21 are one). */
  producerFamilies: string[];
  pages: { total: number; min: number; max: number };
  signed: number;
  refused: number;
  failed: number;
  checks: Record<CheckName, { pass: number; fail: number; notRun: number }>;
  falselyChanged: number;
  /** Signed as a cleaned copy, with the uploader's consent, after the upload found active content. */
  cleaned: number;
  /** Validations that took longer than an installation's default limit (they would answer document_too_complex there). */
  validationsOverDefaultLimit: number;
  signing: TimeFigures;
  validation: TimeFigures;
}

export function summarise(results: readonly FileResult[]): CorpusSummary {
  const pages = results.map((result) => result.pages);
  const count = (outcome: FileResult["outcome"]) => results.filter((result) => result.outcome === outcome).length;
  return {
    files: results.length,
    sources: new Set(results.map((result) => result.source)).size,
    producers: new Set(results.map((result) => result.producer)).size,
    producerFamilies: [...new Set(results.map((result) => producerFamily(result.producer)))].sort(),
    pages: { total: pages.reduce((sum, value) => sum + value, 0), min: Math.min(...pages), max: Math.max(...pages) },
    signed: count("signed"),
    refused: count("refused"),
    failed: count("failed"),
    checks: Object.fromEntries(
      CHECK_NAMES.map((name) => {
        const statuses = results.map((result) => result.checks[name].status);
        return [name, { pass: statuses.filter((status) => status === "pass").length, fail: statuses.filter((status) => status === "fail").length, notRun: statuses.filter((status) => status === "not-run").length }];
      }),
    ) as CorpusSummary["checks"],
    falselyChanged: results.filter((result) => result.falselyChanged).length,
    cleaned: results.filter((result) => result.cleaned.length > 0).length,
    validationsOverDefaultLimit: results.filter((result) => (result.validateMilliseconds ?? 0) > DEFAULT_VALIDATION_LIMIT_MS).length,
    signing: timeFigures(results.map((result) => result.signMilliseconds)),
    validation: timeFigures(results.map((result) => result.validateMilliseconds)),
  };
}

/** Whether every signed file passed every check and nothing failed to sign: the gate. */
export function isClean(summary: CorpusSummary): boolean {
  return summary.failed === 0 && summary.falselyChanged === 0 && CHECK_NAMES.every((name) => summary.checks[name].fail === 0);
}

function producerFamily(producer: string): string {
  return producer
    .replace(/\(.*?\)/g, "")
    .replace(/[-\s]*v?\d+(\.\d+)+\S*/g, "")
    .replace(/\s+\d{4}(-\d\d){0,2}.*$/, "")
    .trim() || producer;
}

function timeFigures(values: readonly (number | undefined)[]): TimeFigures {
  const measured = values.filter((value): value is number => value !== undefined);
  return { count: measured.length, p50Ms: Math.round(median(measured)), p99Ms: Math.round(percentile(measured, 0.99)), maxMs: Math.round(Math.max(...measured)) };
}
