import { z } from "zod";

export const IDENTIFICATION_PROVIDERS = ["srs", "intrum"] as const;
export const IDENTIFICATION_METHODS = ["video", "robo", "autoident"] as const;
export const IDENTIFICATION_STATUSES = ["initialized", "inprogress", "success", "failure", "cancelled"] as const;

/** Which legislation each identification partner's checks qualify for: srs for ZertES (Swiss), intrum for eIDAS (EU). */
export const LEGISLATION_OF_PROVIDER = { srs: "zertes", intrum: "eidas" } as const;

export const identificationParams = z.strictObject({
  provider: z.enum(IDENTIFICATION_PROVIDERS, { message: "Unknown identification provider" }),
  method: z.enum(IDENTIFICATION_METHODS, { message: "Unknown identification method" }),
});

export const identificationSchema = z.object({
  id: z.string(),
  provider: z.enum(IDENTIFICATION_PROVIDERS),
  method: z.enum(IDENTIFICATION_METHODS),
  legislation: z.enum(["eidas", "zertes"]),
  status: z.enum(IDENTIFICATION_STATUSES),
  /** Demo identifications carry no legal weight; they exist only outside production. */
  isDemo: z.boolean(),
  signatureRequestId: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Identification = z.infer<typeof identificationSchema>;
