import { z } from "zod";
import { APPOINTMENT_STATUSES, type IDENTIFICATION_METHODS } from "@paraph/contracts";

const text = (max: number) => z.string().trim().min(1).max(max);

/** The identity an identification confirmed, as the provider reports it. */
export const reportedIdentitySchema = z.strictObject({
  firstName: text(100),
  lastName: text(100),
  dateOfBirth: z.iso.date(),
  documentNumber: text(40).regex(/^[A-Za-z0-9-]+$/),
});
export type ReportedIdentity = z.infer<typeof reportedIdentitySchema>;

/**
 * One report of the identity provider about one identification (docs/identification.md):
 * the session Paraph created, the person's opaque reference Paraph gave, and the appointment
 * status; a success carries the identity, a failure why.
 */
export const identificationReportSchema = z
  .strictObject({
    eventId: text(100).regex(/^[A-Za-z0-9_.:-]+$/),
    sessionId: text(100),
    identificationId: z.uuid(),
    reference: text(200),
    appointmentStatus: z.enum(APPOINTMENT_STATUSES),
    reason: z.enum(["failed", "abandoned"]).optional(),
    identity: reportedIdentitySchema.optional(),
  })
  .refine((report) => report.appointmentStatus !== "success" || report.identity !== undefined, { message: "A success names the identity", path: ["identity"] });
export type IdentificationReport = z.infer<typeof identificationReportSchema>;

/** What Paraph asks the provider for when an identification starts. */
export interface SessionRequest {
  identificationId: string;
  reference: string;
  legislation: "eidas" | "zertes";
  method: (typeof IDENTIFICATION_METHODS)[number];
  /** Where the provider reports (the signed callback). */
  callbackUrl: string;
  /** Where the provider sends the person back. */
  returnUrl: string;
  language: string;
}

export const sessionResponseSchema = z.object({ sessionId: text(100), identUrl: z.url() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Paraph's callback path under the API. */
export const IDENTIFICATION_CALLBACK_PATH = "/api/v1/identification/callback";
