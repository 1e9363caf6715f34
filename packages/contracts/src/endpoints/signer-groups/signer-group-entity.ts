import { z } from "zod";
import { emailSchema } from "../../validation/email.ts";
import { singleLineText } from "../../validation/text.ts";

/**
 * Sizes of signer groups. `defaultLimits` apply to a business that has set none; `ceiling` is the
 * most a business may set (and the most one call may carry), so a group stays a size the composer
 * can add in one go (docs/signer-groups.md).
 */
export const SIGNER_GROUP_LIMITS = {
  name: 100,
  personName: 100,
  defaultLimits: { maxGroups: 20, maxParticipants: 50 },
  ceiling: { maxGroups: 200, maxParticipants: 200 },
  /** Length of the name filter of GET /v3/groups. */
  query: 100,
} as const;

export const signerGroupIdParams = z.strictObject({ id: z.uuid({ message: "Not a signer group id" }) });

/** A group's name: trimmed, 1 to 100 characters, no control characters; unique per business whatever its case. */
export const signerGroupNameSchema = singleLineText()
  .min(1, { message: "Must not be empty" })
  .max(SIGNER_GROUP_LIMITS.name, { message: `At most ${SIGNER_GROUP_LIMITS.name} characters` });

/** An optional name: a blank one is stored as none. */
const personNameSchema = singleLineText()
  .max(SIGNER_GROUP_LIMITS.personName, { message: `At most ${SIGNER_GROUP_LIMITS.personName} characters` })
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** One person of a group, by e-mail address (anyone's, not only the business's members), names optional. */
export const signerGroupParticipantInputSchema = z.strictObject({
  email: emailSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
});

/** Participants in signing order; each address once (compared lower-cased). */
export const signerGroupParticipantsSchema = z
  .array(signerGroupParticipantInputSchema)
  .min(1, { message: "Name at least one participant" })
  .max(SIGNER_GROUP_LIMITS.ceiling.maxParticipants, { message: `At most ${SIGNER_GROUP_LIMITS.ceiling.maxParticipants} participants` })
  .superRefine((participants, context) => {
    const seen = new Set<string>();
    participants.forEach((participant, index) => {
      if (seen.has(participant.email)) context.addIssue({ code: "custom", path: [index, "email"], message: "This address is in the group already" });
      seen.add(participant.email);
    });
  });

export const signerGroupParticipantSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type SignerGroupParticipant = z.infer<typeof signerGroupParticipantSchema>;

/**
 * A signer group of the caller's business. `version` counts its changes (the User's
 * `groupInfo.groupVersions`); `members` is there when asked for (`includeMembers=true`) and on
 * the answers of POST and PUT.
 */
export const signerGroupSchema = z.object({
  id: z.string(),
  businessId: z.string(),
  name: z.string(),
  participantCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  members: z.array(signerGroupParticipantSchema).optional(),
});
export type SignerGroup = z.infer<typeof signerGroupSchema>;

/** What a business may keep: at most `maxGroups` groups of at most `maxParticipants` each. */
export const signerGroupLimitsSchema = z.object({ maxGroups: z.number().int(), maxParticipants: z.number().int() });
export type SignerGroupLimits = z.infer<typeof signerGroupLimitsSchema>;
