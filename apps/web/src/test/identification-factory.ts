import { identStatusOf, type Identification } from "@paraph/contracts";

/** An identification as the API presents it; its ident status follows from status and appointment status (spec §4). */
export function makeIdentification(overrides: Partial<Identification>): Identification {
  const base: Identification = {
    id: "33333333-3333-4333-8333-333333333333",
    provider: "srs",
    method: "video",
    legislation: "zertes",
    status: "initialized",
    appointmentStatus: "initialized",
    identStatus: "initialized",
    identUrl: null,
    outcome: null,
    rejectedCallback: null,
    identity: null,
    isCovered: true,
    isPaid: true,
    isDemo: true,
    signatureRequestId: null,
    createdAt: "2026-03-01T10:00:00.000Z",
    completedAt: null,
    ...overrides,
  };
  return { ...base, identStatus: identStatusOf(base.status, base.appointmentStatus) };
}
