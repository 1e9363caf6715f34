import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { SIGNER_GROUP_LIMITS } from "../signer-groups/signer-group-entity.ts";
import { businessIdParams, businessSettingsSchema, RETENTION_LIMITS, retentionTerminalStateSchema } from "./business-entity.ts";
import { supportContactChangesSchema } from "./update-business.ts";
import { embedOriginsSchema } from "../embedded-signing/embed-origins.ts";

export const businessSettingsResponseSchema = z.object({ settings: businessSettingsSchema });

const mailAttachmentChangesSchema = z.strictObject({ enabled: z.boolean().optional(), customisable: z.boolean().optional() });

/** Only the settings sent change; the logo has its own calls (…/logo). */
export const businessSettingsChangesSchema = z.strictObject({
  supportContact: supportContactChangesSchema.optional(),
  signatureRequests: z
    .strictObject({
      part11: z.strictObject({ enabled: z.boolean().optional() }).optional(),
      retention: z
        .strictObject({
          enabled: z.boolean().optional(),
          terminalState: z
            .array(retentionTerminalStateSchema)
            .refine((states) => new Set(states).size === states.length, { message: "Name each state once" })
            .optional(),
          days: z.number().int().min(RETENTION_LIMITS.minDays).max(RETENTION_LIMITS.maxDays).optional(),
        })
        .optional(),
    })
    .optional(),
  mailService: z
    .strictObject({
      attachments: z
        .strictObject({ signedDocument: mailAttachmentChangesSchema.optional(), signatureProtocol: mailAttachmentChangesSchema.optional() })
        .optional(),
    })
    .optional(),
  mabSettings: z.strictObject({ directSign: z.strictObject({ enabled: z.boolean().optional() }).optional() }).optional(),
  /** Up to Paraph's ceiling; null goes back to the default. Groups over a lowered limit stay, new ones are refused. */
  signerGroups: z
    .strictObject({
      maxGroups: z.number().int().min(0).max(SIGNER_GROUP_LIMITS.ceiling.maxGroups).nullable().optional(),
      maxParticipants: z.number().int().min(0).max(SIGNER_GROUP_LIMITS.ceiling.maxParticipants).nullable().optional(),
    })
    .optional(),
  affiliate: z.strictObject({ enabled: z.boolean().optional() }).optional(),
  userPilot: z.strictObject({ enabled: z.boolean().optional() }).optional(),
  /** Replaces the whole list; https only in production (the server checks that). */
  embedOrigins: embedOriginsSchema.optional(),
});
export type BusinessSettingsChanges = z.infer<typeof businessSettingsChangesSchema>;

export const getBusinessSettings = defineEndpoint({
  method: "GET",
  path: "/v1/businesses/:id/settings",
  embedded: "business",
  summary: "A business's settings",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: businessSettingsResponseSchema,
});

export const updateBusinessSettings = defineEndpoint({
  method: "PUT",
  path: "/v1/businesses/:id/settings",
  summary: "Change a business's settings (admins)",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: z.strictObject({ settings: businessSettingsChangesSchema }),
  response: businessSettingsResponseSchema,
});
