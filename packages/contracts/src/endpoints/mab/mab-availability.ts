import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { signatureRequestIdParams } from "../signature-requests/entity.ts";
import { MAB_UNAVAILABLE_REASONS } from "./mab-entity.ts";

/** Whether the caller may sign request `id` with the mobile app (Paraph's addition to spec §7, for the signing pages). */
export const getMabAvailability = defineEndpoint({
  method: "GET",
  path: "/v3/mab/availability/:id",
  summary: "Whether signing with the mobile app is offered to the caller for this request",
  tag: "Mobile signing",
  auth: "user-or-direct",
  successStatus: 200,
  params: signatureRequestIdParams,
  response: z.object({
    isAvailable: z.boolean(),
    reason: z.enum(MAB_UNAVAILABLE_REASONS).nullable(),
    /** The demo provider: confirmed on a page of this installation, no legal weight. */
    isDemo: z.boolean(),
  }),
});
