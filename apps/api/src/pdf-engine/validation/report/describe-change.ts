import type { SignatureReport } from "../validate-pdf.ts";

/** A change after signing in a few words, for both renditions of the report: "annotation, page 2". */
export function describeChange(change: SignatureReport["changes"][number]): string {
  return [change.kind.replace(/_/g, " "), change.page !== undefined && `page ${change.page}`, change.field !== undefined && `field ${change.field}`].filter(Boolean).join(", ");
}
