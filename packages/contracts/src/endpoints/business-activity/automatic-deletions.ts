import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";

/** How many of the newest automatic deletions the list shows; `total` counts them all. */
export const AUTOMATIC_DELETIONS_SHOWN = 100;

/** A request the business's automatic deletion removed (docs/business-settings.md). */
export const automaticDeletionSchema = z.object({
  requestId: z.string(),
  title: z.string(),
  /** The ended state it was in: completed, declined, withdrawn or expired. */
  status: z.string(),
  ownerId: z.string(),
  documentCount: z.number().int(),
  closedAt: z.string(),
  deletedAt: z.string(),
});
export type AutomaticDeletion = z.infer<typeof automaticDeletionSchema>;

export const automaticDeletionsSchema = z.object({ items: z.array(automaticDeletionSchema), total: z.number().int() });
export type AutomaticDeletions = z.infer<typeof automaticDeletionsSchema>;

export const listAutomaticDeletions = defineEndpoint({
  method: "GET",
  path: "/v2/businesses/:id/activities/deletions",
  summary: "Requests the business's automatic deletion removed, newest first (admins)",
  tag: "Business activity",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: automaticDeletionsSchema,
});
