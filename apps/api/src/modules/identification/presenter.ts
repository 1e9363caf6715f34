import { identStatusOf, type Identification } from "@paraph/contracts";
import type { IdentificationRow } from "./repository.ts";

/** A document number shows only its last 3 characters. */
export function maskDocumentNumber(value: string): string {
  return value.length <= 3 ? value : `${"*".repeat(value.length - 3)}${value.slice(-3)}`;
}

function identityOf(row: IdentificationRow): Identification["identity"] {
  if (row.eid_first_name === null || row.eid_last_name === null || row.eid_date_of_birth === null || row.eid_document_number === null) return null;
  return { firstName: row.eid_first_name, lastName: row.eid_last_name, dateOfBirth: row.eid_date_of_birth, documentNumber: maskDocumentNumber(row.eid_document_number) };
}

export function isPaymentOpen(row: IdentificationRow): boolean {
  return row.covered_by === null && row.price_amount > 0 && row.paid_at === null;
}

function isPending(row: IdentificationRow): boolean {
  return row.status === "initialized" || row.status === "inprogress";
}

export function presentIdentification(row: IdentificationRow): Identification {
  return {
    id: row.id,
    provider: row.provider,
    method: row.method,
    legislation: row.legislation,
    status: row.status,
    appointmentStatus: row.appointment_status,
    identStatus: identStatusOf(row.status, row.appointment_status),
    identUrl: isPending(row) && !isPaymentOpen(row) ? row.ident_url : null,
    outcome: row.outcome,
    rejectedCallback:
      row.rejected_callback_code !== null && row.rejected_callback_at !== null
        ? { code: row.rejected_callback_code as NonNullable<Identification["rejectedCallback"]>["code"], at: row.rejected_callback_at.toISOString() }
        : null,
    identity: identityOf(row),
    isCovered: row.covered_by !== null,
    isPaid: !isPaymentOpen(row),
    isDemo: row.is_demo,
    signatureRequestId: row.signature_request_id,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}

export function presentIdentificationPayment(row: IdentificationRow) {
  return {
    identificationId: row.id,
    isCovered: row.covered_by !== null,
    isPaid: !isPaymentOpen(row),
    amount: row.covered_by !== null ? 0 : row.price_amount,
    currency: row.price_currency,
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}
