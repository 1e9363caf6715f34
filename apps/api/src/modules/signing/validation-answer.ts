import { VALIDATION_REPORT_MEDIA_TYPES } from "@paraph/contracts";
import type { ReportFormat } from "../../pdf-engine/validation/report/validate-with-report.ts";

/** What `POST /v1/validate` answers with: the JSON findings, or one of the report's renditions. */
export type ValidationAnswer = "json" | ReportFormat;

const OFFERED: { answer: ValidationAnswer; mediaTypes: string[] }[] = [
  // First: it wins ties, so `*/*` and a missing Accept keep the JSON every client had before.
  { answer: "json", mediaTypes: ["application/json"] },
  { answer: "xml", mediaTypes: [VALIDATION_REPORT_MEDIA_TYPES.xml, "text/xml"] },
  { answer: "pdf", mediaTypes: [VALIDATION_REPORT_MEDIA_TYPES.pdf] },
];

interface MediaRange {
  type: string;
  subtype: string;
  quality: number;
}

function parseAccept(accept: string): MediaRange[] {
  return accept.split(",").flatMap((part) => {
    const [range = "", ...parameters] = part.trim().toLowerCase().split(";");
    const [type, subtype] = range.trim().split("/");
    if (!type || !subtype) return [];
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith("q="));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    return Number.isFinite(quality) ? [{ type, subtype, quality }] : [];
  });
}

/** The quality the most specific matching range gives a media type (RFC 9110 §12.5.1), 0 when none matches. */
function qualityOf(mediaType: string, ranges: MediaRange[]): number {
  const [type, subtype] = mediaType.split("/");
  const exact = ranges.find((range) => range.type === type && range.subtype === subtype);
  const typeWide = ranges.find((range) => range.type === type && range.subtype === "*");
  const any = ranges.find((range) => range.type === "*" && range.subtype === "*");
  return (exact ?? typeWide ?? any)?.quality ?? 0;
}

/**
 * Chooses the answer from the request's Accept header: the offer the caller rates highest, JSON
 * on a tie, and JSON too when the caller accepts none of them (answering is more useful than 406).
 */
export function chooseValidationAnswer(accept: string | undefined): ValidationAnswer {
  if (!accept) return "json";
  const ranges = parseAccept(accept);
  let best: { answer: ValidationAnswer; quality: number } = { answer: "json", quality: 0 };
  for (const offer of OFFERED) {
    const quality = Math.max(...offer.mediaTypes.map((mediaType) => qualityOf(mediaType, ranges)));
    if (quality > best.quality) best = { answer: offer.answer, quality };
  }
  return best.answer;
}
