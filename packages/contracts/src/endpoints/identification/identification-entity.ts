import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";

export const IDENTIFICATION_PROVIDERS = ["srs", "intrum"] as const;
/** `id-austria`: the person logs in with ID Austria (Austria's eID, notified under eIDAS at level high) at the eIDAS partner. */
export const IDENTIFICATION_METHODS = ["video", "robo", "autoident", "id-austria"] as const;
/** The identification's own lifecycle in Paraph. */
export const IDENTIFICATION_STATUSES = ["initialized", "inprogress", "success", "failure", "cancelled"] as const;
/** What the identity provider last reported about the appointment (spec §3 Identification `appointmentStatus`). */
export const APPOINTMENT_STATUSES = ["initialized", "inprogress", "success", "failure", "unknown"] as const;
/**
 * The ident status the pages show (spec §4): initialized and unknown become initialized,
 * inprogress stays, success becomes activatingQES, failure stays; cancelled is Paraph's own.
 */
export const IDENT_STATUSES = ["initialized", "inprogress", "activatingQES", "failure", "cancelled"] as const;
/** Why an identification ended without QES, or that it ended with it. */
export const IDENTIFICATION_OUTCOMES = ["completed", "failed", "abandoned", "serial_number_mismatch", "cancelled"] as const;
/** Why Paraph refused a report of the identity provider about this identification (the status page says so). */
export const IDENTIFICATION_CALLBACK_REFUSALS = [
  "identification_callback_unsigned",
  "identification_callback_signature_invalid",
  "identification_callback_replayed",
  "identification_callback_late",
  "identification_callback_wrong_person",
  "identification_not_pending",
] as const;
/** The identity data fields an identification fixes (spec §3 `immutableEidFields`). */
export const EID_FIELDS = ["firstName", "lastName", "dateOfBirth", "documentNumber"] as const;

/** Which legislation each identification partner's checks qualify for: srs for ZertES (Swiss), intrum for eIDAS (EU). */
export const LEGISLATION_OF_PROVIDER = { srs: "zertes", intrum: "eidas" } as const;

/** Spec §4: the appointment status the provider reports, as the pages show it. */
export function identStatusOf(status: (typeof IDENTIFICATION_STATUSES)[number], appointmentStatus: (typeof APPOINTMENT_STATUSES)[number]): (typeof IDENT_STATUSES)[number] {
  if (status === "cancelled") return "cancelled";
  if (status === "failure" || appointmentStatus === "failure") return "failure";
  if (status === "success" || appointmentStatus === "success") return "activatingQES";
  return appointmentStatus === "inprogress" ? "inprogress" : "initialized";
}

export const identificationParams = z.strictObject({
  provider: z.enum(IDENTIFICATION_PROVIDERS, { message: "Unknown identification provider" }),
  method: z.enum(IDENTIFICATION_METHODS, { message: "Unknown identification method" }),
});

/** The body of POST /v1/[direct/]user/identification/{provider}/{method}. */
export const startIdentificationBody = z.strictObject({
  signatureRequestId: z.uuid({ message: "Not a signature request id" }).optional(),
  /**
   * The page of this installation the provider sends the person back to (a path such as
   * `/profile/signature-standards/zertes`); `?identification={id}` is added. Default: the
   * profile's legislation page for an account, `/direct-sign/identification/{legislation}` for a guest.
   */
  returnPath: singleLineText()
    .max(500)
    .regex(/^\/(?!\/)[^\s\\]*$/, { message: "A path of this installation, starting with one /" })
    .optional(),
});

/** The identity the provider confirmed; the document number is masked but for its last 3 characters. */
export const eidIdentitySchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  documentNumber: z.string(),
});

export const identificationSchema = z.object({
  id: z.string(),
  provider: z.enum(IDENTIFICATION_PROVIDERS),
  method: z.enum(IDENTIFICATION_METHODS),
  legislation: z.enum(["eidas", "zertes"]),
  status: z.enum(IDENTIFICATION_STATUSES),
  appointmentStatus: z.enum(APPOINTMENT_STATUSES),
  identStatus: z.enum(IDENT_STATUSES),
  /** Where the person goes to identify at the provider; null once finished, or while a required payment is open. */
  identUrl: z.string().nullable(),
  /** How it ended; null while pending. */
  outcome: z.enum(IDENTIFICATION_OUTCOMES).nullable(),
  /** The last report of the provider Paraph refused for this identification (it changed nothing). */
  rejectedCallback: z.object({ code: z.enum(IDENTIFICATION_CALLBACK_REFUSALS), at: z.string() }).nullable(),
  /** The identity the provider reported (on success, or the other person on a serial-number mismatch). */
  identity: eidIdentitySchema.nullable(),
  /** Whether a business pays for it (see GET /v1/user/identification/coverage); false: the person pays `price`. */
  isCovered: z.boolean(),
  isPaid: z.boolean(),
  /** Demo identifications carry no legal weight; they exist only outside production. */
  isDemo: z.boolean(),
  signatureRequestId: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Identification = z.infer<typeof identificationSchema>;

/** What an identification costs the person and whether it is paid. */
export const identificationPaymentSchema = z.object({
  identificationId: z.string(),
  isCovered: z.boolean(),
  isPaid: z.boolean(),
  /** Minor units (centimes); 0 when covered. */
  amount: z.number().int(),
  currency: z.string(),
  paidAt: z.string().nullable(),
});

/** Whether identification under a legislation is paid by a business for the caller (spec §7 coverage info). */
export const identificationCoverageQuery = z.strictObject({
  legislation: z.enum(["eidas", "zertes"], { message: "Legislation is eidas or zertes" }),
  signatureRequestId: z.uuid({ message: "Not a signature request id" }).optional(),
});

export const identificationCoverageSchema = z.object({
  legislation: z.enum(["eidas", "zertes"]),
  isCovered: z.boolean(),
  /** Who pays: the caller's own business (payForMembers), the business that sent the request (payForInvitations), or nobody. */
  coveredBy: z.enum(["own_business", "request_sender"]).nullable(),
  /** What the person pays when not covered (minor units). */
  amount: z.number().int(),
  currency: z.string(),
});

/** Paying an identification that is not covered, with a card saved through the billing provider. */
export const payIdentificationBody = z.strictObject({
  /** The payment method the provider's card form confirmed (the built-in provider: `pm_builtin_…`). */
  paymentMethodId: singleLineText().min(1).max(200),
});
